import { afterAll, afterEach, beforeAll, describe, expect, spyOn, test } from 'bun:test';
import { registerClient, type SignedIn } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { setLogLevel } from './logger.ts';

let t: TestApp;
let me: SignedIn;
const METRICS_TOKEN = 'metrics-secret-for-tests';

beforeAll(async () => {
  t = await createTestApp({ metricsToken: METRICS_TOKEN });
  me = await registerClient(t);
});
afterAll(() => t.close());
afterEach(() => setLogLevel('silent'));

/** Runs `fn` with info logging on and returns the JSON lines written to stdout meanwhile. */
async function logLines(fn: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const spy = spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  setLogLevel('info');
  try {
    await fn();
    await Bun.sleep(20); // the log line is written after the response
  } finally {
    setLogLevel('silent');
    spy.mockRestore();
  }
  return lines.flatMap((l) => l.split('\n').filter(Boolean)).map((l) => JSON.parse(l));
}

describe('X-Request-Id', () => {
  test('a well-formed caller id is echoed; a malformed one is replaced by a generated one', async () => {
    const kept = await t.request('/healthz', { headers: { 'x-request-id': 'abc.DEF_123-x' } });
    expect(kept.headers.get('x-request-id')).toBe('abc.DEF_123-x');

    for (const bad of ['has space', 'x'.repeat(129), 'semi;colon']) {
      const res = await t.request('/healthz', { headers: { 'x-request-id': bad } });
      const id = res.headers.get('x-request-id');
      expect(id).not.toBe(bad);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
    const none = await t.request('/healthz');
    expect(none.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('problem details carry the request id', async () => {
    const res = await t.request('/api/employees', { headers: { 'x-request-id': 'trace-401' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-request-id')).toBe('trace-401');
    expect(((await res.json()) as { requestId: string }).requestId).toBe('trace-401');

    const missing = await t.request('/api/nothing-here', { headers: { 'x-request-id': 'trace-404' } });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { requestId: string }).requestId).toBe('trace-404');
  });
});

describe('request log', () => {
  test('one JSON line per request: route pattern, status, duration, user id; no cookie, token or body', async () => {
    const password = 'correct-horse-1';
    const lines = await logLines(async () => {
      await t.request('/api/employees/00000000-0000-0000-0000-000000000000', {
        headers: { cookie: me.cookie, 'x-request-id': 'line-1' },
      });
      await t.request('/api/login', {
        method: 'POST',
        json: { username: 'nobody', password },
        headers: { 'x-request-id': 'line-2' },
      });
    });
    // Earlier requests' lines may land in the window too: keep this test's own.
    const mine = lines.filter((line) => String(line.requestId).startsWith('line-'));
    expect(mine).toHaveLength(2);
    const [find, login] = mine;
    expect(find).toMatchObject({
      level: 'info',
      requestId: 'line-1',
      method: 'GET',
      route: '/api/employees/:id',
      status: 404,
      userId: me.user.id,
    });
    expect(typeof find!.durationMs).toBe('number');
    expect(Number.isNaN(Date.parse(String(find!.time)))).toBe(false);
    expect(login).toMatchObject({ requestId: 'line-2', method: 'POST', route: '/api/login', status: 401 });
    expect(login!.userId).toBeUndefined();
    const text = JSON.stringify(mine);
    expect(text).not.toContain(me.cookie.slice(4));
    expect(text).not.toContain(password);
    expect(text).not.toContain('00000000-0000');
  });

  test('LOG_LEVEL silent writes nothing', async () => {
    const lines: string[] = [];
    const spy = spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      await t.request('/healthz');
      await Bun.sleep(20);
    } finally {
      spy.mockRestore();
    }
    expect(lines).toEqual([]);
  });
});

describe('GET /metrics', () => {
  test('open to the metrics token only (no loopback socket in-process)', async () => {
    expect((await t.request('/metrics')).status).toBe(401);
    expect((await t.request('/metrics', { headers: { authorization: 'Bearer wrong' } })).status).toBe(403);
    const res = await t.request('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
  });

  test('Prometheus text with requests, latency histogram per route and status, jobs, uploads, database errors', async () => {
    await t.request('/api/employees/11111111-1111-1111-1111-111111111111', { headers: { cookie: me.cookie } });
    await Bun.sleep(10);
    const text = await (await t.request('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/employees\/:id",status="404"\} \d+/);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/employees\/:id",status="404"\} \d+/,
    );
    expect(text).not.toContain('11111111-1111');
    for (const name of ['database_errors_total', 'job_runs_total', 'job_failures_total', 'uploads_in_flight']) {
      expect(text).toContain(`# TYPE ${name}`);
    }
  });
});
