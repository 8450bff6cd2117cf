import { afterEach, describe, expect, test } from 'bun:test';
import { withoutLetterGate } from '../../testing/letter-gate.ts';
import { sql } from 'drizzle-orm';
import { documentRequests, webhookDeliveries, webhookEvents } from '../../db/schema.ts';
import { registerClient, type SignedIn } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import type { LooseJson } from '../../testing/loose-json.ts';
import { markManualPaymentReceived } from '../billing/manual-billing.ts';
import { FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET, signedEvent } from '../billing/testing/fake-stripe.ts';
import { deliverDueWebhooks } from './deliver.ts';
import { WEBHOOK_EVENT_TYPES } from './events.ts';
import { createWebhooksService } from './service.ts';
import { type Receiver, startReceiver } from './testing/receiver.ts';

/** The real code paths raise their events: each change made through the app, then what the endpoint got. */

let t: TestApp;
let hooks: Receiver;
afterEach(() => {
  hooks.stop();
  t.close();
});

async function start(overrides: Parameters<typeof createTestApp>[0] = {}) {
  t = await createTestApp({ webhooksAllowInsecure: true, rateLimitScale: 1000, ...overrides });
  await withoutLetterGate(t.db);
  hooks = startReceiver();
  await createWebhooksService(t.ctx).create(
    { url: hooks.url, events: [...WEBHOOK_EVENT_TYPES], includePersonalData: true },
    null,
  );
}

const as = (who: SignedIn, path: string, init: RequestInit & { json?: unknown } = {}) =>
  t.request(path, { ...init, headers: { cookie: who.cookie, ...(init.headers as Record<string, string>) } });

/** Runs the worker and answers what the endpoint received, in the order the events were raised (a batch is sent side by side). */
async function delivered() {
  await deliverDueWebhooks(t.db, t.ctx.appSecret, { allowInsecure: true });
  const raised = (await t.db.select({ id: webhookEvents.id }).from(webhookEvents).orderBy(sql`rowid`)).map((e) => e.id);
  expect(hooks.received).toHaveLength(raised.length);
  return hooks.received.map((r) => r.json).sort((a, b) => raised.indexOf(a.id) - raised.indexOf(b.id));
}

async function solved() {
  const { a, b, token } = (await (await t.request('/api/human-check')).json()) as LooseJson;
  return { captcha: String(a + b), captchaToken: token };
}

describe('enquiries', () => {
  test('a contact message, a waitlist enquiry and a quote request each raise one enquiry.created', async () => {
    await start();
    const contact = {
      name: 'Thandi Mokoena',
      email: 'thandi@example.co.za',
      subject: 'Payroll',
      message: 'Please call me about payroll.',
      ...(await solved()),
    };
    expect((await t.request('/api/contact', { method: 'POST', json: contact })).status).toBe(201);
    const waitlist = { name: 'Sipho Dlamini', email: 'sipho@example.co.za', terms: true, ...(await solved()) };
    expect((await t.request('/api/waitlist', { method: 'POST', json: waitlist })).status).toBe(201);
    const quote = {
      name: 'Lerato',
      email: 'lerato@example.co.za',
      businessType: 'private_company',
      services: ['bookkeeping'],
      ...(await solved()),
    };
    const quoteRes = await t.request('/api/quote-requests', { method: 'POST', json: quote });
    expect(quoteRes.status).toBe(201);

    expect(await t.db.select().from(webhookDeliveries)).toHaveLength(3);
    const events = await delivered();
    expect(events.map((e) => [e.type, e.data.kind])).toEqual([
      ['enquiry.created', 'contact'],
      ['enquiry.created', 'waitlist'],
      ['enquiry.created', 'quote'],
    ]);
    expect(events[0]!.data).toMatchObject({ name: 'Thandi Mokoena', subject: 'Payroll' });
    expect(events[2]!.data).toMatchObject({ businessType: 'private_company', services: ['bookkeeping'] });
    for (const event of events) {
      expect(event.data).not.toHaveProperty('captcha');
      expect(event.data).not.toHaveProperty('captchaToken');
    }
  });

  test('a honeypot submission or a failed human check raises nothing', async () => {
    await start();
    const base = { name: 'Bot', email: 'bot@example.co.za', terms: true };
    await t.request('/api/waitlist', { method: 'POST', json: { ...base, ...(await solved()), website: 'x' } });
    await t.request('/api/waitlist', { method: 'POST', json: { ...base, captcha: '99', captchaToken: 'nope' } });
    expect(await t.db.select().from(webhookEvents)).toEqual([]);
  });
});

describe('documents', () => {
  test('an upload raises document.uploaded per file; answering a request also document_request.fulfilled', async () => {
    await start();
    const client = await registerClient(t);
    const form = (fields: Record<string, string>, names: string[]) => {
      const body = new FormData();
      for (const [key, value] of Object.entries(fields)) body.append(key, value);
      for (const name of names)
        body.append('files', new File([new Uint8Array(100).fill(37)], name, { type: 'application/pdf' }));
      return body;
    };
    const upload = (body: FormData) => as(client, '/api/documents/upload', { method: 'POST', body });
    expect((await upload(form({ category: 'invoice' }, ['a.pdf', 'b.pdf']))).status).toBe(201);
    const [request] = await t.db
      .insert(documentRequests)
      .values({ clientId: client.user.id, documentType: 'bank_statement', description: 'March statement' })
      .returning();
    expect((await upload(form({ requestId: request!.id }, ['march.pdf']))).status).toBe(201);

    const events = await delivered();
    expect(events.map((e) => e.type)).toEqual([
      'document.uploaded',
      'document.uploaded',
      'document.uploaded',
      'document_request.fulfilled',
    ]);
    expect(events[0]!.data).toMatchObject({ clientId: client.user.id, category: 'invoice', fileName: 'a.pdf' });
    expect(events[2]!.data).toMatchObject({ requestId: request!.id, fileName: 'march.pdf' });
    expect(events[3]!.data).toMatchObject({
      id: request!.id,
      status: 'completed',
      fulfilledWith: events[2]!.data.id,
      documentType: 'bank_statement',
    });
  });
});

describe('billing', () => {
  test('an EFT marked received activates (once) and completes a payment; cancelling raises subscription.canceled', async () => {
    await start();
    const client = await registerClient(t);
    const services = (await (await t.request('/api/services')).json()) as LooseJson[];
    const serviceId = services.find((s) => s.packageType === 'essential')!.id;
    const sub = (await (
      await as(client, '/api/subscriptions', { method: 'POST', json: { serviceId } })
    ).json()) as LooseJson;
    const checkout = (await (
      await as(client, '/api/checkout', { method: 'POST', json: { subscriptionId: sub.id } })
    ).json()) as LooseJson;
    await markManualPaymentReceived(t.db, checkout.paymentId);
    expect((await as(client, `/api/subscriptions/${sub.id}/cancel`, { method: 'POST' })).status).toBe(200);

    const events = await delivered();
    expect(events.map((e) => e.type)).toEqual(['subscription.activated', 'payment.completed', 'subscription.canceled']);
    expect(events[0]!.data).toMatchObject({
      id: sub.id,
      clientId: client.user.id,
      status: 'active',
      packageType: 'essential',
    });
    expect(events[1]!.data).toMatchObject({
      id: checkout.paymentId,
      subscriptionId: sub.id,
      amount: 1299,
      currency: 'ZAR',
      status: 'completed',
      paymentMethod: 'EFT',
    });
    expect(events[2]!.data).toMatchObject({ id: sub.id, status: 'canceled', autoRenew: false });
  });

  test('Stripe: checkout completed activates, a paid invoice completes a payment, an end on Stripe cancels; replays raise nothing', async () => {
    await start({ stripeSecretKey: FAKE_SECRET_KEY, stripeWebhookSecret: FAKE_WEBHOOK_SECRET });
    const client = await registerClient(t);
    const services = (await (await t.request('/api/services')).json()) as LooseJson[];
    const serviceId = services.find((s) => s.packageType === 'standard')!.id;
    const sub = (await (
      await as(client, '/api/subscriptions', { method: 'POST', json: { serviceId } })
    ).json()) as LooseJson;
    const now = Math.floor(Date.now() / 1000);
    const post = async (event: { payload: string; signature: string }) =>
      t.request('/api/webhooks/stripe', {
        method: 'POST',
        body: event.payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      });
    const completed = await signedEvent('checkout.session.completed', {
      id: 'cs_1',
      mode: 'subscription',
      payment_status: 'paid',
      subscription: 'sub_1',
      client_reference_id: sub.id,
      metadata: { subscriptionId: sub.id },
      created: now,
    });
    expect((await post(completed)).status).toBe(200);
    expect((await post(completed)).status).toBe(200);
    const paid = await signedEvent('invoice.paid', {
      id: 'in_1',
      currency: 'zar',
      amount_paid: 359900,
      created: now,
      status_transitions: { paid_at: now },
      parent: { subscription_details: { subscription: 'sub_1', metadata: {} } },
      lines: { data: [{ description: 'Standard package', period: { start: now, end: now + 31 * 86400 } }] },
    });
    expect((await post(paid)).status).toBe(200);

    // Ended on Stripe's side: one subscription.canceled, however often Stripe repeats it.
    const deleted = await signedEvent('customer.subscription.deleted', {
      id: 'sub_1',
      status: 'canceled',
      ended_at: now,
      metadata: { subscriptionId: sub.id },
    });
    expect((await post(deleted)).status).toBe(200);
    expect((await post(deleted)).status).toBe(200);

    const events = await delivered();
    expect(events.map((e) => e.type)).toEqual(['subscription.activated', 'payment.completed', 'subscription.canceled']);
    expect(events[1]!.data).toMatchObject({ subscriptionId: sub.id, amount: 3599, paymentMethod: 'Card' });
    expect(events[2]!.data).toMatchObject({ id: sub.id, status: 'expired', autoRenew: false });
  });
});
