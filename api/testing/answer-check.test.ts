import { afterAll, beforeAll, expect, test } from 'bun:test';
import { checkAnswer } from './answer-check.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let services: Record<string, unknown>[];
beforeAll(async () => {
  t = await createTestApp();
  // The test app checks this answer itself: a real one passes.
  services = (await (await t.request('/api/services')).json()) as Record<string, unknown>[];
});
afterAll(() => t.close());

test('a real answer passes, and the same answer with one field retyped fails, naming operation, status and field', async () => {
  await checkAnswer('GET', '/api/services', Response.json(services));
  const wrong = Response.json([{ ...services[0], price: 'R3,599.00' }]);
  await expect(checkAnswer('GET', '/api/services', wrong)).rejects.toThrow(
    /^GET \/api\/services answered 200 with a body openapi.json does not describe: \/0\/price must be number$/,
  );
});

test('a status the operation does not document fails', async () => {
  await expect(checkAnswer('GET', '/api/services', new Response(null, { status: 418 }))).rejects.toThrow(
    /answered 418, which openapi.json does not document/,
  );
});

test("an answer from an undocumented operation fails; the router's own 404 does not", async () => {
  await expect(checkAnswer('GET', '/api/nothing-here', Response.json({}))).rejects.toThrow(
    /documents no such operation/,
  );
  await checkAnswer('GET', '/api/nothing-here', new Response(null, { status: 404 }));
});

test('a problem answer is checked against the problem details schema', async () => {
  const notProblem = Response.json(
    { message: 'nope' },
    { status: 401, headers: { 'content-type': 'application/problem+json' } },
  );
  await expect(checkAnswer('GET', '/api/user', notProblem)).rejects.toThrow(/must have required property 'type'/);
});

test('a gzipped answer is read before it is checked', async () => {
  const body = Bun.gzipSync(JSON.stringify([{ ...services[0], id: 7 }]));
  const res = new Response(body, { headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } });
  await expect(checkAnswer('GET', '/api/services', res)).rejects.toThrow(/\/0\/id must be string/);
});

test('a method the description leaves out on a documented path may only be refused, with a problem', async () => {
  const problem = (status: number, body: object = { type: 'about:blank', title: 'Forbidden', status }) =>
    Response.json(body, { status, headers: { 'content-type': 'application/problem+json' } });
  await checkAnswer('POST', '/api/admin/activity-logs', problem(403));
  await checkAnswer('PUT', '/api/admin/activity-logs/x', problem(401));
  await checkAnswer('PUT', '/api/admin/activity-logs/x', new Response(null, { status: 405 }));
  await expect(checkAnswer('POST', '/api/admin/activity-logs', problem(403, { message: 'no' }))).rejects.toThrow(
    /not a problem/,
  );
  await expect(checkAnswer('POST', '/api/admin/activity-logs', Response.json({}))).rejects.toThrow(
    /documents no such operation/,
  );
});
