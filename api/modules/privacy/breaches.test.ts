import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { activityLogs, breaches, emailOutbox } from '../../db/schema.ts';
import { registerClient } from '../../testing/accounts.ts';
import { as, type Firm, listUrl, withFreshFirm } from '../../testing/firm.ts';
import type { TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let firm: Firm;
withFreshFirm((fresh) => {
  ({ t, firm } = fresh);
});

type Breach = { id: string; peopleToldAt: string | null };
const incident = {
  description: 'A laptop with payroll exports was stolen from a car.',
  foundOn: '2026-11-20',
  dataAffected: 'Names, ID numbers and salaries of employees',
};
const record = (json: Record<string, unknown>) =>
  as(t, firm.admin)('/api/admin/breaches', { method: 'POST', json: { ...incident, ...json } });
const notify = (
  id: string,
  notice = 'On 20 November a laptop was stolen.\n\nWe have told the Information Regulator.',
) => as(t, firm.admin)(`/api/admin/breaches/${id}/notify`, { method: 'POST', json: { notice } });
const notices = () => t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'breach_notice'));

describe('the breach register (POPIA s22)', () => {
  test('a notice reaches exactly the clients picked, once, and is logged', async () => {
    const third = await registerClient(t, { company: 'Third Traders' });
    const res = await record({ clientIds: [firm.assignedClient.user.id, third.user.id] });
    expect(res.status).toBe(201);
    const breach = (await res.json()) as Breach;
    const sent = await notify(breach.id);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ recipients: 2 });
    const mails = await notices();
    expect(mails.map((m) => m.recipient).sort()).toEqual([firm.assignedClient.user.email, third.user.email].sort());
    expect(mails.every((m) => m.text.includes('We have told the Information Regulator.'))).toBe(true);
    expect(mails.some((m) => m.recipient === firm.otherClient.user.email)).toBe(false);
    expect((await notify(breach.id)).status).toBe(409);
    expect((await notices()).length).toBe(2);
    const [row] = await t.db.select().from(breaches).where(eq(breaches.id, breach.id));
    expect(row?.peopleToldAt).not.toBeNull();
    const [log] = await t.db.select().from(activityLogs).where(eq(activityLogs.action, 'breach_notice_sent'));
    expect(log?.details).toMatchObject({ breachId: breach.id, recipients: 2 });
    // Who was affected is on record once they are told.
    const change = await as(t, firm.admin)(`/api/admin/breaches/${breach.id}`, {
      method: 'PUT',
      json: { clientIds: [firm.otherClient.user.id] },
    });
    expect(change.status).toBe(409);
  });

  test('every client: every client account and no staff', async () => {
    const breach = (await (await record({ allClients: true })).json()) as Breach;
    expect((await notify(breach.id)).status).toBe(200);
    const to = (await notices()).map((m) => m.recipient).sort();
    expect(to).toEqual([firm.assignedClient.user.email, firm.otherClient.user.email].sort());
  });

  test('bad input: nobody picked, a staff id among the clients, a bad date, an empty notice', async () => {
    const nobody = await record({});
    expect(nobody.status).toBe(422);
    expect(((await nobody.json()) as { errors: Record<string, string> }).errors.clientIds).toBeDefined();
    const staff = await record({ clientIds: [firm.accountant.user.id] });
    expect(staff.status).toBe(422);
    expect((await record({ foundOn: '20/11/2026', allClients: true })).status).toBe(422);
    const breach = (await (await record({ allClients: true })).json()) as Breach;
    expect((await notify(breach.id, '  ')).status).toBe(422);
    expect((await notify('no-such-breach')).status).toBe(404);
    expect(await notices()).toEqual([]);
    expect((await t.db.select().from(breaches)).length).toBe(1);
  });

  test('only admins see and use the register', async () => {
    const breach = (await (await record({ allClients: true })).json()) as Breach;
    for (const who of [firm.manager, firm.accountant, firm.assignedClient]) {
      expect((await as(t, who)(listUrl('breaches'))).status).toBe(403);
      const res = await as(t, who)(`/api/admin/breaches/${breach.id}/notify`, {
        method: 'POST',
        json: { notice: 'x' },
      });
      expect(res.status).toBe(403);
    }
  });
});
