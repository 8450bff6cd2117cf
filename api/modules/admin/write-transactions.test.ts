/**
 * A backoffice write, its side effects and its activity-log row stand or fall
 * together: a change or a reset link that fails leaves nothing behind, and a
 * delete or create that fails leaves no log row claiming it happened.
 */
import { expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { accountTokens, activityLogs, users } from '../../db/schema.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { as, type Firm, withFreshFirm } from '../../testing/firm.ts';
import { createPasswordResetService } from '../accounts/password-reset.ts';

let t: TestApp;
let firm: Firm;
let admin: ReturnType<typeof as>;
withFreshFirm((fresh) => {
  ({ t, firm } = fresh);
  admin = as(t, firm.admin);
});

const signedIn = async (cookie: string) => (await t.request('/api/user', { headers: { cookie } })).status === 200;
const actions = async () =>
  (await t.db.select({ action: activityLogs.action }).from(activityLogs)).map((r) => r.action);

/** Makes the database refuse a statement, as a constraint would, from inside the write's transaction. */
const refuse = (name: string, when: string, message: string) =>
  t.client.execute(`create trigger ${name} ${when} begin select raise(abort, '${message}'); end`);

test('an e-mail change refused with 409 (a taken e-mail) changes nothing and leaves the user signed in', async () => {
  const client = firm.assignedClient;
  const res = await admin(`/api/admin/users/${client.user.id}`, {
    method: 'PUT',
    json: { email: firm.otherClient.user.email, company: 'Renamed Bakery' },
  });
  expect(res.status).toBe(409);
  expect((await res.json()).errors).toEqual({ email: 'Email already exists' });
  expect(await signedIn(client.cookie)).toBe(true);
  const [row] = await t.db.select({ company: users.company }).from(users).where(eq(users.id, client.user.id));
  expect(row?.company).toBe('Assigned Bakery');
});

test("'Send a password reset link' that fails inside its transaction leaves no link, no e-mail and no log row", async () => {
  const client = firm.assignedClient;
  await refuse('no_mail', 'before insert on email_outbox', 'UNIQUE constraint failed: email_outbox.dedupe_key');
  const meta = { ipAddress: null, userAgent: null };
  await expect(
    createPasswordResetService(t.ctx).sendByAdmin(firm.admin.user.id, client.user.id, meta),
  ).rejects.toThrow();
  expect(await t.db.select().from(accountTokens)).toEqual([]);
  expect(await actions()).not.toContain('password_reset_link_sent');
  await t.client.execute('drop trigger no_mail');

  const ok = await admin(`/api/admin/users/${client.user.id}/password-reset`, { method: 'POST' });
  expect(ok.status).toBe(200);
  expect(await t.db.select().from(accountTokens)).toHaveLength(1);
  expect(await actions()).toContain('password_reset_link_sent');
  // A link sent is not a password changed: the user stays signed in until it is used.
  expect(await signedIn(client.cookie)).toBe(true);
});

test("a user's deletion and its log rows commit together, or neither does", async () => {
  const { id } = firm.otherClient.user;
  await refuse('keep_user', `before delete on users when old.id = '${id}'`, 'FOREIGN KEY constraint failed');
  const refused = await admin(`/api/admin/users/${id}`, { method: 'DELETE' });
  expect(refused.status).toBe(409);
  expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, id))).toHaveLength(1);
  expect(await actions()).not.toContain('users.delete');
  expect(await actions()).not.toContain('account_deleted');

  await t.client.execute('drop trigger keep_user');
  expect((await admin(`/api/admin/users/${id}`, { method: 'DELETE' })).status).toBe(200);
  expect(await actions()).toEqual(expect.arrayContaining(['users.delete', 'account_deleted']));
});

test("a user's creation and its log row commit together, or neither does", async () => {
  const body = { username: 'newbie', email: 'newbie@firm.co.za' };
  await refuse('no_log', 'before insert on activity_logs', 'UNIQUE constraint failed: users.username');
  expect((await admin('/api/admin/users', { method: 'POST', json: body })).status).toBe(409);
  expect(await t.db.select().from(users).where(eq(users.username, 'newbie'))).toEqual([]);

  await t.client.execute('drop trigger no_log');
  const created = await admin('/api/admin/users', { method: 'POST', json: body });
  expect(created.status).toBe(201);
  const [log] = await t.db.select().from(activityLogs).where(eq(activityLogs.action, 'users.create'));
  expect(log?.details).toEqual({ resource: 'users', id: (await created.json()).id, fields: Object.keys(body) });
});
