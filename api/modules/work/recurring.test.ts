import { describe, expect, test } from 'bun:test';
import { and, eq } from 'drizzle-orm';
import { addMonths, makeDate, monthOf, yearOf } from '../../../domain/compliance/calendar-dates.ts';
import { todayInSouthAfrica } from '../../../domain/format.ts';
import {
  activityLogs,
  jobs,
  services,
  subscriptions,
  users,
  webhookEndpoints,
  webhookEvents,
} from '../../db/schema.ts';
import { as, withFreshFirm } from '../../testing/firm.ts';
import { withoutLetterGate } from '../../testing/letter-gate.ts';
import { markManualPaymentReceived } from '../billing/manual-billing.ts';
import { recomputeAll } from '../compliance/recompute.ts';
import { dailyWorkRun } from './daily.ts';
import { makeRecurringJobs } from './recurring.ts';

const fresh = withFreshFirm();
const DAY = '2026-04-01';

async function onPackage(clientId: string, packageType: string, status: 'active' | 'pending' = 'active') {
  const [service] = await fresh.t.db.select().from(services).where(eq(services.packageType, packageType));
  if (!service) throw new Error(`no ${packageType} package seeded`);
  await fresh.t.db
    .insert(subscriptions)
    .values({ userId: clientId, serviceId: service.id, status, startDate: new Date() });
}

const trackFrom = (clientId: string, day: string) =>
  fresh.t.db.update(users).set({ trackedFrom: day }).where(eq(users.id, clientId));

const bookkeepingOf = (clientId: string) =>
  fresh.t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.clientId, clientId), eq(jobs.service, 'BOOKKEEPING')));

const runOn = (day: string, clientIds?: string[]) =>
  fresh.t.db.transaction((tx) => makeRecurringJobs(tx, day, clientIds));

const editPipeline = (id: string, json: Record<string, unknown>, who = fresh.firm.manager) =>
  as(fresh.t, who)(`/api/admin/pipelines/${id}`, { method: 'PUT', json });

describe('Recurring jobs on a pipeline schedule', () => {
  test('the seeded bookkeeping pipeline is made on the 1st and due on the 20th; no other pipeline recurs', async () => {
    const res = await as(fresh.t, fresh.firm.accountant)('/api/admin/pipelines?perPage=50');
    const rows = (await res.json()) as { id: string; schedule: unknown }[];
    expect(rows.find((p) => p.id === 'pl-bookkeeping')?.schedule).toEqual({
      every: 'month',
      createOnDay: 1,
      dueOnDay: 20,
    });
    expect(rows.filter((p) => p.schedule !== null).map((p) => p.id)).toEqual(['pl-bookkeeping']);
  });

  test("the daily run makes last month's job: first stage, due on the 20th, the accountant's, logged and announced", async () => {
    await fresh.t.db
      .insert(webhookEndpoints)
      .values({ url: 'https://example.com/hook', events: ['job.created'], secret: 'not-used' });
    const client = fresh.firm.assignedClient.user.id;
    await onPackage(client, 'start-ups');
    await trackFrom(client, '2025-01-01');
    expect(await runOn(DAY)).toBe(1);
    const [job] = await bookkeepingOf(client);
    expect(job).toMatchObject({
      pipelineId: 'pl-bookkeeping',
      stageId: 'pl-bookkeeping-1',
      period: '2026-03',
      periodLabel: 'Mar 2026',
      dueDate: '2026-04-20',
      assigneeId: fresh.firm.accountant.user.id,
      status: 'active',
      deadlineId: null,
      createdBy: null,
    });
    const logged = await fresh.t.db.select().from(activityLogs).where(eq(activityLogs.action, 'jobs.create'));
    expect(logged.map((row) => [row.userId, row.details])).toEqual([
      [null, { resource: 'jobs', id: job?.id, madeFrom: 'schedule' }],
    ]);
    const events = await fresh.t.db.select().from(webhookEvents).where(eq(webhookEvents.type, 'job.created'));
    expect(events.map((e) => e.payload)).toEqual([expect.objectContaining({ id: job?.id, period: '2026-03' })]);

    // The rest of April is the same period; May's run makes April's.
    expect(await runOn('2026-04-30')).toBe(0);
    expect(await runOn('2026-05-01')).toBe(1);
    expect((await bookkeepingOf(client)).map((j) => j.period).sort()).toEqual(['2026-03', '2026-04']);
  });

  test('once, however many runs at the same time', async () => {
    const client = fresh.firm.assignedClient.user.id;
    await onPackage(client, 'essential');
    await trackFrom(client, '2025-01-01');
    const made = await Promise.all([runOn(DAY), runOn(DAY), runOn(DAY, [client]), runOn(DAY)]);
    expect(made.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await bookkeepingOf(client)).toHaveLength(1);
  });

  test("never for a period that ended before the client's tracked-from date", async () => {
    const client = fresh.firm.assignedClient.user.id;
    await onPackage(client, 'standard');
    await trackFrom(client, '2026-04-01');
    expect(await runOn(DAY)).toBe(0);
    // A period the client was tracked for part of is made.
    await trackFrom(client, '2026-03-31');
    expect(await runOn(DAY)).toBe(1);
  });

  test('a new client, tracked from the day the package began, gets the job for that month the month after', async () => {
    const client = fresh.firm.assignedClient.user.id;
    await onPackage(client, 'standard');
    const today = todayInSouthAfrica();
    expect(await runOn(today)).toBe(0);
    const nextFirst = addMonths(makeDate(yearOf(today), monthOf(today), 1), 1);
    expect(await runOn(nextFirst)).toBe(1);
    expect((await bookkeepingOf(client))[0]?.period).toBe(today.slice(0, 7));
  });

  test('not for a client without an active package, nor for staff', async () => {
    await onPackage(fresh.firm.assignedClient.user.id, 'elite', 'pending');
    await trackFrom(fresh.firm.assignedClient.user.id, '2025-01-01');
    await trackFrom(fresh.firm.otherClient.user.id, '2025-01-01');
    expect(await runOn(DAY)).toBe(0);
    expect(await fresh.t.db.select().from(jobs)).toEqual([]);
  });

  test('a package that becomes active makes the job at once', async () => {
    await withoutLetterGate(fresh.t.db);
    const client = fresh.firm.assignedClient;
    // Staff tracked the client from before the package: last month's books are the firm's to do.
    await trackFrom(client.user.id, '2025-01-01');
    const [standard] = await fresh.t.db.select().from(services).where(eq(services.packageType, 'standard'));
    const sub = await as(fresh.t, client)('/api/subscriptions', { method: 'POST', json: { serviceId: standard?.id } });
    const { id: subscriptionId } = (await sub.json()) as { id: string };
    const checkout = await as(fresh.t, client)('/api/checkout', { method: 'POST', json: { subscriptionId } });
    const { paymentId } = (await checkout.json()) as { paymentId: string };
    expect(await bookkeepingOf(client.user.id)).toEqual([]);
    await markManualPaymentReceived(fresh.t.db, paymentId);
    const [job] = await bookkeepingOf(client.user.id);
    const today = todayInSouthAfrica();
    expect(job?.period).toBe(addMonths(makeDate(yearOf(today), monthOf(today), 1), -1).slice(0, 7));
    expect(job?.assigneeId).toBe(fresh.firm.accountant.user.id);
  });

  test('the schedule: managers set it on a bookkeeping pipeline; refused with field messages otherwise', async () => {
    const errorsOf = async (res: Response) => {
      expect(res.status).toBe(422);
      return ((await res.json()) as { errors: Record<string, string> }).errors;
    };
    expect(
      await errorsOf(await editPipeline('pl-vat201', { schedule: { every: 'month', createOnDay: 1, dueOnDay: 20 } })),
    ).toEqual({
      schedule:
        'Only work without a deadline (bookkeeping) recurs on a schedule; jobs for returns come from the compliance calendar',
    });
    expect(
      await errorsOf(
        await editPipeline('pl-bookkeeping', { schedule: { every: 'month', createOnDay: 29, dueOnDay: 20 } }),
      ),
    ).toEqual({ 'schedule.createOnDay': 'Give the day of the month the job is made (1 to 28)' });
    expect(
      await errorsOf(
        await editPipeline('pl-bookkeeping', { schedule: { every: 'week', createOnDay: 1, dueOnDay: 2 } }),
      ),
    ).toEqual({ 'schedule.every': "Choose how often the job recurs ('month')" });
    expect(
      await errorsOf(
        await editPipeline('pl-bookkeeping', { schedule: { every: 'month', createOnDay: 10, dueOnDay: 5 } }),
      ),
    ).toEqual({ 'schedule.dueOnDay': 'The job must be due on or after the day it is made' });
    for (const schedule of [
      'monthly',
      { every: 'month', createOnDay: 1, dueOnDay: 20, extra: true },
      { every: 'month' },
    ]) {
      expect(Object.keys(await errorsOf(await editPipeline('pl-bookkeeping', { schedule }))).join()).toStartWith(
        'schedule',
      );
    }
    // A scheduled pipeline cannot be turned into an obligation's.
    expect(await errorsOf(await editPipeline('pl-bookkeeping', { service: 'VAT201' }))).toHaveProperty('schedule');
    const create = await as(fresh.t, fresh.firm.manager)('/api/admin/pipelines', {
      method: 'POST',
      json: {
        name: 'Payroll runs',
        service: 'EMP201',
        stages: [{ name: 'Run', clientLabel: 'We are running payroll' }],
        schedule: { every: 'month', createOnDay: 1, dueOnDay: 5 },
      },
    });
    expect(await errorsOf(create)).toHaveProperty('schedule');
    expect((await editPipeline('pl-bookkeeping', { schedule: null }, fresh.firm.accountant)).status).toBe(403);

    const client = fresh.firm.assignedClient.user.id;
    await onPackage(client, 'standard');
    await trackFrom(client, '2025-01-01');
    const changed = await editPipeline('pl-bookkeeping', {
      schedule: { every: 'month', createOnDay: 3, dueOnDay: 25 },
    });
    expect(changed.status).toBe(200);
    expect(await runOn('2026-04-02')).toBe(1);
    expect((await bookkeepingOf(client))[0]).toMatchObject({ period: '2026-02', dueDate: '2026-03-25' });

    expect((await editPipeline('pl-bookkeeping', { schedule: null })).status).toBe(200);
    expect(await runOn('2026-05-03')).toBe(0);
  });

  test('the nightly recompute makes no jobs; the one daily run makes both kinds', async () => {
    const client = fresh.firm.assignedClient;
    await onPackage(client.user.id, 'standard');
    await trackFrom(client.user.id, '2025-01-01');
    const res = await as(fresh.t, client)('/api/user', {
      method: 'PATCH',
      json: { businessType: 'private_company', financialYearEndMonth: 2, registeredEmployer: true },
    });
    expect(res.status).toBe(200);
    await fresh.t.db.delete(jobs);
    const today = todayInSouthAfrica();
    await recomputeAll(fresh.t.db, today, undefined, { tellListeners: false });
    expect(await fresh.t.db.select().from(jobs)).toEqual([]);
    const made = await dailyWorkRun(fresh.t.db, today);
    expect(made.calendar).toBeGreaterThan(0);
    expect(made.recurring).toBe(1);
    expect(await dailyWorkRun(fresh.t.db, today)).toEqual({ calendar: 0, recurring: 0 });
  });
});
