/**
 * An integration key never makes anyone an admin. Keys never change who
 * someone is or what they may do, whatever their scopes; staff other than admins do not
 * either. Nothing the refused call tried is written.
 */
import { expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { activityLogs, users } from '../../db/schema.ts';
import { registerClient, type SignedIn } from '../../testing/accounts.ts';
import type { LooseJson } from '../../testing/loose-json.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { as, type Firm, withFreshFirm } from '../../testing/firm.ts';

let t: TestApp;
let firm: Firm;
let victim: SignedIn;
let key: string;
withFreshFirm(async (fresh) => {
  ({ t, firm } = fresh);
  victim = await registerClient(t, { company: 'Self Registered' });
  const made = await as(t, firm.admin)('/api/admin/api-keys', {
    method: 'POST',
    json: { name: 'CRM sync', scopes: ['clients:read', 'clients:write'] },
  });
  key = ((await made.json()) as LooseJson).secret;
});

const withKey = (path: string, init: RequestInit & { json?: unknown } = {}) =>
  t.request(path, { ...init, headers: { authorization: `Bearer ${key}` } });

async function stored(id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row;
}

for (const [field, value] of [
  ['role', 'admin'],
  ['isStaff', true],
  ['email', 'attacker@example.com'],
  ['username', 'taken-over'],
] as const) {
  test(`a key with clients:write cannot set a client's ${field}: 403 naming it, nothing written`, async () => {
    const before = await stored(victim.user.id);
    for (const path of [`/api/admin/clients/${victim.user.id}`]) {
      const res = await withKey(path, { method: 'PUT', json: { [field]: value, company: 'Changed Too' } });
      expect(res.status).toBe(403);
      const body = (await res.json()) as LooseJson;
      expect(body.detail).toContain(field);
      expect(body.errors).toHaveProperty(field);
    }
    expect(await stored(victim.user.id)).toEqual(before);
    const logged = await t.db.select().from(activityLogs).where(eq(activityLogs.action, 'clients.update'));
    expect(logged).toEqual([]);
  });
}

test('a key still corrects contact details, and a whole record sent back with the same identity passes', async () => {
  const current = (await (await withKey(`/api/admin/clients/${victim.user.id}`)).json()) as LooseJson;
  const res = await withKey(`/api/admin/clients/${victim.user.id}`, {
    method: 'PUT',
    json: { ...current, company: 'Renamed Bakery' },
  });
  expect(res.status).toBe(200);
  expect((await stored(victim.user.id))?.company).toBe('Renamed Bakery');
});

test('a key that creates a client cannot give it a role', async () => {
  const res = await withKey('/api/admin/clients', {
    method: 'POST',
    json: { username: 'crm-made', email: 'crm-made@example.co.za', role: 'admin' },
  });
  expect(res.status).toBe(403);
  expect(((await res.json()) as LooseJson).errors).toHaveProperty('role');
  expect(await t.db.select().from(users).where(eq(users.username, 'crm-made'))).toEqual([]);
  const plain = await withKey('/api/admin/clients', {
    method: 'POST',
    json: { username: 'crm-made', email: 'crm-made@example.co.za' },
  });
  expect(plain.status).toBe(201);
  expect(((await plain.json()) as LooseJson).role).toBe('client');
});

test('only an admin signed in with a session changes identity fields', async () => {
  for (const who of [firm.manager, firm.accountant]) {
    const res = await as(t, who)(`/api/admin/users/${firm.assignedClient.user.id}`, {
      method: 'PUT',
      json: { email: 'moved@example.co.za' },
    });
    expect(res.status).toBe(403);
  }
  const res = await as(t, firm.admin)(`/api/admin/clients/${victim.user.id}`, {
    method: 'PUT',
    json: { email: 'corrected@example.co.za' },
  });
  expect(res.status).toBe(200);
  expect((await stored(victim.user.id))?.email).toBe('corrected@example.co.za');
});
