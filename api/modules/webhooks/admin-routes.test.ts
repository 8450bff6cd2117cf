import { afterEach, expect, test } from 'bun:test';
import { webhookEndpoints } from '../../db/schema.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { as, type Firm, listUrl, withFreshFirm } from '../../testing/firm.ts';
import { decryptSecret } from './secret.ts';
import { type Receiver, startReceiver } from './testing/receiver.ts';

let t: TestApp;
let firm: Firm;
let receiver: Receiver;
withFreshFirm(
  (fresh) => {
    ({ t, firm } = fresh);
    receiver = startReceiver();
  },
  { webhooksAllowInsecure: true },
);
afterEach(() => {
  receiver.stop();
});

const admin = () => as(t, firm.admin);
const ENDPOINTS = '/api/admin/webhook-endpoints';

async function register(extra: Record<string, unknown> = {}) {
  const res = await admin()(ENDPOINTS, {
    method: 'POST',
    json: { url: receiver.url, events: ['enquiry.created'], description: 'CRM', ...extra },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Record<string, unknown> & { id: string; secret: string };
}

test('an admin registers an endpoint, sees its secret once, and never again', async () => {
  const created = await register();
  expect(created.secret).toMatch(/^whsec_/);
  expect(created).toMatchObject({ url: receiver.url, events: ['enquiry.created'], enabled: true });
  const [row] = await t.db.select().from(webhookEndpoints);
  expect(row?.secret).not.toContain(created.secret);
  expect(decryptSecret(t.ctx.appSecret, row?.secret ?? '')).toBe(created.secret);

  const list = await admin()(listUrl('webhook-endpoints', { range: [0, 9] }));
  expect(list.status).toBe(200);
  expect(list.headers.get('content-range')).toBe('webhook-endpoints 0-0/1');
  const text = await list.text();
  expect(text).not.toContain(created.secret);
  expect(JSON.parse(text)[0].secret).toBeUndefined();
  const one = await admin()(`${ENDPOINTS}/${created.id}`);
  expect(one.status).toBe(200);
  expect(await one.text()).not.toContain(created.secret);
});

test("react-admin's export (range=[0,999]) gets every endpoint, up to the engine's 1,000-row page", async () => {
  const many = Array.from({ length: 120 }, (_, i) => ({
    url: `https://hooks.example.com/${i}`,
    events: ['enquiry.created'],
    secret: 'sealed',
  }));
  await t.db.insert(webhookEndpoints).values(many);
  const list = await admin()(listUrl('webhook-endpoints', { sort: ['createdAt', 'DESC'], range: [0, 999] }));
  expect(list.status).toBe(200);
  expect(list.headers.get('content-range')).toBe('webhook-endpoints 0-119/120');
  expect((await list.json()) as unknown[]).toHaveLength(120);

  const tooMany = await admin()(listUrl('webhook-endpoints', { range: [0, 1000] }));
  expect(tooMany.status).toBe(400);
  expect(await tooMany.json()).toMatchObject({ errors: { range: 'range may span at most 1000 rows' } });
  const unknownSort = await admin()(listUrl('webhook-endpoints', { sort: ['url', 'ASC'] }));
  expect(unknownSort.status).toBe(400);
});

test('updates change only what is sent; delete removes the endpoint', async () => {
  const created = await register();
  const res = await admin()(`${ENDPOINTS}/${created.id}`, {
    method: 'PUT',
    json: { events: ['enquiry.created', 'payment.completed'], enabled: false, includePersonalData: true },
  });
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({
    url: receiver.url,
    description: 'CRM',
    events: ['enquiry.created', 'payment.completed'],
    enabled: false,
    includePersonalData: true,
  });
  const removed = await admin()(`${ENDPOINTS}/${created.id}`, { method: 'DELETE' });
  expect(removed.status).toBe(200);
  expect((await admin()(`${ENDPOINTS}/${created.id}`)).status).toBe(404);
});

test('bad input is a 422 naming each field, and nothing is stored', async () => {
  const res = await admin()(ENDPOINTS, {
    method: 'POST',
    json: { url: 'ftp://example.com', events: ['nonsense'], description: 'x'.repeat(5000) },
  });
  expect(res.status).toBe(422);
  const problem = (await res.json()) as { errors: Record<string, string> };
  expect(Object.keys(problem.errors).sort()).toEqual(['description', 'events', 'url']);
  expect(await t.db.select().from(webhookEndpoints)).toHaveLength(0);

  const created = await register();
  const put = await admin()(`${ENDPOINTS}/${created.id}`, { method: 'PUT', json: { events: [] } });
  expect(put.status).toBe(422);
  expect(((await put.json()) as { errors: Record<string, string> }).errors.events).toBeString();
});

test('an endpoint inside the network is a 422 naming the URL, at creation and change', async () => {
  t.ctx.resolveHost = async (host) => {
    if (host === 'intranet.example.com') return [{ address: '10.0.0.5', family: 4 }];
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  };
  for (const url of [
    'https://intranet.example.com/hooks',
    'https://192.168.0.10/hooks',
    'https://[::ffff:10.0.0.1]/',
  ]) {
    const res = await admin()(ENDPOINTS, { method: 'POST', json: { url, events: ['enquiry.created'] } });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual({
      url: 'The URL must point to the public internet.',
    });
  }
  const created = await register();
  const put = await admin()(`${ENDPOINTS}/${created.id}`, {
    method: 'PUT',
    json: { url: 'https://169.254.169.254/latest/meta-data' },
  });
  expect(put.status).toBe(422);
  expect(((await put.json()) as { errors: Record<string, string> }).errors).toEqual({
    url: 'The URL must point to the public internet.',
  });
});

test("Send test answers the status, not the target's error text", async () => {
  const created = await register();
  receiver.stop();
  const sent = await admin()(`${ENDPOINTS}/${created.id}/test`, { method: 'POST' });
  expect(sent.status).toBe(200);
  expect(await sent.json()).toMatchObject({ responseStatus: null, lastError: 'The endpoint could not be reached.' });
});

test('a test event is sent at once; its delivery is listed and can be resent', async () => {
  const created = await register();
  const sent = await admin()(`${ENDPOINTS}/${created.id}/test`, { method: 'POST' });
  expect(sent.status).toBe(200);
  const delivery = (await sent.json()) as { id: string; status: string; responseStatus: number; attempts: number };
  expect(delivery).toMatchObject({ status: 'succeeded', responseStatus: 200, attempts: 1, eventType: 'webhook.test' });
  expect(receiver.received).toHaveLength(1);
  expect(receiver.received[0]?.json.type).toBe('webhook.test');

  const list = await admin()(listUrl('webhook-deliveries', { filter: { endpointId: created.id }, range: [0, 24] }));
  expect(list.status).toBe(200);
  expect(list.headers.get('content-range')).toBe('webhook-deliveries 0-0/1');
  expect(((await list.json()) as { id: string }[]).map((row) => row.id)).toEqual([delivery.id]);

  const resent = await admin()(`/api/admin/webhook-deliveries/${delivery.id}/resend`, { method: 'POST' });
  expect(resent.status).toBe(200);
  expect(await resent.json()).toMatchObject({ id: delivery.id, status: 'succeeded', attempts: 2 });
  expect(receiver.received).toHaveLength(2);
  expect(receiver.received[1]?.json.id).toBe(receiver.received[0]?.json.id);
});

test('the deliveries list needs an endpoint; unknown ids are 404', async () => {
  expect((await admin()(listUrl('webhook-deliveries'))).status).toBe(400);
  const missing = crypto.randomUUID();
  expect((await admin()(listUrl('webhook-deliveries', { filter: { endpointId: missing } }))).status).toBe(404);
  expect((await admin()(`${ENDPOINTS}/${missing}/test`, { method: 'POST' })).status).toBe(404);
  expect((await admin()(`/api/admin/webhook-deliveries/${missing}/resend`, { method: 'POST' })).status).toBe(404);
});

test('accountants and managers get 403 on every call, whatever the body; signed out 401', async () => {
  const created = await register();
  const calls: [string, string][] = [
    ['GET', ENDPOINTS],
    ['GET', `${ENDPOINTS}/${created.id}`],
    ['POST', ENDPOINTS],
    ['PUT', `${ENDPOINTS}/${created.id}`],
    ['DELETE', `${ENDPOINTS}/${created.id}`],
    ['POST', `${ENDPOINTS}/${created.id}/test`],
    ['GET', listUrl('webhook-deliveries', { filter: { endpointId: created.id } })],
    ['POST', `/api/admin/webhook-deliveries/${crypto.randomUUID()}/resend`],
  ];
  for (const who of [firm.accountant, firm.manager]) {
    for (const [method, path] of calls) {
      const res = await as(t, who)(path, { method, ...(method === 'POST' || method === 'PUT' ? { json: {} } : {}) });
      expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 403`);
    }
  }
  for (const [method, path] of calls) {
    const res = await t.request(path, { method, headers: { origin: 'http://localhost' } });
    expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 401`);
  }
  expect(receiver.received).toHaveLength(0);
});

test('an API key, even one with every scope, cannot reach webhooks', async () => {
  const made = await admin()('/api/admin/api-keys', {
    method: 'POST',
    json: { name: 'all', scopes: ['clients:read', 'clients:write', 'enquiries:read', 'enquiries:write'] },
  });
  expect(made.status).toBe(201);
  const { secret } = (await made.json()) as { secret: string };
  const res = await t.request(ENDPOINTS, { headers: { authorization: `Bearer ${secret}` } });
  expect(res.status).toBe(403);
  const created = await t.request(ENDPOINTS, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}` },
    json: { url: receiver.url, events: ['enquiry.created'] },
  });
  expect(created.status).toBe(403);
});
