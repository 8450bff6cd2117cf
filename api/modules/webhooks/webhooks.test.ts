import { afterEach, describe, expect, test } from 'bun:test';
import { desc, eq } from 'drizzle-orm';
import { adminNotifications, users, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { type TestApp, withFreshApp } from '../../testing/test-app.ts';
import { DISABLE_AFTER_MS, deliverDueWebhooks, RETRY_WINDOW_MS } from './deliver.ts';
import { emitWebhookEvent } from './events.ts';
import { decryptSecret } from './secret.ts';
import { createWebhooksService, type WebhooksService } from './service.ts';
import { type Receiver, startReceiver } from './testing/receiver.ts';

let t: TestApp;
let service: WebhooksService;
const receivers: Receiver[] = [];
/** The sandbox has no DNS: names resolve through this table (a test may change it). */
let dns: Record<string, string[]>;
withFreshApp(
  (app) => {
    t = app;
    dns = { 'hooks.example.com': ['93.184.215.14'], 'intranet.example.com': ['10.0.0.5'] };
    t.ctx.resolveHost = async (host) => {
      const found = dns[host];
      if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
      return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    };
    service = createWebhooksService(t.ctx);
  },
  { webhooksAllowInsecure: true },
);
afterEach(() => {
  for (const receiver of receivers.splice(0)) receiver.stop();
});

const SECOND = 1000;
const HOUR = 3600 * SECOND;

function receiver(answer?: (attempt: number) => number | Promise<number>) {
  const started = startReceiver(answer);
  receivers.push(started);
  return started;
}

async function endpoint(url: string, extra: Record<string, unknown> = {}) {
  return (await service.create({ url, events: ['enquiry.created'], ...extra }, null)).endpoint;
}

const contact = { kind: 'contact', id: 'enq-1', name: 'Thandi Mokoena', email: 'thandi@example.co.za', message: 'Hi' };
const emit = () => emitWebhookEvent(t.db, 'enquiry.created', contact);
const work = (now: number) => deliverDueWebhooks(t.db, t.ctx.appSecret, { now, allowInsecure: true });
const deliveries = () => t.db.select().from(webhookDeliveries);
const onlyDelivery = async () => {
  const rows = await deliveries();
  expect(rows).toHaveLength(1);
  return rows[0]!;
};
const endpointRow = async (id: string) =>
  (await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0]!;

async function problemOf(promise: Promise<unknown>): Promise<HttpProblem> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpProblem) return error;
    throw error;
  }
  throw new Error('Expected a problem, got success.');
}

describe('endpoints', () => {
  test('bad input is a 422 with a message per field, and nothing is stored', async () => {
    const bad = await problemOf(
      service.create({ url: 'http://example.com/hooks', events: [], description: 'x'.repeat(501) }, null),
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['description', 'events', 'url']);
    expect(bad.errors?.events).toBe('Choose at least one event.');

    const unknown = await problemOf(
      service.create({ url: 'https://hooks.example.com/x', events: ['enquiry.created', 'enquiry.deleted'] }, null),
    );
    expect(unknown.errors).toEqual({ events: 'Unknown event: enquiry.deleted.' });
    for (const url of ['ftp://example.com/x', 'not a url', 'https://user:pw@example.com/x', 42]) {
      expect((await problemOf(service.create({ url, events: ['payment.completed'] }, null))).errors).toHaveProperty(
        'url',
      );
    }
    expect(await t.db.select().from(webhookEndpoints)).toEqual([]);

    // http:// to this machine only with WEBHOOKS_ALLOW_INSECURE; https anywhere.
    await endpoint('http://127.0.0.1:9/hooks');
    await endpoint('https://hooks.example.com/ledgerline');
    const strict = createWebhooksService({ ...t.ctx, config: { ...t.ctx.config, webhooksAllowInsecure: false } });
    const refused = await problemOf(
      strict.create({ url: 'http://127.0.0.1:9/hooks', events: ['payment.completed'] }, null),
    );
    expect(refused.errors).toEqual({ url: 'Enter an https:// URL.' });

    const created = await endpoint('https://hooks.example.com/a');
    expect((await problemOf(service.update(created.id, { url: 'http://example.com' }))).status).toBe(422);
    expect((await problemOf(service.update(created.id, { enabled: 'yes' }))).errors).toHaveProperty('enabled');
    expect((await problemOf(service.update('nope', { description: 'x' }))).status).toBe(404);
    expect((await service.update(created.id, { description: '  Our CRM  ' })).description).toBe('Our CRM');
  });

  test('the secret is shown once, never listed, and stored encrypted', async () => {
    const { endpoint: created, secret } = await service.create(
      { url: 'https://hooks.example.com/x', events: ['payment.completed', 'enquiry.created'] },
      null,
    );
    expect(secret).toStartWith('whsec_');
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(created.events).toEqual(['enquiry.created', 'payment.completed']);
    expect(JSON.stringify((await service.list()).endpoints)).not.toContain('whsec_');
    expect(Object.keys(created)).not.toContain('secret');
    const stored = (await endpointRow(created.id)).secret;
    expect(stored).not.toContain(secret.slice(6));
    expect(decryptSecret(t.ctx.appSecret, stored)).toBe(secret);
    expect(() => decryptSecret('another app secret', stored)).toThrow();
  });
});

describe('endpoints on the public internet only', () => {
  const PUBLIC_ONLY = { url: 'The URL must point to the public internet.' };

  test('addresses inside the network, and names that resolve to them, are refused at registration and update', async () => {
    for (const url of [
      'https://10.0.0.1/hooks',
      'https://172.16.0.1/hooks',
      'https://192.168.1.1/hooks',
      'https://100.64.0.1/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://127.0.0.1/hooks',
      'https://0.0.0.0/hooks',
      'https://[::1]/hooks',
      'https://[::]/hooks',
      'https://[fd00::1]/hooks',
      'https://[fe80::1]/hooks',
      'https://[::ffff:10.0.0.1]/hooks',
      'https://intranet.example.com/hooks',
      'https://localhost/hooks',
    ]) {
      dns.localhost = ['127.0.0.1'];
      const strict = createWebhooksService({ ...t.ctx, config: { ...t.ctx.config, webhooksAllowInsecure: false } });
      const refused = await problemOf(strict.create({ url, events: ['payment.completed'] }, null));
      expect(refused.status, url).toBe(422);
      expect(refused.errors, url).toEqual(PUBLIC_ONLY);
    }
    // Even with WEBHOOKS_ALLOW_INSECURE only loopback is let through.
    expect(
      (await problemOf(service.create({ url: 'https://10.0.0.1/x', events: ['payment.completed'] }, null))).errors,
    ).toEqual(PUBLIC_ONLY);
    expect(await t.db.select().from(webhookEndpoints)).toEqual([]);

    const created = await endpoint('https://hooks.example.com/a');
    const moved = await problemOf(service.update(created.id, { url: 'https://intranet.example.com/a' }));
    expect(moved.status).toBe(422);
    expect(moved.errors).toEqual(PUBLIC_ONLY);
    expect((await endpointRow(created.id)).url).toBe('https://hooks.example.com/a');
    expect(
      (await problemOf(service.create({ url: 'https://nowhere.example.com/a', events: ['payment.completed'] }, null)))
        .errors,
    ).toEqual({
      url: 'The host name could not be found.',
    });
  });

  test('a name that now points inside the network is refused right before delivery, and nothing is sent', async () => {
    const calls: string[] = [];
    const fetch = async (url: string) => {
      calls.push(url);
      return new Response(null, { status: 200 });
    };
    const spy = createWebhooksService(t.ctx, { fetch });
    const created = await endpoint('https://hooks.example.com/a');
    dns['hooks.example.com'] = ['10.0.0.5'];
    const test1 = await spy.sendTest(created.id);
    expect(test1).toMatchObject({
      status: 'failed',
      responseStatus: null,
      lastError: 'The URL must point to the public internet.',
    });
    await emit();
    expect(await deliverDueWebhooks(t.db, t.ctx.appSecret, { resolve: t.ctx.resolveHost, fetch })).toEqual(['failed']);
    expect(calls).toEqual([]);
  });

  test('a delivery connects to the address it checked, with the name for Host and TLS', async () => {
    const calls: { url: string; init: RequestInit & { tls?: { serverName?: string } } }[] = [];
    const spy = createWebhooksService(t.ctx, {
      fetch: async (url, init) => {
        calls.push({ url, init });
        return new Response(null, { status: 204 });
      },
    });
    const created = await endpoint('https://hooks.example.com:8443/in?x=1');
    expect(await spy.sendTest(created.id)).toMatchObject({ status: 'succeeded', responseStatus: 204 });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://93.184.215.14:8443/in?x=1');
    expect(new Headers(calls[0]!.init.headers).get('host')).toBe('hooks.example.com:8443');
    expect(calls[0]!.init.tls?.serverName).toBe('hooks.example.com');
  });

  test("the target's error text never reaches the admin: Send test and the list say only what happened", async () => {
    const spy = createWebhooksService(t.ctx, {
      fetch: async () => {
        throw new Error('unable to verify the first certificate: Host: vault.corp.internal is not in the altnames');
      },
    });
    const created = await endpoint('https://hooks.example.com/a');
    const sent = await spy.sendTest(created.id);
    expect(sent).toMatchObject({ responseStatus: null, lastError: 'The endpoint could not be reached.' });
    // A row written before this change, with the old text, is shown the same way.
    await t.db
      .update(webhookDeliveries)
      .set({ lastError: 'connect ECONNREFUSED 10.1.2.3:5432' })
      .where(eq(webhookDeliveries.id, sent.id));
    const { deliveries: listed } = await service.listDeliveries(created.id);
    expect(listed[0]?.lastError).toBe('The endpoint could not be reached.');
    expect((await service.delivery(sent.id)).lastError).toBe('The endpoint could not be reached.');
  });
});

describe('the delivery worker', () => {
  test('a failing endpoint is retried with backoff and receives the event once it answers 2xx', async () => {
    const hooks = receiver((attempt) => (attempt <= 2 ? 500 : 204));
    const created = await endpoint(hooks.url);
    await emit();
    const t0 = Date.now();

    expect(await work(t0)).toEqual(['retrying']);
    let row = await onlyDelivery();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500, lastError: 'HTTP 500' });
    expect(row.nextAttemptAt.getTime()).toBe(t0 + 5 * SECOND);
    expect((await endpointRow(created.id)).failingSince?.getTime()).toBe(t0);

    expect(await work(t0 + 4 * SECOND)).toEqual([]);
    expect(await work(t0 + 5 * SECOND)).toEqual(['retrying']);
    row = await onlyDelivery();
    expect(row.nextAttemptAt.getTime()).toBe(t0 + 35 * SECOND);
    expect(await work(t0 + 35 * SECOND)).toEqual(['succeeded']);
    expect(await work(t0 + 2 * HOUR)).toEqual([]);

    row = await onlyDelivery();
    expect(row).toMatchObject({ status: 'succeeded', attempts: 3, responseStatus: 204, lastError: null });
    expect((await endpointRow(created.id)).failingSince).toBeNull();
    expect(hooks.received).toHaveLength(3);
    const ids = new Set(hooks.received.map((r) => r.headers.get('webhook-id')));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toStartWith('evt_');
    expect(new Set(hooks.received.map((r) => r.body)).size).toBe(1);
    expect(hooks.received[0]!.json).toMatchObject({ type: 'enquiry.created', data: { kind: 'contact', id: 'enq-1' } });
  });

  test('two workers at once send each delivery once', async () => {
    const hooks = receiver(async () => {
      await Bun.sleep(100);
      return 200;
    });
    await endpoint(hooks.url);
    for (let i = 0; i < 3; i++) await emit();
    const now = Date.now();
    const outcomes = (await Promise.all([work(now), work(now), work(now)])).flat();
    expect(outcomes.filter((o) => o === 'succeeded')).toHaveLength(3);
    expect(hooks.received).toHaveLength(3);
    expect(new Set(hooks.received.map((r) => r.headers.get('webhook-id'))).size).toBe(3);
    expect((await deliveries()).map((d) => [d.status, d.attempts])).toEqual([
      ['succeeded', 1],
      ['succeeded', 1],
      ['succeeded', 1],
    ]);
    expect(await work(now + HOUR)).toEqual([]);
    expect(hooks.received).toHaveLength(3);
  });

  test('a delivery still failing 24 hours after its event is marked failed', async () => {
    const hooks = receiver(() => 500);
    await endpoint(hooks.url);
    await emit();
    const [event] = await t.db.select().from(webhookEvents);
    const deadline = event!.createdAt.getTime() + RETRY_WINDOW_MS;
    expect(await work(Date.now())).toEqual(['retrying']);
    expect(await work(deadline - 10 * SECOND)).toEqual(['retrying']);
    // The last wait is cut short so that the last try falls on the deadline itself.
    expect((await onlyDelivery()).nextAttemptAt.getTime()).toBe(deadline);
    expect(await work(deadline)).toEqual(['failed']);
    expect(await onlyDelivery()).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await work(deadline + 3 * HOUR)).toEqual([]);
    expect(hooks.received).toHaveLength(3);
  });

  test('an endpoint failing for three days is disabled, once, and every admin is told', async () => {
    const staff = ['admin', 'admin', 'accountant'] as const;
    const people = await t.db
      .insert(users)
      .values(staff.map((role, i) => ({ username: `staff${i}`, email: `staff${i}@firm.test`, password: 'x', role })))
      .returning({ id: users.id, role: users.role });
    const hooks = receiver(() => 503);
    const created = await endpoint(hooks.url);
    await emit();
    const t0 = Date.now();
    expect(await work(t0)).toEqual(['retrying']);
    // (Its events are over a day old on this clock, so each delivery fails at its first retry.)
    await emit();
    expect(await work(t0 + DISABLE_AFTER_MS - HOUR)).toEqual(['failed', 'failed']);
    expect((await endpointRow(created.id)).enabled).toBe(true);

    await emit();
    expect(await work(t0 + DISABLE_AFTER_MS + SECOND)).toEqual(['failed']);
    const disabled = await endpointRow(created.id);
    expect(disabled.enabled).toBe(false);
    expect(disabled.disabledAt?.getTime()).toBe(t0 + DISABLE_AFTER_MS + SECOND);
    const notes = await t.db
      .select()
      .from(adminNotifications)
      .where(eq(adminNotifications.type, 'webhook_endpoint_disabled'));
    expect(notes.map((n) => n.userId).sort()).toEqual(
      people
        .filter((p) => p.role === 'admin')
        .map((p) => p.id)
        .sort(),
    );
    expect(notes[0]).toMatchObject({ relatedTo: 'webhook_endpoints', relatedId: created.id });
    expect((await deliveries()).every((d) => d.status === 'failed')).toBe(true);

    // A disabled endpoint gets no new deliveries and no more notifications.
    const before = hooks.received.length;
    await emit();
    expect(await work(t0 + DISABLE_AFTER_MS + HOUR)).toEqual([]);
    expect(hooks.received).toHaveLength(before);
    expect(await deliveries()).toHaveLength(3);

    const again = await service.update(created.id, { enabled: true });
    expect(again).toMatchObject({ enabled: true, failingSince: null, disabledAt: null });
  });

  test('personal fields reach only the endpoints that allow them', async () => {
    const plain = receiver();
    const personal = receiver();
    await endpoint(plain.url);
    await endpoint(personal.url, { includePersonalData: true });
    await emit();
    expect(await work(Date.now())).toEqual(['succeeded', 'succeeded']);
    expect(plain.received[0]!.json.data).toEqual({ kind: 'contact', id: 'enq-1' });
    expect(personal.received[0]!.json.data).toEqual(contact);
    expect(plain.received[0]!.headers.get('webhook-id')).toBe(personal.received[0]!.headers.get('webhook-id')!);
  });

  test('redirects are not followed: a 3xx is a failed attempt', async () => {
    const elsewhere = receiver();
    const hooks = startReceiver(() => 302);
    receivers.push(hooks);
    await endpoint(hooks.url);
    await emit();
    expect(await work(Date.now())).toEqual(['retrying']);
    expect(await onlyDelivery()).toMatchObject({ responseStatus: 302, lastError: 'HTTP 302' });
    expect(elsewhere.received).toHaveLength(0);
  });

  test('an unreachable endpoint is a failed attempt with a generic reason, not a crash', async () => {
    await endpoint('http://127.0.0.1:9/hooks');
    await emit();
    expect(await work(Date.now())).toEqual(['retrying']);
    const row = await onlyDelivery();
    expect(row.responseStatus).toBeNull();
    expect(row.lastError).toBe('The endpoint could not be reached.');
  });

  test('only endpoints subscribed to a type get its events; an event nobody wants is not stored', async () => {
    const hooks = receiver();
    await service.create({ url: hooks.url, events: ['payment.completed'] }, null);
    await emit();
    expect(await t.db.select().from(webhookEvents)).toEqual([]);
    expect(await deliveries()).toEqual([]);
  });
});

describe('resend, test event and the delivery list', () => {
  test('a test event is sent at once; resend makes a new attempt, even of a failed delivery', async () => {
    let answer = 500;
    const hooks = receiver(() => answer);
    const created = await endpoint(hooks.url);
    const test1 = await service.sendTest(created.id);
    expect(test1).toMatchObject({ eventType: 'webhook.test', status: 'pending', attempts: 1, responseStatus: 500 });
    expect(hooks.received[0]!.json).toMatchObject({ type: 'webhook.test', data: { endpointId: created.id } });

    await t.db.update(webhookDeliveries).set({ status: 'failed' }).where(eq(webhookDeliveries.id, test1.id));
    answer = 200;
    const resent = await service.resend(test1.id);
    expect(resent).toMatchObject({ id: test1.id, status: 'succeeded', attempts: 2, responseStatus: 200 });
    expect(hooks.received.map((r) => r.headers.get('webhook-id'))).toEqual([test1.eventId, test1.eventId]);
    expect((await problemOf(service.resend('nope'))).status).toBe(404);
    expect((await problemOf(service.sendTest('nope'))).status).toBe(404);
  });

  test('deliveries of an endpoint are listed newest first, a page at a time', async () => {
    const hooks = receiver();
    const created = await endpoint(hooks.url);
    for (let i = 0; i < 3; i++) await service.sendTest(created.id);
    const newestFirst = [desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id)];
    const first = await service.listDeliveries(created.id, { orderBy: newestFirst, offset: 0, limit: 2 });
    const second = await service.listDeliveries(created.id, { orderBy: newestFirst, offset: 2, limit: 2 });
    expect(first.total).toBe(3);
    expect(first.deliveries).toHaveLength(2);
    expect(second.deliveries).toHaveLength(1);
    const ids = [...first.deliveries, ...second.deliveries].map((d) => d.eventId);
    const sent = hooks.received.map((r) => r.json.id);
    expect(ids).toEqual(sent.reverse());
    expect(first.deliveries[0]).toMatchObject({ status: 'succeeded', responseStatus: 200, endpointId: created.id });
  });
});
