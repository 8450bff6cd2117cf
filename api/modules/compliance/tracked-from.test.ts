import { describe, expect, test } from 'bun:test';
import { and, eq } from 'drizzle-orm';
import { addDays, addMonths } from '../../../domain/compliance/calendar-dates.ts';
import { todayInSouthAfrica } from '../../../domain/format.ts';
import { activityLogs, complianceDeadlines, emailOutbox, services, subscriptions } from '../../db/schema.ts';
import { as, listUrl, withFreshFirm } from '../../testing/firm.ts';
import type { SignedIn } from '../../testing/accounts.ts';
import { queueDueReminders } from '../email/reminders.ts';

const fresh = withFreshFirm();
const today = todayInSouthAfrica();

type Deadline = {
  id: string;
  dueDate: string;
  status: 'open' | 'done';
  optional: boolean;
  beforeTrackedFrom: boolean;
  takenOn: boolean;
};
type Answer = { deadlines: Deadline[]; trackedFrom: string };

/** The new client's company information, as the issue tried it: VAT category B, an employer, February year-end. */
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

async function yearOfDeadlines(client: SignedIn): Promise<Answer> {
  const res = await as(fresh.t, client)(`/api/deadlines?from=${addMonths(today, -12)}&to=${addMonths(today, 6)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Answer;
}

const overdue = (answer: Answer) =>
  answer.deadlines.filter((d) => d.status === 'open' && !d.optional && d.dueDate < today && !d.beforeTrackedFrom);

async function activeSince(clientId: string, day: string) {
  const [service] = await fresh.t.db.select().from(services).limit(1);
  if (!service) throw new Error('no package seeded');
  await fresh.t.db.insert(subscriptions).values({
    userId: clientId,
    serviceId: service.id,
    status: 'active',
    startDate: new Date(`${day}T09:00:00+02:00`),
  });
}

describe("A client's tracked-from date", () => {
  test('a client who registers today sees nothing overdue: every earlier open date is before the tracked-from date', async () => {
    const client = fresh.firm.assignedClient;
    await fillCompany(client);
    const answer = await yearOfDeadlines(client);
    expect(answer.trackedFrom).toBe(today);
    const past = answer.deadlines.filter((d) => d.dueDate < today);
    expect(past.length).toBeGreaterThan(3);
    expect(past.every((d) => d.beforeTrackedFrom)).toBe(true);
    expect(overdue(answer)).toEqual([]);
    expect(answer.deadlines.filter((d) => d.dueDate >= today).every((d) => !d.beforeTrackedFrom)).toBe(true);
  });

  test("a client active since eight months ago sees that time's missed dates overdue, and none from before", async () => {
    const client = fresh.firm.assignedClient;
    const since = addMonths(today, -8);
    await activeSince(client.user.id, since);
    await fillCompany(client);
    const answer = await yearOfDeadlines(client);
    expect(answer.trackedFrom).toBe(since);
    const late = overdue(answer);
    expect(late.length).toBeGreaterThan(0);
    expect(late.every((d) => d.dueDate >= since)).toBe(true);
    const before = answer.deadlines.filter((d) => d.dueDate < since);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((d) => d.beforeTrackedFrom)).toBe(true);

    const staffView = await as(fresh.t, fresh.firm.accountant)(`/api/admin/clients/${client.user.id}/tracked-from`);
    expect(await staffView.json()).toEqual({ trackedFrom: since, source: 'first_package', defaultTrackedFrom: since });
  });

  test('moving the tracked-from date back makes earlier dates overdue, with the reason logged; back to the default with null', async () => {
    const client = fresh.firm.assignedClient;
    await fillCompany(client);
    const url = `/api/admin/clients/${client.user.id}/tracked-from`;
    const back = addMonths(today, -6);
    const res = await as(fresh.t, fresh.firm.accountant)(url, {
      method: 'PUT',
      json: { trackedFrom: back, reason: 'We took over their books from 1 June' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ trackedFrom: back, source: 'set_by_staff', defaultTrackedFrom: today });
    const answer = await yearOfDeadlines(client);
    expect(answer.trackedFrom).toBe(back);
    expect(overdue(answer).length).toBeGreaterThan(0);
    expect(overdue(answer).every((d) => d.dueDate >= back)).toBe(true);

    const [log] = await fresh.t.db.select().from(activityLogs).where(eq(activityLogs.action, 'tracked_from_changed'));
    expect(log?.userId).toBe(fresh.firm.accountant.user.id);
    expect(log?.details).toMatchObject({
      clientId: client.user.id,
      from: today,
      to: back,
      reason: 'We took over their books from 1 June',
    });

    const reset = await as(fresh.t, fresh.firm.accountant)(url, {
      method: 'PUT',
      json: { trackedFrom: null, reason: 'Entered by mistake' },
    });
    expect(await reset.json()).toMatchObject({ trackedFrom: today, source: 'registered' });
    expect(overdue(await yearOfDeadlines(client))).toEqual([]);
  });

  test('bad input is 422 with field messages and changes nothing; other callers are refused', async () => {
    const client = fresh.firm.assignedClient;
    const url = `/api/admin/clients/${client.user.id}/tracked-from`;
    const bad = await as(fresh.t, fresh.firm.accountant)(url, { method: 'PUT', json: { trackedFrom: '2026-02-30' } });
    expect(bad.status).toBe(422);
    const { errors } = (await bad.json()) as { errors: Record<string, string> };
    expect(errors.trackedFrom).toBe('Enter the date (yyyy-MM-dd), or null for the default');
    expect(errors.reason).toBe('Say why the date changes (it is kept in the activity log)');
    const body = { trackedFrom: '2026-01-01', reason: 'Attempt' };
    // An accountant not assigned to the client, and the client: nothing to see.
    expect((await as(fresh.t, fresh.firm.otherAccountant)(url, { method: 'PUT', json: body })).status).toBe(404);
    expect((await as(fresh.t, fresh.firm.otherAccountant)(url)).status).toBe(404);
    expect((await as(fresh.t, client)(url, { method: 'PUT', json: body })).status).toBe(403);
    // A staff member's id is not a client.
    const staffUrl = `/api/admin/clients/${fresh.firm.accountant.user.id}/tracked-from`;
    expect((await as(fresh.t, fresh.firm.manager)(staffUrl)).status).toBe(404);
    expect((await yearOfDeadlines(client)).trackedFrom).toBe(today);
  });

  test("staff take on a date from before: it is an ordinary deadline again, overdue; a date already the firm's is 409", async () => {
    const client = fresh.firm.assignedClient;
    await fillCompany(client);
    const before = (await yearOfDeadlines(client)).deadlines.filter((d) => d.beforeTrackedFrom && d.status === 'open');
    const target = before.at(-1);
    if (!target) throw new Error('no date before the tracked-from date');

    const quiet = await as(
      fresh.t,
      fresh.firm.accountant,
    )(listUrl('deadlines', { filter: { clientId: client.user.id, beforeTrackedFrom: true }, range: [0, 99] }));
    const quietIds = ((await quiet.json()) as { id: string }[]).map((d) => d.id);
    expect(quietIds).toContain(target.id);
    const ours = await as(
      fresh.t,
      fresh.firm.accountant,
    )(listUrl('deadlines', { filter: { clientId: client.user.id, beforeTrackedFrom: false }, range: [0, 99] }));
    expect(((await ours.json()) as { id: string }[]).map((d) => d.id)).not.toContain(target.id);

    expect(
      (
        await as(fresh.t, fresh.firm.otherAccountant)(`/api/admin/deadlines/${target.id}`, {
          method: 'PUT',
          json: { takenOn: true },
        })
      ).status,
    ).toBe(404);
    const taken = await as(fresh.t, fresh.firm.accountant)(`/api/admin/deadlines/${target.id}`, {
      method: 'PUT',
      json: { takenOn: true },
    });
    expect(taken.status).toBe(200);
    expect(await taken.json()).toMatchObject({ beforeTrackedFrom: false, takenOnBy: fresh.firm.accountant.user.id });
    const after = (await yearOfDeadlines(client)).deadlines.find((d) => d.id === target.id);
    expect(after).toMatchObject({ beforeTrackedFrom: false, takenOn: true, status: 'open' });

    const upcoming = (await yearOfDeadlines(client)).deadlines.find((d) => d.dueDate >= today);
    const refused = await as(fresh.t, fresh.firm.accountant)(`/api/admin/deadlines/${upcoming?.id}`, {
      method: 'PUT',
      json: { takenOn: true },
    });
    expect(refused.status).toBe(409);
  });

  test('no reminder for a date before the tracked-from date; the same date reminded once the firm looks after it', async () => {
    const client = fresh.firm.assignedClient;
    const [deadline] = await fresh.t.db
      .insert(complianceDeadlines)
      .values({
        clientId: client.user.id,
        obligation: 'EMP201',
        period: 'test-period',
        periodLabel: 'A test month',
        statutoryDate: addDays(today, 3),
        dueDate: addDays(today, 3),
      })
      .returning();
    if (!deadline) throw new Error('not inserted');
    const url = `/api/admin/clients/${client.user.id}/tracked-from`;
    await as(fresh.t, fresh.firm.manager)(url, {
      method: 'PUT',
      json: { trackedFrom: addDays(today, 10), reason: 'The engagement starts in ten days' },
    });
    const links = { publicUrl: fresh.t.config.publicUrl };
    await queueDueReminders(fresh.t.db, fresh.t.ctx.mailer, links);
    const about = and(eq(emailOutbox.subjectType, 'deadline'), eq(emailOutbox.subjectId, deadline.id));
    expect(await fresh.t.db.select().from(emailOutbox).where(about)).toEqual([]);

    await as(fresh.t, fresh.firm.manager)(url, { method: 'PUT', json: { trackedFrom: null, reason: 'Starts now' } });
    await queueDueReminders(fresh.t.db, fresh.t.ctx.mailer, links);
    expect(await fresh.t.db.select().from(emailOutbox).where(about)).toHaveLength(1);
  });

  test('the calendar feed leaves out open dates from before the tracked-from date', async () => {
    const client = fresh.firm.assignedClient;
    await fillCompany(client);
    const answer = await yearOfDeadlines(client);
    const feed = await as(fresh.t, client)('/api/calendar-feed', { method: 'POST' });
    const { url } = (await feed.json()) as { url: string };
    const ics = await (await fresh.t.request(new URL(url).pathname)).text();
    const events = ics.match(/BEGIN:VEVENT/g)?.length ?? 0;
    const inFeedWindow = answer.deadlines.filter((d) => d.dueDate >= today);
    expect(events).toBeGreaterThanOrEqual(inFeedWindow.length);
    for (const d of answer.deadlines.filter((x) => x.beforeTrackedFrom)) expect(ics).not.toContain(d.id);
    for (const d of inFeedWindow) expect(ics).toContain(d.id);
  });
});
