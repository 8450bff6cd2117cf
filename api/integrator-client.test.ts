/**
 * An integrator's day, against a real server, with a client typed from
 * openapi.json by openapi-typescript (api/generated/openapi-types.generated.ts)
 * and openapi-fetch: no cookie, only an API key an admin made. They list new
 * enquiries, read a client, meet 403 naming the scope they lack, and receive
 * `enquiry.created` on their own endpoint, verified with the README's snippet.
 * The file type-checks against the generated types (`bun run typecheck`).
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { rmSync } from 'node:fs';
import createClient from 'openapi-fetch';
import { prepareDatabase } from './boot.ts';
import { loadConfig } from './config.ts';
import { createUser } from './modules/accounts/create-user.ts';
import { codeAt } from './modules/two-factor/totp.ts';
import { documentedVerifier } from './modules/webhooks/testing/documented-snippet.ts';
import { type Receiver, startReceiver } from './modules/webhooks/testing/receiver.ts';
import type { paths } from './generated/openapi-types.generated.ts';
import { type ServerProcess, serverFolder, startServerProcess } from './testing/spawn-server.ts';

const { dir, env } = serverFolder();
let server: ServerProcess;
let receiver: Receiver;
let clientId = '';
let apiKey = '';
let webhookSecret = '';

beforeAll(async () => {
  const database = await prepareDatabase({ ...loadConfig({}), databaseUrl: env.DATABASE_URL ?? '' });
  await createUser(database.db, {
    username: 'nomsa',
    email: 'nomsa@firm.example.co.za',
    password: 'integrator-admin-pass-1',
    role: 'admin',
  });
  const client = await createUser(database.db, {
    username: 'zoe',
    email: 'zoe@example.co.za',
    password: 'integrator-client-pass-1',
    company: 'Ngcobo Bakery (Pty) Ltd',
  });
  clientId = client.id;
  database.client.close();
  receiver = startReceiver();
  // The delivery worker ticks every 300 ms; loopback http endpoints are allowed for this test only.
  server = await startServerProcess({ ...env, JOB_INTERVAL_MS: '300', WEBHOOKS_ALLOW_INSECURE: '1' });

  // The admin, in the backoffice: signs in, makes a key and registers the integrator's endpoint.
  const admin = createClient<paths>({ baseUrl: server.url });
  const signIn = await admin.POST('/api/login', {
    body: { username: 'nomsa', password: 'integrator-admin-pass-1' },
  });
  expect(signIn.response.status).toBe(200);
  const cookie = (signIn.response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  // Admins turn on two-factor sign-in before the backoffice's API answers them.
  const setup = await admin.POST('/api/user/two-factor/setup', { headers: { cookie } });
  if (!setup.data) throw new Error(`No two-factor setup: ${JSON.stringify(setup.error)}`);
  const enabled = await admin.POST('/api/user/two-factor/enable', {
    headers: { cookie },
    body: { code: codeAt(setup.data.secret, Date.now()) },
  });
  expect(enabled.response.status).toBe(200);
  const key = await admin.POST('/api/admin/api-keys', {
    headers: { cookie },
    body: { name: 'CRM sync', scopes: ['enquiries:read', 'clients:read'] },
  });
  if (!key.data) throw new Error(`No key: ${JSON.stringify(key.error)}`);
  apiKey = key.data.secret;
  const endpoint = await admin.POST('/api/admin/webhook-endpoints', {
    headers: { cookie },
    body: { url: receiver.url, events: ['enquiry.created'], description: 'CRM' },
  });
  if (!endpoint.data) throw new Error(`No endpoint: ${JSON.stringify(endpoint.error)}`);
  webhookSecret = endpoint.data.secret;
}, 60_000);

afterAll(async () => {
  receiver?.stop();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** The integrator's client: the key alone, no cookie. */
const integrator = () => createClient<paths>({ baseUrl: server.url, headers: { authorization: `Bearer ${apiKey}` } });

test('with a key, the integrator lists new enquiries and receives enquiry.created, signed as documented', async () => {
  expect(apiKey).toStartWith('lk_live_');
  // A visitor sends the contact form (a human, answering the check).
  const visitor = createClient<paths>({ baseUrl: server.url });
  const check = await visitor.GET('/api/human-check');
  if (!check.data) throw new Error('No human check');
  const sent = await visitor.POST('/api/contact', {
    body: {
      name: 'Thandi Mokoena',
      email: 'thandi@example.co.za',
      subject: 'Payroll',
      message: 'Please call me about payroll for 12 staff.',
      captcha: String(check.data.a + check.data.b),
      captchaToken: check.data.token,
    },
  });
  expect(sent.response.status).toBe(201);

  const listed = await integrator().GET('/api/admin/contact-submissions', {
    params: { query: { sort: '["createdAt","DESC"]', range: '[0,9]' } },
  });
  if (!listed.data) throw new Error(`Listing failed: ${JSON.stringify(listed.error)}`);
  const newest = listed.data[0];
  expect(newest?.email).toBe('thandi@example.co.za');
  expect(listed.response.headers.get('content-range')).toBe('contact-submissions 0-0/1');

  const deadline = Date.now() + 15_000;
  while (!receiver.received.length && Date.now() < deadline) await Bun.sleep(100);
  const [delivery] = receiver.received;
  if (!delivery) throw new Error('enquiry.created never arrived');
  expect(delivery.json.type).toBe('enquiry.created');
  const verifyWebhook = await documentedVerifier();
  expect(verifyWebhook(webhookSecret, delivery.headers, delivery.body)).toBe(true);
  expect(verifyWebhook(webhookSecret, delivery.headers, delivery.body.replace('enquiry', 'inquiry'))).toBe(false);
}, 30_000);

test('the key reads a client; a scope it lacks answers 403 naming the scope; no key answers 401', async () => {
  const read = await integrator().GET('/api/admin/clients/{id}', { params: { path: { id: clientId } } });
  if (!read.data) throw new Error(`Read failed: ${JSON.stringify(read.error)}`);
  const company: string | null = read.data.company;
  expect(company).toBe('Ngcobo Bakery (Pty) Ltd');

  const documents = await integrator().GET('/api/admin/documents');
  expect(documents.response.status).toBe(403);
  expect(documents.error?.detail).toContain('documents:read');

  const anonymous = await createClient<paths>({ baseUrl: server.url }).GET('/api/admin/clients');
  expect(anonymous.response.status).toBe(401);
  expect(anonymous.error?.status).toBe(401);
});

test('the generated types refuse what the API does not offer', () => {
  const typed = integrator();
  // Both lines compile only because the types say no: a path the API lacks, a query it does not take.
  // @ts-expect-error no such path
  void (() => typed.GET('/api/admin/no-such-resource'));
  // @ts-expect-error the list takes sort, range and filter only
  void (() => typed.GET('/api/admin/clients', { params: { query: { page: 2 } } }));
});
