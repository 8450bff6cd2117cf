import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { activityLogs, complianceDeadlines } from '../../db/schema.ts';
import { as, type Firm, listUrl, withFreshFirm } from '../../testing/firm.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { recomputeAllSoon } from './recompute.ts';
import { todayInSouthAfrica } from '../../../domain/format.ts';

let t: TestApp;
let firm: Firm;
withFreshFirm(async (fresh) => {
  ({ t, firm } = fresh);
  // Both clients employ staff: each has EMP201 and EMP501 dates.
  for (const client of [firm.assignedClient, firm.otherClient]) {
    const res = await t.request('/api/user', {
      method: 'PATCH',
      headers: { cookie: client.cookie },
      json: { registeredEmployer: true, businessType: 'private_company', incorporationDate: '2020-03-02' },
    });
    expect(res.status).toBe(200);
  }
});

type Row = { id: string; clientId: string; obligation: string; dueDate: string; status: string; clientName: string };
const list = async (who: Firm['admin'], filter: Record<string, unknown> = {}) => {
  const res = await as(t, who)(listUrl('deadlines', { filter, range: [0, 99] }));
  expect(res.status).toBe(200);
  return (await res.json()) as Row[];
};

describe('deadlines in the backoffice', () => {
  test("an accountant sees only their clients' dates; managers see all and filter by accountant", async () => {
    const mine = await list(firm.accountant);
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((row) => row.clientId))).toEqual(new Set([firm.assignedClient.user.id]));
    expect(mine[0]?.clientName).toBe('Assigned Bakery');
    const all = await list(firm.manager);
    expect(new Set(all.map((row) => row.clientId)).size).toBe(2);
    const byAccountant = await list(firm.manager, { accountantId: firm.otherAccountant.user.id });
    expect(new Set(byAccountant.map((row) => row.clientId))).toEqual(new Set([firm.otherClient.user.id]));
    const other = all.find((row) => row.clientId === firm.otherClient.user.id);
    expect((await as(t, firm.accountant)(`/api/admin/deadlines/${other?.id}`)).status).toBe(404);
    expect((await as(t, firm.assignedClient)(listUrl('deadlines'))).status).toBe(403);
  });

  test('the assigned accountant marks one done (logged); the client sees Done; due-date filters work', async () => {
    const [first] = await list(firm.accountant, { obligation: 'EMP201', dueDate_gte: todayInSouthAfrica() });
    if (!first) throw new Error('no EMP201');
    const res = await as(t, firm.accountant)(`/api/admin/deadlines/${first.id}`, {
      method: 'PUT',
      json: { status: 'done' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'done', doneBy: firm.accountant.user.id });
    const mine = (await (
      await t.request('/api/deadlines', { headers: { cookie: firm.assignedClient.cookie } })
    ).json()) as {
      deadlines: { id: string; status: string }[];
    };
    expect(mine.deadlines.find((d) => d.id === first.id)?.status).toBe('done');
    const logged = await t.db.select().from(activityLogs).where(eq(activityLogs.userId, firm.accountant.user.id));
    expect(logged.some((row) => row.action.includes('update'))).toBe(true);
    const bad = await as(t, firm.accountant)(listUrl('deadlines', { filter: { dueDate_gte: 'soon' } }));
    expect(bad.status).toBe(400);
    const other = (await list(firm.manager)).find((row) => row.clientId === firm.otherClient.user.id);
    const refused = await as(t, firm.accountant)(`/api/admin/deadlines/${other?.id}`, {
      method: 'PUT',
      json: { status: 'done' },
    });
    expect(refused.status).toBe(404);
  });
});

describe('holidays and rules', () => {
  test("an admin's holiday moves affected dates earlier everywhere, statuses kept; only admins add them", async () => {
    const [next] = await list(firm.admin, { obligation: 'EMP201', dueDate_gte: todayInSouthAfrica() });
    if (!next) throw new Error('no EMP201');
    await t.db.update(complianceDeadlines).set({ status: 'done' }).where(eq(complianceDeadlines.dueDate, next.dueDate));
    const holiday = { date: next.dueDate, name: 'Special day', reason: 'Proclaimed in the Gazette' };
    expect((await as(t, firm.accountant)('/api/admin/public-holidays', { method: 'POST', json: holiday })).status).toBe(
      403,
    );
    const added = await as(t, firm.admin)('/api/admin/public-holidays', { method: 'POST', json: holiday });
    expect(added.status).toBe(201);
    await recomputeAllSoon(t.db, () => todayInSouthAfrica());
    const moved = await t.db.select().from(complianceDeadlines).where(eq(complianceDeadlines.id, next.id));
    expect((moved[0]?.dueDate ?? '9999') < next.dueDate).toBe(true);
    expect(moved[0]?.status).toBe('done');
    expect(moved[0]?.moveReason).toContain('is a public holiday');
    const again = await as(t, firm.admin)('/api/admin/public-holidays', { method: 'POST', json: holiday });
    expect(again.status).toBe(409);
    const [statutory] = (await (
      await as(t, firm.admin)(listUrl('public-holidays', { filter: { kind: 'statutory' } }))
    ).json()) as { id: string }[];
    expect((await as(t, firm.admin)(`/api/admin/public-holidays/${statutory?.id}`, { method: 'DELETE' })).status).toBe(
      409,
    );
  });

  test('a rule version must fit its obligation and overlap no other version', async () => {
    const post = (json: unknown) => as(t, firm.admin)('/api/admin/compliance-rules', { method: 'POST', json });
    const version = {
      obligation: 'EMP201',
      params: { due: { monthsAfter: 1, day: 7 } },
      effectiveFrom: '2027-03-01',
      shiftPolicy: 'previous_business_day',
      source: 'A new Act',
    };
    const overlapping = await post(version);
    expect(overlapping.status).toBe(409);
    expect(((await overlapping.json()) as { detail: string }).detail).toContain('Another version of EMP201');
    const unfit = await post({
      ...version,
      obligation: 'ITR14',
      effectiveFrom: '1990-01-01',
      effectiveTo: '1990-12-31',
    });
    expect(unfit.status).toBe(422);
    expect(((await unfit.json()) as { errors: Record<string, string> }).errors.params).toContain('ITR14');
    // End the current version, then the new one is accepted.
    const ended = await as(t, firm.admin)('/api/admin/compliance-rules/rule-emp201-v1', {
      method: 'PUT',
      json: { effectiveTo: '2027-02-28' },
    });
    expect(ended.status).toBe(200);
    expect((await post(version)).status).toBe(201);
  });

  test('a recorded ownership change adds a beneficial-ownership filing ten business days later', async () => {
    const res = await as(t, firm.accountant)('/api/admin/ownership-changes', {
      method: 'POST',
      json: { clientId: firm.assignedClient.user.id, changedOn: todayInSouthAfrica(), note: 'New shareholder' },
    });
    expect(res.status).toBe(201);
    const filings = await list(firm.accountant, { obligation: 'BO' });
    expect(filings.some((row) => row.dueDate > todayInSouthAfrica())).toBe(true);
    const refused = await as(t, firm.accountant)('/api/admin/ownership-changes', {
      method: 'POST',
      json: { clientId: firm.otherClient.user.id, changedOn: todayInSouthAfrica() },
    });
    expect(refused.status).toBe(404);
  });
});
