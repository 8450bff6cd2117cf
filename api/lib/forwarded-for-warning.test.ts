import { expect, spyOn, test } from 'bun:test';
import { Elysia } from 'elysia';
import { FORWARDED_FOR_WARNING, forwardedForWarning } from './forwarded-for-warning.ts';

function appWith(trustedHops: number) {
  const warnings: string[] = [];
  let now = 1_000_000;
  const app = new Elysia()
    .use(
      forwardedForWarning(
        trustedHops,
        (message) => warnings.push(message),
        () => now,
      ),
    )
    .get('/', () => 'ok');
  const get = (headers: Record<string, string> = {}) => app.handle(new Request('http://localhost/', { headers }));
  return { warnings, get, advance: (ms: number) => (now += ms) };
}

test('X-Forwarded-For with TRUST_PROXY off warns at most once an hour, and the request is answered', async () => {
  const { warnings, get, advance } = appWith(0);
  await get();
  expect(warnings).toEqual([]);
  expect((await get({ 'x-forwarded-for': '203.0.113.1' })).status).toBe(200);
  for (let i = 0; i < 5; i++) await get({ 'x-forwarded-for': '203.0.113.1' });
  expect(warnings).toEqual([FORWARDED_FOR_WARNING]);
  advance(59 * 60_000);
  await get({ 'x-forwarded-for': '203.0.113.1' });
  expect(warnings).toHaveLength(1);
  advance(60_000);
  await get({ 'x-forwarded-for': '203.0.113.1' });
  expect(warnings).toHaveLength(2);
  expect(FORWARDED_FOR_WARNING).toContain('TRUST_PROXY');
});

test('with TRUST_PROXY on, forwarded requests are expected: no warning', async () => {
  const { warnings, get } = appWith(1);
  await get({ 'x-forwarded-for': '203.0.113.1' });
  expect(warnings).toEqual([]);
});

test('the app is wired with it', async () => {
  const { createTestApp } = await import('../testing/test-app.ts');
  const t = await createTestApp();
  const warn = spyOn(console, 'warn').mockImplementation(() => {});
  try {
    await t.request('/api/services', { headers: { 'x-forwarded-for': '203.0.113.1' } });
    expect(warn).toHaveBeenCalledWith(FORWARDED_FOR_WARNING);
  } finally {
    warn.mockRestore();
    t.close();
  }
});
