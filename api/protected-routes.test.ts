/**
 * Every route that needs a signed-in caller answers 401 to a signed-out one before it
 * looks at the body: never a 422 describing the schema, never 404 or 405 (the
 * request context of core/request-context.ts). The public routes are listed;
 * a new route is protected unless it is added here.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from './testing/test-app.ts';

const PUBLIC = new Set([
  'GET /healthz',
  'GET /api/services',
  'GET /api/session',
  'GET /api/human-check',
  'POST /api/register',
  'POST /api/login',
  // A forgotten password: the person is signed out by definition; the e-mailed token is the credential.
  'POST /api/password-reset',
  'POST /api/password-reset/confirm',
  // A verification or e-mail change link: often opened on a phone that is not signed in.
  'POST /api/email-verification/confirm',
  // An invitation: the person has no password yet; the e-mailed token is the credential.
  'POST /api/invitations/accept',
  'POST /api/contact',
  'POST /api/waitlist',
  'POST /api/quote-requests',
  'POST /api/webhooks/stripe',
  // The calendar feed: its secret address is the credential (calendar apps send no cookie).
  'GET /api/calendar/:file',
  // A document request's upload link: its token is the credential (the person holds no portal password).
  'GET /api/upload-links/:token',
  'POST /api/upload-links/:token/files',
  // The one-click unsubscribe link: its signed token is the credential (a mail program sends no cookie).
  'GET /api/email/unsubscribe',
  'POST /api/email/unsubscribe',
]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('signed out, every protected route answers 401 whatever the body', async () => {
  const routes = t.app.routes
    .filter((route) => route.path.startsWith('/api/') && route.method !== 'OPTIONS')
    .map((route) => ({ method: route.method, path: route.path }))
    .filter(({ method, path }) => !PUBLIC.has(`${method} ${path}`));
  expect(routes.length).toBeGreaterThanOrEqual(100);
  const answers: string[] = [];
  for (const { method, path } of routes) {
    const url = path.replace(/:[a-zA-Z]+/g, crypto.randomUUID());
    const withBody = method !== 'GET' && method !== 'HEAD';
    const res = await t.request(url, {
      method,
      headers: { origin: 'http://localhost' },
      ...(withBody ? { json: { unexpected: 'x', username: 1 } } : {}),
    });
    answers.push(`${res.status} ${method} ${path}`);
  }
  expect(answers.filter((answer) => !answer.startsWith('401 '))).toEqual([]);
});

test('the empty body that used to draw a 422 is a 401 for a signed-out caller', async () => {
  const res = await t.request('/api/subscriptions', {
    method: 'POST',
    headers: { origin: 'http://localhost', 'content-type': 'application/json' },
    body: '{}',
  });
  expect(res.status).toBe(401);
});
