import { describe, expect, test } from 'bun:test';
import { type } from 'arktype';
import { Elysia } from 'elysia';
import { createTestApp } from '../testing/test-app.ts';
import { errorHandler } from './error-handler.ts';
import { conflict } from './problem.ts';

// A small app with the real error handler and a validated route, to pin the error contract down.
const app = new Elysia()
  .use(errorHandler)
  .post('/api/echo', ({ body }) => body, { body: type({ name: 'string >= 2', 'age?': 'number.integer >= 0' }) })
  .get('/api/taken', () => {
    throw conflict('Username already exists', { username: 'Username already exists' });
  })
  .get('/api/boom', () => {
    throw new Error('secret internals at /srv/app.ts:12');
  });

const post = (body: string) =>
  app.handle(
    new Request('http://localhost/api/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
  );

describe('problem details', () => {
  test('a malformed JSON body gets 400', async () => {
    const res = await post('{"name": ');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(await res.json()).toMatchObject({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      instance: '/api/echo',
    });
  });

  test('a field of the wrong type gets 422 with a message per field', async () => {
    const res = await post(JSON.stringify({ name: 'a', age: 'old' }));
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.title).toBe('Unprocessable Content');
    expect(body.errors.name).toContain('at least length 2');
    expect(body.errors.age).toContain('must be a number');
  });

  test('an array instead of an object is reported against the body', async () => {
    const res = await post('[1,2]');
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors).length).toBeGreaterThan(0);
  });

  test('thrown HttpProblems keep their status, detail and field errors', async () => {
    const res = await app.handle(new Request('http://localhost/api/taken'));
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      detail: 'Username already exists',
      errors: { username: 'Username already exists' },
    });
  });

  test('an unexpected error is a bare 500 with no internals', async () => {
    const original = console.error;
    console.error = () => {};
    try {
      const res = await app.handle(new Request('http://localhost/api/boom'));
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(text).not.toContain('secret');
      expect(text).not.toContain('.ts');
    } finally {
      console.error = original;
    }
  });

  test('unknown routes under /api answer 404 JSON, whatever the method', async () => {
    const t = await createTestApp();
    try {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const res = await t.request('/api/no-such-thing', { method });
        expect(res.status).toBe(404);
        expect(res.headers.get('content-type')).toBe('application/problem+json');
        expect((await res.json()).status).toBe(404);
      }
    } finally {
      t.close();
    }
  });
});
