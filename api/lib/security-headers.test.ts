import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { registerClient } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { isApiRequest } from './security-headers.ts';

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

describe('API answers are never stored by a browser or proxy', () => {
  test('personal reads, refusals and writes carry Cache-Control: no-store', async () => {
    const { cookie } = await registerClient(t);
    for (const path of ['/api/cart', '/api/subscriptions', '/api/user']) {
      const res = await t.request(path, { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    const refused = await t.request('/api/cart');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const missing = await t.request('/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });

  test('only /api/ paths are matched', () => {
    expect(isApiRequest('http://localhost/api/cart')).toBe(true);
    expect(isApiRequest('https://firm.co.za:8443/api/subscriptions?x=1')).toBe(true);
    expect(isApiRequest('http://localhost/api')).toBe(false);
    expect(isApiRequest('http://localhost/dashboard/api/cart')).toBe(false);
    expect(isApiRequest('http://localhost/')).toBe(false);
  });
});
