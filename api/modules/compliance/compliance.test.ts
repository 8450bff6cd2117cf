import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { isBusinessDay } from '../../../domain/compliance/business-days.ts';
import { COMPLIANCE_FIELD_MESSAGES as CM } from '../../../domain/compliance/profile-fields.ts';
import { activityLogs, complianceDeadlines, publicHolidays } from '../../db/schema.ts';
import { registerClient, type SignedIn } from '../../testing/accounts.ts';
import { type TestApp, withFreshApp } from '../../testing/test-app.ts';
import { holidayCalendar } from './store.ts';
import { recomputeClient } from './recompute.ts';

let t: TestApp;
let me: SignedIn;
withFreshApp(async (app) => {
  t = app;
  me = await registerClient(t, { company: 'Ngcobo Bakery (Pty) Ltd', businessType: 'private_company' });
});

const patch = (json: unknown, cookie = me.cookie) =>
  t.request('/api/user', { method: 'PATCH', headers: { cookie }, json });
const deadlines = async (query = '', cookie = me.cookie) =>
  t.request(`/api/deadlines${query}`, { headers: { cookie } });
type Answer = {
  deadlines: {
    id: string;
    obligation: string;
    period: string;
    dueDate: string;
    moveReason: string | null;
    status: string;
  }[];
  notices: string[];
};

describe('Tax and compliance fields on PATCH /api/user', () => {
  test('saved, answered with the user, and the due dates follow at once', async () => {
    const res = await patch({
      financialYearEndMonth: 2,
      vatCategory: 'A',
      vatEfiler: false,
      incorporationDate: '2019-06-12',
      registeredEmployer: true,
      payeReference: '7000000000',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ financialYearEndMonth: 2, vatCategory: 'A', registeredEmployer: true });
    const answer = (await (await deadlines()).json()) as Answer;
    expect(answer.notices).toEqual([]);
    const kinds = new Set(answer.deadlines.map((d) => d.obligation));
    for (const kind of ['VAT201', 'EMP201', 'EMP501', 'IRP6', 'ITR14', 'CIPC_AR']) expect(kinds).toContain(kind);
    const holidays = await holidayCalendar(t.db, '2000-01-01', '2100-12-31');
    // SARS dates land on business days (CIPC ones are counted in business days).
    for (const d of answer.deadlines) expect(isBusinessDay(d.dueDate, holidays)).toBe(true);
  });

  test('bad values: 422 with field messages, nothing saved', async () => {
    const res = await patch({ financialYearEndMonth: 13, vatCategory: 'D', registeredEmployer: 'yes' });
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as { errors: Record<string, string> };
    expect(errors.financialYearEndMonth).toBe(CM.financialYearEndMonth);
    expect(errors.vatCategory).toBe(CM.vatCategory);
    expect(errors.registeredEmployer).toBe(CM.registeredEmployer);
  });

  test('a VAT category needs the eFiling answer; the incorporation date is not future nor before 1900', async () => {
    const category = await patch({ vatCategory: 'B' });
    expect(category.status).toBe(422);
    expect(((await category.json()) as { errors: Record<string, string> }).errors.vatEfiler).toBe(CM.vatEfiler);
    const future = await patch({ incorporationDate: '2999-01-01' });
    expect(((await future.json()) as { errors: Record<string, string> }).errors.incorporationDate).toBe(
      CM.incorporationFuture,
    );
    const old = await patch({ incorporationDate: '1899-12-31' });
    expect(((await old.json()) as { errors: Record<string, string> }).errors.incorporationDate).toBe(
      CM.incorporationTooOld,
    );
    const garbled = await patch({ incorporationDate: '2020-02-30' });
    expect(garbled.status).toBe(422);
    expect((await patch({ vatCategory: 'B', vatEfiler: true })).status).toBe(200);
  });

  test('missing details are named, never guessed', async () => {
    const answer = (await (await deadlines()).json()) as Answer;
    expect(answer.deadlines).toEqual([]);
    expect(answer.notices).toContain('Add your financial year-end to see income tax dates');
    expect(answer.notices).toContain('Add your incorporation date to see CIPC dates');
  });
});

describe('GET /api/deadlines', () => {
  test('bad or too wide dates: 400 naming the parameter', async () => {
    const bad = await deadlines('?from=2026-13-01');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.from).toBeDefined();
    const wide = await deadlines('?from=2026-01-01&to=2028-06-01');
    expect(wide.status).toBe(400);
    expect(((await wide.json()) as { errors: Record<string, string> }).errors.to).toBe(
      'Ask for at most 24 months at a time',
    );
    expect((await deadlines('?from=2026-05-01&to=2026-04-01')).status).toBe(400);
  });

  test('only my own: another client sees none of mine; signed out 401', async () => {
    await patch({ registeredEmployer: true });
    const other = await registerClient(t);
    const theirs = (await (await deadlines('', other.cookie)).json()) as Answer;
    expect(theirs.deadlines).toEqual([]);
    expect((await t.request('/api/deadlines')).status).toBe(401);
  });
});

describe('recomputing keeps statuses', () => {
  test('an added holiday moves a date earlier; a done deadline stays done; its sequence rises', async () => {
    await patch({ registeredEmployer: true });
    await recomputeClient(t.db, me.user.id, '2026-11-24');
    const [november] = await t.db.select().from(complianceDeadlines).where(eq(complianceDeadlines.period, '2026-11'));
    if (!november) throw new Error('No EMP201 for Nov 2026');
    expect(november).toMatchObject({ obligation: 'EMP201', dueDate: '2026-12-07', status: 'open' });
    await t.db.update(complianceDeadlines).set({ status: 'done' }).where(eq(complianceDeadlines.id, november.id));

    await t.db
      .insert(publicHolidays)
      .values({ date: '2026-12-07', name: 'Election day', kind: 'ad_hoc', reason: 'Test' });
    await recomputeClient(t.db, me.user.id, '2026-11-24');
    const [moved] = await t.db.select().from(complianceDeadlines).where(eq(complianceDeadlines.id, november.id));
    expect(moved).toMatchObject({
      dueDate: '2026-12-04',
      status: 'done',
      sequence: november.sequence + 1,
      moveReason: '7 Dec 2026 is a public holiday: due Fri 4 Dec',
    });
  });

  test('a period that no longer applies goes, unless it was done', async () => {
    await patch({ registeredEmployer: true });
    await recomputeClient(t.db, me.user.id, '2026-11-24');
    const rows = await t.db.select().from(complianceDeadlines).where(eq(complianceDeadlines.clientId, me.user.id));
    const done = rows.find((row) => row.period === '2026-10' && row.obligation === 'EMP201');
    if (!done) throw new Error('No EMP201 for Oct 2026');
    await t.db.update(complianceDeadlines).set({ status: 'done' }).where(eq(complianceDeadlines.id, done.id));
    await patch({ registeredEmployer: false });
    await recomputeClient(t.db, me.user.id, '2026-11-24');
    const left = await t.db.select().from(complianceDeadlines).where(eq(complianceDeadlines.clientId, me.user.id));
    expect(left.map((row) => row.id)).toEqual([done.id]);
  });
});

describe('the calendar feed', () => {
  test('a secret .ics address without cookies; replaced and revoked addresses answer 404', async () => {
    await patch({ registeredEmployer: true, vatCategory: 'C', vatEfiler: true });
    const made = await t.request('/api/calendar-feed', { method: 'POST', headers: { cookie: me.cookie } });
    expect(made.status).toBe(201);
    const { url } = (await made.json()) as { url: string };
    const path = new URL(url).pathname;
    expect(path).toMatch(/^\/api\/calendar\/cal_[\w-]{32}\.ics$/);

    const feed = await t.request(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toStartWith('text/calendar');
    const text = await feed.text();
    expect(text).not.toContain('7000000000');
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
    const answer = (await (await deadlines()).json()) as Answer;
    expect(events.length).toBeGreaterThanOrEqual(answer.deadlines.length);
    for (const deadline of answer.deadlines) {
      const event = events.find((e) => e.uid.startsWith(deadline.id));
      expect(event?.startDate.isDate).toBe(true);
      expect(event?.startDate.toString()).toBe(deadline.dueDate);
    }
    expect(events[0]?.summary).toMatch(/^(EMP201|VAT201)/);

    const replaced = await t.request('/api/calendar-feed', { method: 'POST', headers: { cookie: me.cookie } });
    const next = new URL(((await replaced.json()) as { url: string }).url).pathname;
    expect((await t.request(path)).status).toBe(404);
    expect((await t.request(next)).status).toBe(200);
    expect((await t.request('/api/calendar-feed', { method: 'DELETE', headers: { cookie: me.cookie } })).status).toBe(
      200,
    );
    expect((await t.request(next)).status).toBe(404);
    expect((await t.request('/api/calendar/cal_unknown.ics')).status).toBe(404);
    const logged = await t.db.select().from(activityLogs).where(eq(activityLogs.userId, me.user.id));
    expect(logged.map((row) => row.action)).toContain('calendar_feed_revoked');
  });
});
