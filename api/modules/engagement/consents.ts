/**
 * A client's consents (POPIA): what they agreed to when signing, with the
 * text version; withdrawing one is recorded (never deleted) and tells the staff who
 * see the client. Signed letters stay: the firm keeps records for 5 years.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { consents, users } from '../../db/schema.ts';
import { logActivity } from '../../lib/activity-log.ts';
import { conflict, notFound } from '../../lib/problem.ts';
import { notifyClientStaff } from '../documents/public.ts';
import type { RequestMeta } from '../../core/caller.ts';

const toAnswer = (row: typeof consents.$inferSelect) => ({
  id: row.id,
  kind: row.kind,
  text: row.text,
  textVersion: row.textVersion,
  givenAt: row.givenAt.toISOString(),
  withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
});

export async function listConsents(db: Database, userId: string) {
  const rows = await db.select().from(consents).where(eq(consents.userId, userId)).orderBy(desc(consents.givenAt));
  return rows.map(toAnswer);
}

export async function withdrawConsent(db: Database, userId: string, id: string, meta: RequestMeta) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(consents)
      .where(and(eq(consents.id, id), eq(consents.userId, userId)));
    if (!row) throw notFound('No such consent.');
    const [withdrawn] = await tx
      .update(consents)
      .set({ withdrawnAt: new Date() })
      .where(and(eq(consents.id, id), isNull(consents.withdrawnAt)))
      .returning();
    if (!withdrawn) throw conflict('This consent was already withdrawn.');
    const [client] = await tx
      .select({ company: users.company, username: users.username })
      .from(users)
      .where(eq(users.id, userId));
    await notifyClientStaff(
      tx,
      userId,
      {
        title: 'Consent withdrawn',
        message: `${client?.company ?? client?.username ?? 'A client'} withdrew their consent: "${row.text}".`,
        type: 'consent_withdrawn',
        relatedId: id,
      },
      'consents',
    );
    await logActivity(tx, { userId, action: 'consent_withdrawn', details: { consentId: id, kind: row.kind }, ...meta });
    return toAnswer(withdrawn);
  });
}
