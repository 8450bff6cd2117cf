import { expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { activityLogs, apiKeys, rateLimits, users } from '../../db/schema.ts';
import type { LooseJson } from '../../testing/loose-json.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { as, type Firm, withFreshFirm } from '../../testing/firm.ts';

let t: TestApp;
let firm: Firm;
withFreshFirm((fresh) => ({ t, firm } = fresh));

async function createKey(body: Record<string, unknown>, who = firm.admin) {
  const res = await as(t, who)('/api/admin/api-keys', { method: 'POST', json: body });
  return { res, body: (await res.json()) as LooseJson };
}
/** A call as an integrator's server would make it: the key, no cookie, no Origin. */
const withKey = (secret: string, path: string, init: RequestInit & { json?: unknown } = {}) =>
  t.request(path, {
    ...init,
    headers: { authorization: `Bearer ${secret}`, ...(init.headers as Record<string, string>) },
  });

test('an admin makes a key; its secret is shown once and only its hash is kept', async () => {
  const { res, body } = await createKey({ name: 'CRM sync', scopes: ['enquiries:read'] });
  expect(res.status).toBe(201);
  expect(body.secret).toMatch(/^lk_live_[A-Za-z0-9_-]{43}$/);
  expect(body).toMatchObject({ name: 'CRM sync', scopes: ['enquiries:read'], prefix: body.secret.slice(0, 12) });
  const listed = (await (await as(t, firm.admin)('/api/admin/api-keys')).json()) as LooseJson[];
  expect(listed[0]).not.toHaveProperty('secret');
  expect(listed[0]).not.toHaveProperty('tokenHash');
  const [stored] = await t.db.select().from(apiKeys);
  expect(stored?.tokenHash).toBe(new Bun.CryptoHasher('sha256').update(body.secret).digest('hex'));
  expect(JSON.stringify(stored)).not.toContain(body.secret);
});

test('bad key input is a 422 with field messages; only admins make keys', async () => {
  const { res, body } = await createKey({ name: '', scopes: ['everything'], expiresAt: '2020-01-01T00:00:00Z' });
  expect(res.status).toBe(422);
  expect(Object.keys(body.errors).sort()).toEqual(['name', 'scopes.0']);
  const past = await createKey({ name: 'old', scopes: ['clients:read'], expiresAt: '2020-01-01T00:00:00Z' });
  expect(past.res.status).toBe(422);
  expect(past.body.errors.expiresAt).toBe('Expiry must be in the future');
  expect((await createKey({ name: 'x', scopes: ['clients:read'] }, firm.manager)).res.status).toBe(403);
});

test('a key works on /api/admin/* within its scopes only, by itself, and is rate limited', async () => {
  const { body } = await createKey({ name: 'Reader', scopes: ['enquiries:read'] });
  const secret = body.secret as string;
  expect((await withKey(secret, '/api/admin/contact-submissions')).status).toBe(200);
  const noScope = await withKey(secret, '/api/admin/clients');
  expect(noScope.status).toBe(403);
  expect(((await noScope.json()) as LooseJson).detail).toBe('This API key lacks the scope clients:read.');
  expect((await withKey(secret, '/api/admin/users')).status).toBe(403);
  expect((await withKey(secret, '/api/admin/api-keys')).status).toBe(403);
  // Outside the backoffice API a key is nobody; a cookie beside it changes nothing.
  expect((await withKey(secret, '/api/user')).status).toBe(401);
  const withCookie = await withKey(secret, '/api/admin/clients', { headers: { cookie: firm.admin.cookie } });
  expect(withCookie.status).toBe(403);
  expect((await withKey('lk_live_not-a-key', '/api/admin/contact-submissions')).status).toBe(401);

  const [key] = await t.db.select().from(apiKeys);
  expect(key?.lastUsedAt).toBeInstanceOf(Date);
  await t.db
    .update(rateLimits)
    .set({ count: 600, resetAt: Date.now() + 30_000 })
    .where(eq(rateLimits.key, `api-key:${key?.id}`));
  const limited = await withKey(secret, '/api/admin/contact-submissions');
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
});

test('a write scope writes without a browser Origin, and the log names the key', async () => {
  const { body } = await createKey({ name: 'Notes bot', scopes: ['clients:write', 'clients:read'] });
  const res = await withKey(body.secret, '/api/admin/client-notes', {
    method: 'POST',
    json: { clientId: firm.assignedClient.user.id, content: 'Synced from the CRM' },
  });
  expect(res.status).toBe(201);
  const [logged] = await t.db.select().from(activityLogs).where(eq(activityLogs.action, 'client-notes.create'));
  expect(logged?.details).toMatchObject({ apiKey: 'Notes bot' });
  expect(logged?.userId).toBe(firm.admin.user.id);
});

test('revoked and expired keys are 401 at once; a key never outlives its maker being an admin', async () => {
  const revoked = (await createKey({ name: 'Soon gone', scopes: ['enquiries:read'] })).body;
  expect((await as(t, firm.admin)(`/api/admin/api-keys/${revoked.id}`, { method: 'DELETE' })).status).toBe(200);
  expect((await withKey(revoked.secret, '/api/admin/contact-submissions')).status).toBe(401);
  const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, revoked.id));
  expect(row?.revokedAt).toBeInstanceOf(Date);

  const expiring = (await createKey({ name: 'Short', scopes: ['enquiries:read'] })).body;
  await t.db
    .update(apiKeys)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(apiKeys.id, expiring.id));
  expect((await withKey(expiring.secret, '/api/admin/contact-submissions')).status).toBe(401);

  const demoted = (await createKey({ name: 'Maker demoted', scopes: ['enquiries:read'] })).body;
  expect((await withKey(demoted.secret, '/api/admin/contact-submissions')).status).toBe(200);
  await t.db.update(users).set({ role: 'manager' }).where(eq(users.id, firm.admin.user.id));
  expect((await withKey(demoted.secret, '/api/admin/contact-submissions')).status).toBe(401);
});
