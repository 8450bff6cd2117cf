import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { as, createFirm, listUrl, type Firm } from '../testing/firm.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { APP_CONTENT_SECURITY_POLICY, HSTS } from './security-headers.ts';

// A stand-in for dist/: the shells' headers come from the server, not from what the build wrote.
const distDir = mkdtempSync(join(tmpdir(), 'headers-dist-'));
for (const app of ['portal', 'backoffice', 'site']) {
  mkdirSync(join(distDir, app), { recursive: true });
  writeFileSync(join(distDir, app, 'index.html'), `<!doctype html><title>${app}</title>`);
}
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const register = (t: TestApp, name: string) =>
  t.request('/api/register', {
    method: 'POST',
    json: { username: name, email: `${name}@example.co.za`, password: 'correct-horse-1' },
  });

describe('on http (development)', () => {
  let t: TestApp;
  let firm: Firm;
  beforeAll(async () => {
    t = await createTestApp({ distDir });
    firm = await createFirm(t);
  });
  afterAll(() => t.close());

  test('every /api answer that is not public says no-store, errors included; pages keep their own caching', async () => {
    const client = as(t, firm.assignedClient);
    const admin = as(t, firm.admin);
    const answers = [
      await client('/api/user'),
      await client('/api/cart'),
      await client('/api/documents'),
      await client('/api/documents/usage'),
      await client('/api/employees'),
      await client('/api/payments'),
      await admin(listUrl('users')),
      await admin('/api/admin/dashboard'),
      await t.request('/api/user'), // 401
      await client('/api/no-such-thing'), // 404
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 401, 404]);
    for (const res of answers) expect(`${res.url} ${res.headers.get('cache-control')}`).toEndWith('no-store');
    expect((await t.request('/dashboard')).headers.get('cache-control')).toBe('no-cache');
  });

  test('no HSTS, and the session cookie stays sid (a __Host- cookie needs https)', async () => {
    const res = await register(t, 'plainhttp');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('set-cookie')).toStartWith('sid=');
  });

  test('the portal and backoffice shells allow scripts from this origin only', async () => {
    for (const path of ['/dashboard', '/auth', '/admin', '/admin/users']) {
      const csp = (await t.request(path)).headers.get('content-security-policy') ?? '';
      expect(csp).toBe(APP_CONTENT_SECURITY_POLICY);
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-eval');
    }
  });
});

describe('on https (PUBLIC_URL https://…)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ distDir, publicUrl: 'https://portal.firm.example' });
  });
  afterAll(() => t.close());

  test('every answer carries HSTS, pages and API alike', async () => {
    for (const path of ['/api/services', '/healthz', '/dashboard', '/api/user'])
      expect((await t.request(path)).headers.get('strict-transport-security')).toBe(HSTS);
  });

  test('the session cookie is __Host-sid: Secure, Path=/, no Domain; it signs in, and a plain sid does not', async () => {
    const res = await register(t, 'securehost');
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^__Host-sid=[^;]+;/);
    expect(setCookie).toContain('Secure');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie.toLowerCase()).not.toContain('domain=');
    const token = setCookie.match(/^__Host-sid=([^;]+)/)?.[1];
    const me = await t.request('/api/user', { headers: { cookie: `__Host-sid=${token}` } });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect((await t.request('/api/user', { headers: { cookie: `sid=${token}` } })).status).toBe(401);

    const out = await t.request('/api/logout', {
      method: 'POST',
      headers: { cookie: `__Host-sid=${token}`, origin: 'https://portal.firm.example' },
    });
    expect(out.headers.get('set-cookie')).toMatch(/^__Host-sid=;.*Max-Age=0/);
    expect((await t.request('/api/user', { headers: { cookie: `__Host-sid=${token}` } })).status).toBe(401);
  });
});
