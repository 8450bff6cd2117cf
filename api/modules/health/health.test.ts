import { describe, expect, test } from 'bun:test';
import { type TestApp, withFreshApp } from '../../testing/test-app.ts';

let t: TestApp;
withFreshApp((app) => (t = app));

describe('GET /healthz', () => {
  test('answers 200 with JSON after reaching the database', async () => {
    const res = await t.request('/healthz');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  test('answers 503 problem details when the database is gone', async () => {
    t.client.close();
    const res = await t.request('/healthz');
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect((await res.json()).detail).toBe('The database is not reachable.');
  });
});
