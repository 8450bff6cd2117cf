/** Publishing a tax table: the year's published table is retired and the draft takes its place, in one write. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { taxTables } from '../../db/schema.ts';
import { type ActivityEntry, logActivity } from '../../lib/activity-log.ts';
import { conflict, notFound } from '../../lib/problem.ts';

export async function publishTaxTable(db: Database, id: string, log: Omit<ActivityEntry, 'action' | 'details'>) {
  return db.transaction(async (tx) => {
    const [draft] = await tx.select().from(taxTables).where(eq(taxTables.id, id));
    if (!draft) throw notFound('No such tax table.');
    if (draft.status !== 'draft') throw conflict('Only a draft can be published.');
    const retired = await tx
      .update(taxTables)
      .set({ status: 'retired', updatedAt: new Date() })
      .where(and(eq(taxTables.taxYearEnd, draft.taxYearEnd), eq(taxTables.status, 'published')))
      .returning({ id: taxTables.id });
    const [published] = await tx
      .update(taxTables)
      .set({ status: 'published', updatedAt: new Date() })
      .where(eq(taxTables.id, id))
      .returning();
    if (!published) throw notFound('No such tax table.');
    await logActivity(tx, {
      ...log,
      action: 'tax_table_published',
      details: { taxTableId: id, taxYearEnd: draft.taxYearEnd, retired: retired.map((row) => row.id) },
    });
    return published;
  });
}
