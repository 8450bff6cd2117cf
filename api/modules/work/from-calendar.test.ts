import { describe, expect, test } from 'bun:test';
import { and, eq, inArray } from 'drizzle-orm';
import { addDays } from '../../../domain/compliance/calendar-dates.ts';
import { todayInSouthAfrica } from '../../../domain/format.ts';
import { PACKAGE_WORK } from '../../../domain/work/package-work.ts';
import {
  complianceDeadlines,
  jobs,
  services,
  subscriptions,
  webhookEndpoints,
  webhookEvents,
} from '../../db/schema.ts';
import type { SignedIn } from '../../testing/accounts.ts';
import { as, withFreshFirm } from '../../testing/firm.ts';
import { withoutLetterGate } from '../../testing/letter-gate.ts';
import { markManualPaymentReceived } from '../billing/manual-billing.ts';
import { makeJobsFromCalendar } from './from-calendar.ts';

const fresh = withFreshFirm();
const today = todayInSouthAfrica();
/** Long enough that every monthly date (EMP201 on the 7th) falls inside it, whatever today is. */
const WINDOW = 40;

async function onPackage(clientId: string, packageType: string) {
  const [service] = await fresh.t.db.select().from(services).where(eq(services.packageType, packageType));
  if (!service) throw new Error(`no ${packageType} package seeded`);
  await fresh.t.db
    .insert(subscriptions)
    .values({ userId: clientId, serviceId: service.id, status: 'active', startDate: new Date() });
}

/** An employer registered for VAT: saving it recomputes the client's deadlines (and makes the jobs now due). */
async function fillCompany(client: SignedIn) {
  const res = await as(fresh.t, client)('/api/user', {
    method: 'PATCH',
    json: {
      businessType: 'private_company',
      financialYearEndMonth: 2,
      vatCategory: 'B',
      vatEfiler: true,
      registeredEmployer: true,
      incorporationDate: '2019-06-12',
    },
  });
  expect(res.status).toBe(200);
}

async function setWindow(days: number) {
  const res = await as(fresh.t, fresh.firm.admin)('/api/admin/firm-settings', {
    method: 'PATCH',
    json: { jobWindowDays: days },
  });
  expect(res.status).toBe(200);
}

const jobsOf = (clientId: string) => fresh.t.db.select().from(jobs).where(eq(jobs.clientId, clientId));
const deadlinesOf = (clientId: string) =>
  fresh.t.db.select().from(complianceDeadlines).where(eq(complianceDeadlines.clientId, clientId));

async function subscribeToJobEvents() {
  await fresh.t.db.insert(webhookEndpoints).values({
    url: 'https://example.com/hook',
    events: ['job.created', 'job.stage_changed', 'job.completed'],
    secret: 'not-used',
  });
}

describe('Jobs made from the compliance calendar', () => {
  test('the window is a firm setting, 21 days unless an admin changes it (1 to 120)', async () => {
    const read = await as(fresh.t, fresh.firm.accountant)('/api/admin/firm-settings');
    expect(((await read.json()) as { jobWindowDays: number }).jobWindowDays).toBe(21);
    const bad = await as(fresh.t, fresh.firm.admin)('/api/admin/firm-settings', {
      method: 'PATCH',
      json: { jobWindowDays: 0 },
    });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.jobWindowDays).toBe(
      'Enter a whole number of days from 1 to 120',
    );
    const manager = await as(fresh.t, fresh.firm.manager)('/api/admin/firm-settings', {
      method: 'PATCH',
      json: { jobWindowDays: 30 },
    });
    expect(manager.status).toBe(403);
    await setWindow(30);
    const again = await as(fresh.t, fresh.firm.accountant)('/api/admin/firm-settings');
    expect(((await again.json()) as { jobWindowDays: number }).jobWindowDays).toBe(30);
  });

  test("a recompute makes a job per deadline in the window: the service's pipeline, its period, due date and the accountant", async () => {
    await subscribeToJobEvents();
    await setWindow(WINDOW);
    const client = fresh.firm.assignedClient;
    await onPackage(client.user.id, 'standard');
    await fillCompany(client);

    const expected = (await deadlinesOf(client.user.id)).filter(
      (d) =>
        d.status === 'open' &&
        !d.optional &&
        d.dueDate >= today &&
        d.dueDate <= addDays(today, WINDOW) &&
        PACKAGE_WORK.standard.includes(d.obligation),
    );
    expect(expected.some((d) => d.obligation === 'EMP201')).toBe(true);
    const made = await jobsOf(client.user.id);
    expect(made.map((job) => job.deadlineId).sort()).toEqual(expected.map((d) => d.id).sort());
    for (const job of made) {
      const deadline = expected.find((d) => d.id === job.deadlineId);
      expect(job).toMatchObject({
        pipelineId: `pl-${deadline?.obligation.toLowerCase().replace('_', '-')}`,
        stageId: `pl-${deadline?.obligation.toLowerCase().replace('_', '-')}-1`,
        service: deadline?.obligation,
        period: deadline?.period,
        periodLabel: deadline?.periodLabel,
        dueDate: deadline?.dueDate,
        assigneeId: fresh.firm.accountant.user.id,
        status: 'active',
      });
    }
    const events = await fresh.t.db.select().from(webhookEvents).where(eq(webhookEvents.type, 'job.created'));
    expect(events).toHaveLength(made.length);

    // Once: the daily run, twice at once, and another recompute make nothing more.
    const again = await Promise.all([
      fresh.t.db.transaction((tx) => makeJobsFromCalendar(tx, today)),
      fresh.t.db.transaction((tx) => makeJobsFromCalendar(tx, today)),
    ]);
    expect(again).toEqual([0, 0]);
    await fillCompany(client);
    expect(await jobsOf(client.user.id)).toHaveLength(made.length);
  });

  test('no job for a client without an active package, nor for work their package does not include', async () => {
    await setWindow(WINDOW);
    await fillCompany(fresh.firm.otherClient);
    expect(await jobsOf(fresh.firm.otherClient.user.id)).toEqual([]);

    const client = fresh.firm.assignedClient;
    await onPackage(client.user.id, 'start-ups');
    await fillCompany(client);
    const made = await jobsOf(client.user.id);
    expect(made.every((job) => job.service === 'ITR14')).toBe(true);
    expect((await deadlinesOf(client.user.id)).some((d) => d.obligation === 'EMP201' && d.dueDate >= today)).toBe(true);
  });

  test("never for a date before the client's tracked-from date, until staff take it on; the daily run then makes it", async () => {
    await setWindow(WINDOW);
    const client = fresh.firm.assignedClient;
    await onPackage(client.user.id, 'elite');
    await fillCompany(client);
    const before = (await deadlinesOf(client.user.id)).filter((d) => d.status === 'open' && d.dueDate < today);
    expect(before.length).toBeGreaterThan(3);
    const made = await jobsOf(client.user.id);
    expect(made.length).toBeGreaterThan(0);
    expect(made.every((job) => job.dueDate >= today)).toBe(true);

    const missed = before.find((d) => d.obligation === 'EMP201' && !d.optional);
    if (!missed) throw new Error('no missed EMP201 date');
    const takeOn = await as(fresh.t, fresh.firm.accountant)(`/api/admin/deadlines/${missed.id}`, {
      method: 'PUT',
      json: { takenOn: true },
    });
    expect(takeOn.status).toBe(200);
    expect(await fresh.t.db.transaction((tx) => makeJobsFromCalendar(tx, today))).toBe(1);
    const [job] = await fresh.t.db.select().from(jobs).where(eq(jobs.deadlineId, missed.id));
    expect(job).toMatchObject({ dueDate: missed.dueDate, period: missed.period, status: 'active' });
  });

  test('completing the job marks its deadline done; marking a deadline done completes its job, in its last stage', async () => {
    await subscribeToJobEvents();
    await setWindow(WINDOW);
    const client = fresh.firm.assignedClient;
    await onPackage(client.user.id, 'standard');
    await fillCompany(client);
    const [first, second] = await jobsOf(client.user.id);
    if (!first?.deadlineId || !second?.deadlineId) throw new Error('expected two jobs from the calendar');

    const completed = await as(fresh.t, fresh.firm.accountant)(`/api/admin/jobs/${first.id}/complete`, {
      method: 'POST',
    });
    expect(completed.status).toBe(200);
    const [firstDeadline] = await fresh.t.db
      .select()
      .from(complianceDeadlines)
      .where(eq(complianceDeadlines.id, first.deadlineId));
    expect(firstDeadline?.status).toBe('done');

    const done = await as(fresh.t, fresh.firm.accountant)(`/api/admin/deadlines/${second.deadlineId}`, {
      method: 'PUT',
      json: { status: 'done' },
    });
    expect(done.status).toBe(200);
    const [job] = await fresh.t.db.select().from(jobs).where(eq(jobs.id, second.id));
    expect(job).toMatchObject({
      status: 'completed',
      completedBy: fresh.firm.accountant.user.id,
      stageId: `${second.pipelineId}-5`,
    });
    const events = await fresh.t.db
      .select({ type: webhookEvents.type, payload: webhookEvents.payload })
      .from(webhookEvents)
      .where(and(inArray(webhookEvents.type, ['job.completed'])));
    expect(events.map((e) => (e.payload as { id: string }).id).sort()).toEqual([first.id, second.id].sort());
  });

  test('moving a job raises job.stage_changed with the stage it left', async () => {
    await subscribeToJobEvents();
    const made = await as(fresh.t, fresh.firm.accountant)('/api/admin/jobs', {
      method: 'POST',
      json: {
        clientId: fresh.firm.assignedClient.user.id,
        pipelineId: 'pl-vat201',
        period: '2026-03',
        dueDate: '2026-04-30',
      },
    });
    const { id } = (await made.json()) as { id: string };
    await as(fresh.t, fresh.firm.accountant)(`/api/admin/jobs/${id}/move`, {
      method: 'POST',
      json: { stageId: 'pl-vat201-2' },
    });
    const events = await fresh.t.db.select().from(webhookEvents);
    expect(events.map((e) => e.type)).toEqual(['job.created', 'job.stage_changed']);
    expect(events[1]?.payload).toMatchObject({
      id,
      stageId: 'pl-vat201-2',
      fromStageId: 'pl-vat201-1',
      stageName: 'Prepare',
    });
  });

  test('a package activated later (an EFT marked received) makes the jobs now due at once', async () => {
    await withoutLetterGate(fresh.t.db);
    await setWindow(WINDOW);
    const client = fresh.firm.assignedClient;
    await fillCompany(client);
    expect(await jobsOf(client.user.id)).toEqual([]);
    const [standard] = await fresh.t.db.select().from(services).where(eq(services.packageType, 'standard'));
    const sub = await as(fresh.t, client)('/api/subscriptions', { method: 'POST', json: { serviceId: standard?.id } });
    const { id: subscriptionId } = (await sub.json()) as { id: string };
    const checkout = await as(fresh.t, client)('/api/checkout', { method: 'POST', json: { subscriptionId } });
    const { paymentId } = (await checkout.json()) as { paymentId: string };
    await markManualPaymentReceived(fresh.t.db, paymentId);
    const made = await jobsOf(client.user.id);
    expect(made.some((job) => job.service === 'EMP201')).toBe(true);
    expect(made.every((job) => job.dueDate >= today && job.assigneeId === fresh.firm.accountant.user.id)).toBe(true);
  });

  test("a recompute that moves a deadline moves its open job's due date with it", async () => {
    await setWindow(WINDOW);
    const client = fresh.firm.assignedClient;
    await onPackage(client.user.id, 'standard');
    await fillCompany(client);
    const [job] = await jobsOf(client.user.id);
    if (!job?.deadlineId) throw new Error('expected a job from the calendar');
    // As if the deadline had been computed a day later before: the recompute puts it back, and the job follows.
    await fresh.t.db
      .update(complianceDeadlines)
      .set({ dueDate: addDays(job.dueDate, 1) })
      .where(eq(complianceDeadlines.id, job.deadlineId));
    await fresh.t.db
      .update(jobs)
      .set({ dueDate: addDays(job.dueDate, 1) })
      .where(eq(jobs.id, job.id));
    await fillCompany(client);
    const [after] = await fresh.t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(after?.dueDate).toBe(job.dueDate);
  });
});
