import { describe, expect, test } from 'bun:test';
import { and, eq } from 'drizzle-orm';
import { PACKAGE_WORK } from '../../../domain/work/package-work.ts';
import { jobs, services, subscriptions, users } from '../../db/schema.ts';
import { as, withFreshFirm } from '../../testing/firm.ts';
import { makeRecurringJobs } from './recurring.ts';

const fresh = withFreshFirm();

async function standard() {
  const [row] = await fresh.t.db.select().from(services).where(eq(services.packageType, 'standard'));
  if (!row) throw new Error('no standard package seeded');
  return row;
}

describe("The work a package includes is the package's data", () => {
  test('each seeded package starts with the work its features sell; staff read it', async () => {
    const res = await as(fresh.t, fresh.firm.accountant)('/api/admin/services?perPage=50');
    const rows = (await res.json()) as { packageType: keyof typeof PACKAGE_WORK; workServices: string[] }[];
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(row.workServices).toEqual([...PACKAGE_WORK[row.packageType]]);
  });

  test("an admin's change decides which clients get the work's jobs; only admins change it, and only to known work", async () => {
    const pkg = await standard();
    const client = fresh.firm.assignedClient.user.id;
    await fresh.t.db
      .insert(subscriptions)
      .values({ userId: client, serviceId: pkg.id, status: 'active', startDate: new Date() });
    await fresh.t.db.update(users).set({ trackedFrom: '2025-01-01' }).where(eq(users.id, client));
    const put = (json: Record<string, unknown>, who = fresh.firm.admin) =>
      as(fresh.t, who)(`/api/admin/services/${pkg.id}`, { method: 'PUT', json });

    expect((await put({ workServices: ['VAT201'] }, fresh.firm.manager)).status).toBe(403);
    const bad = await put({ workServices: ['PAYROLL_RUN'] });
    expect(bad.status).toBe(422);
    expect(Object.values(((await bad.json()) as { errors: Record<string, string> }).errors)).toEqual([
      'Choose the work the package includes from the work board services',
    ]);

    expect((await put({ workServices: ['VAT201', 'EMP201'] })).status).toBe(200);
    const run = (day: string) => fresh.t.db.transaction((tx) => makeRecurringJobs(tx, day));
    expect(await run('2026-04-01')).toBe(0);
    expect((await put({ workServices: ['BOOKKEEPING', 'VAT201', 'EMP201'] })).status).toBe(200);
    expect(await run('2026-04-01')).toBe(1);
    const made = await fresh.t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.clientId, client), eq(jobs.service, 'BOOKKEEPING')));
    expect(made.map((job) => job.period)).toEqual(['2026-03']);
  });
});
