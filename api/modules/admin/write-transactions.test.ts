/**
 * A backoffice write, its side effects and its activity-log row stand or fall
 * together: a password reset that fails leaves the user signed in, and a
 * delete or create that fails leaves no log row claiming it happened.
 */
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { activityLogs, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { as, createFirm, type Firm } from './test-fixtures.ts';

let t: TestApp;
let firm: Firm;
let admin: ReturnType<typeof as>;
beforeEach(async () => {
  t = await createTestApp();
  firm = await createFirm(t);
  admin = as(t, firm.admin);
});
afterEach(() => t.close());

const signedIn = async (cookie: string) => (await t.request('/api/user', { headers: { cookie } })).status === 200;
const actions = async () =>
  (await t.db.select({ action: activityLogs.action }).from(activityLogs)).map((r) => r.action);

/** Makes the database refuse a statement, as a constraint would, from inside the write's transaction. */
const refuse = (name: string, when: string, message: string) =>
  t.client.execute(`create trigger ${name} ${when} begin select raise(abort, '${message}'); end`);

test('a password reset refused with 409 (a taken e-mail) leaves the user signed in', async () => {
  const client = firm.assignedClient;
  const res = await admin(`/api/admin/users/${client.user.id}`, {
    method: 'PUT',
    json: { password: 'brand-new-password-1', email: firm.otherClient.user.email },
  });
  expect(res.status).toBe(409);
  expect((await res.json()).errors).toEqual({ email: 'Email already exists' });
  expect(await signedIn(client.cookie)).toBe(true);

  const taken = await admin(`/api/admin/users/${client.user.id}`, {
    method: 'PUT',
    json: { password: 'brand-new-password-1', username: firm.otherClient.user.username },
  });
  expect(taken.status).toBe(409);
  expect(await signedIn(client.cookie)).toBe(true);
});

test('a reset that fails inside its transaction, after the sessions were ended, rolls the sign-out back', async () => {
  const client = firm.assignedClient;
  // The activity row is the transaction's last statement, after the sessions are deleted.
  await refuse('no_log', 'before insert on activity_logs', 'UNIQUE constraint failed: users.email');
  const res = await admin(`/api/admin/users/${client.user.id}`, {
    method: 'PUT',
    json: { password: 'brand-new-password-1' },
  });
  expect(res.status).toBe(409);
  expect(await signedIn(client.cookie)).toBe(true);
  await t.client.execute('drop trigger no_log');

  // The same reset, succeeding, ends the sessions the old password opened.
  const ok = await admin(`/api/admin/users/${client.user.id}`, {
    method: 'PUT',
    json: { password: 'brand-new-password-1' },
  });
  expect(ok.status).toBe(200);
  expect(await signedIn(client.cookie)).toBe(false);
  expect(await actions()).toContain('users.update');
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
  const body = { username: 'newbie', email: 'newbie@firm.co.za', password: 'long-enough-1' };
  await refuse('no_log', 'before insert on activity_logs', 'UNIQUE constraint failed: users.username');
  expect((await admin('/api/admin/users', { method: 'POST', json: body })).status).toBe(409);
  expect(await t.db.select().from(users).where(eq(users.username, 'newbie'))).toEqual([]);

  await t.client.execute('drop trigger no_log');
  const created = await admin('/api/admin/users', { method: 'POST', json: body });
  expect(created.status).toBe(201);
  const [log] = await t.db.select().from(activityLogs).where(eq(activityLogs.action, 'users.create'));
  expect(log?.details).toEqual({ resource: 'users', id: (await created.json()).id, fields: Object.keys(body) });
});
