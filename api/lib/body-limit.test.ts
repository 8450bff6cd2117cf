import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { MAX_BODY_BYTES } from './body-limit.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  // Over a real socket, as a client sends it: the Content-Length is the client's.
  t.app.listen({ port: 0, hostname: '127.0.0.1' });
  base = `http://127.0.0.1:${t.app.server!.port}`;
});
afterAll(async () => {
  await t.app.stop(true);
  t.close();
});

const bigJson = (bytes: number) => JSON.stringify({ username: 'x'.repeat(bytes), password: 'p' });
const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

describe('the 1 MB body limit', () => {
  test('a JSON body over 1 MB is a 413 problem, refused before it is parsed', async () => {
    const res = await post('/api/login', bigJson(MAX_BODY_BYTES + 10));
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(((await res.json()) as { detail: string }).detail).toBe('The request body is larger than 1 MB.');
    // Any route, even one that does not exist, and before any sign-in check.
    expect((await post('/api/employees', bigJson(2 * MAX_BODY_BYTES))).status).toBe(413);
  });

  test('a body just under the limit goes through to the route', async () => {
    const res = await post('/api/login', bigJson(MAX_BODY_BYTES - 1000));
    expect(res.status).not.toBe(413);
  });

  test('a chunked body with no length is refused with 411', async () => {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(bigJson(10)));
        controller.close();
      },
    });
    const res = await post('/api/login', body);
    expect(res.status).toBe(411);
  });

  test('uploads keep their own limit: a 3 MB upload is not refused by it', async () => {
    const body = new FormData();
    body.append('category', 'invoice');
    body.append('files', new File([new Uint8Array(3 * 1024 * 1024)], 'big.pdf'));
    const res = await fetch(`${base}/api/documents/upload`, { method: 'POST', body });
    expect(res.status).toBe(401); // reached the route, which asks who is signing in
  });
});
