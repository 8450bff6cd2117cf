import { afterAll, describe, expect, test } from 'bun:test';
import { withoutLetterGate } from '../../testing/letter-gate.ts';
import { eq, sql } from 'drizzle-orm';
import { payments, stripeEvents, subscriptions, users } from '../../db/schema.ts';
import { registerClient, type SignedIn } from '../../testing/accounts.ts';
import { type TestApp, withFreshApp } from '../../testing/test-app.ts';
import type { LooseJson } from '../../testing/loose-json.ts';
import { FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET, signedEvent, startFakeStripe } from './testing/fake-stripe.ts';

const fake = startFakeStripe();
afterAll(() => fake.stop());

let t: TestApp;
let alice: SignedIn;
let bob: SignedIn;
let serviceId: string;
withFreshApp(
  async (app) => {
    t = app;
    fake.calls.length = 0;
    await withoutLetterGate(t.db);
    alice = await registerClient(t);
    bob = await registerClient(t);
    const list = (await (await t.request('/api/services')).json()) as { id: string; packageType: string }[];
    serviceId = list.find((s) => s.packageType === 'standard')!.id;
  },
  { stripeSecretKey: FAKE_SECRET_KEY, stripeWebhookSecret: FAKE_WEBHOOK_SECRET, stripeApiBase: fake.base },
);

const as = (who: SignedIn, path: string, init: RequestInit & { json?: unknown } = {}) =>
  t.request(path, { ...init, headers: { cookie: who.cookie, ...(init.headers as Record<string, string>) } });

async function pendingSubscription(who: SignedIn): Promise<string> {
  return ((await (await as(who, '/api/subscriptions', { method: 'POST', json: { serviceId } })).json()) as LooseJson)
    .id;
}

async function post(event: { payload: string; signature: string }, headers: Record<string, string> = {}) {
  return t.request('/api/webhooks/stripe', {
    method: 'POST',
    body: event.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature, ...headers },
  });
}

const subscriptionRow = async (id: string) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
const now = () => Math.floor(Date.now() / 1000);
type PaymentRow = { id: string; status: string; amount: number; stripePaymentId: string };

/** Checkout completed for a subscription: it becomes active with the Stripe id. */
async function complete(subscriptionId: string, stripeId = 'sub_fake_1') {
  const res = await post(
    await signedEvent('checkout.session.completed', {
      id: 'cs_1',
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      subscription: stripeId,
      client_reference_id: subscriptionId,
      metadata: { subscriptionId },
      created: now(),
    }),
  );
  expect(res.status).toBe(200);
}

const invoice = (stripeSubscriptionId: string, id = 'in_fake_1', extra: Record<string, unknown> = {}) => ({
  id,
  object: 'invoice',
  currency: 'zar',
  amount_paid: 359900,
  amount_due: 359900,
  created: now(),
  status_transitions: { paid_at: now() },
  parent: { type: 'subscription_details', subscription_details: { subscription: stripeSubscriptionId, metadata: {} } },
  lines: {
    data: [
      { description: '1 × Standard package (at R3,599.00 / month)', period: { start: now(), end: now() + 31 * 86400 } },
    ],
  },
  ...extra,
});

describe('checkout with Stripe', () => {
  test('a Checkout Session in subscription mode, in ZAR, for a customer created once', async () => {
    const subscriptionId = await pendingSubscription(alice);
    expect((await as(bob, '/api/checkout', { method: 'POST', json: { subscriptionId } })).status).toBe(404);
    const res = await as(alice, '/api/checkout', { method: 'POST', json: { subscriptionId } });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as LooseJson;
    expect(answer.mode).toBe('stripe');
    expect(answer.url).toStartWith('https://checkout.stripe.test/c/pay/cs_test_fake');

    const customers = fake.calls.filter((c) => c.path === '/v1/customers');
    expect(customers).toHaveLength(1);
    expect(customers[0]!.form.get('email')).toBe(alice.user.email);
    const [user] = await t.db
      .select({ stripeCustomerId: users.stripeCustomerId })
      .from(users)
      .where(eq(users.id, alice.user.id));
    expect(user!.stripeCustomerId).toStartWith('cus_fake');

    const session = fake.calls.find((c) => c.path === '/v1/checkout/sessions')!;
    expect(session.headers.get('authorization')).toBe(`Bearer ${FAKE_SECRET_KEY}`);
    expect(session.form.get('mode')).toBe('subscription');
    expect(session.form.get('customer')).toBe(user!.stripeCustomerId);
    expect(session.form.get('client_reference_id')).toBe(subscriptionId);
    expect(session.form.get('line_items[0][price_data][currency]')).toBe('zar');
    expect(session.form.get('line_items[0][price_data][unit_amount]')).toBe('359900');
    expect(session.form.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(session.form.get('subscription_data[metadata][subscriptionId]')).toBe(subscriptionId);
    expect(session.form.get('success_url')).toContain(`/checkout?subscriptionId=${subscriptionId}&status=success`);

    // A second checkout reuses the customer.
    await as(alice, '/api/checkout', { method: 'POST', json: { subscriptionId } });
    expect(fake.calls.filter((c) => c.path === '/v1/customers')).toHaveLength(1);
    // No pending payment is raised for card payments: Stripe's invoice records it.
    expect(await t.db.select().from(payments)).toEqual([]);
  });

  test('two checkouts at once that get two customers keep the first stored one', async () => {
    // The fake ignores idempotency keys, so each racer gets its own customer.
    fake.holdCustomerCreations(2);
    const first = await pendingSubscription(alice);
    const second = await pendingSubscription(alice);
    try {
      const answers = await Promise.all(
        [first, second].map((subscriptionId) =>
          as(alice, '/api/checkout', { method: 'POST', json: { subscriptionId } }),
        ),
      );
      expect(answers.map((res) => res.status)).toEqual([200, 200]);
    } finally {
      fake.holdCustomerCreations(0);
    }
    expect(fake.calls.filter((c) => c.path === '/v1/customers')).toHaveLength(2);
    const [user] = await t.db
      .select({ stripeCustomerId: users.stripeCustomerId })
      .from(users)
      .where(eq(users.id, alice.user.id));
    const sessions = fake.calls.filter((c) => c.path === '/v1/checkout/sessions');
    expect(sessions.map((c) => c.form.get('customer'))).toEqual([user!.stripeCustomerId, user!.stripeCustomerId]);
  });

  test('cancel and auto-renew set cancel-at-period-end on Stripe', async () => {
    const subscriptionId = await pendingSubscription(alice);
    await complete(subscriptionId, 'sub_cancel_me');
    expect((await as(bob, `/api/subscriptions/${subscriptionId}/cancel`, { method: 'POST' })).status).toBe(404);
    const off = await as(alice, `/api/subscriptions/${subscriptionId}`, {
      method: 'PATCH',
      json: { autoRenew: false },
    });
    expect(off.status).toBe(200);
    let call = fake.calls.at(-1)!;
    expect(call.path).toBe('/v1/subscriptions/sub_cancel_me');
    expect(call.form.get('cancel_at_period_end')).toBe('true');
    await as(alice, `/api/subscriptions/${subscriptionId}`, { method: 'PATCH', json: { autoRenew: true } });
    expect(fake.calls.at(-1)!.form.get('cancel_at_period_end')).toBe('false');

    const canceled = (await (
      await as(alice, `/api/subscriptions/${subscriptionId}/cancel`, { method: 'POST' })
    ).json()) as LooseJson;
    call = fake.calls.at(-1)!;
    expect(call.path).toBe('/v1/subscriptions/sub_cancel_me');
    expect(call.form.get('cancel_at_period_end')).toBe('true');
    expect(canceled).toMatchObject({ status: 'canceled', autoRenew: false });
    expect(canceled.endDate).toBe(canceled.renewalDate);
  });
});

test('deleting the account ends its Stripe subscriptions at once', async () => {
  const subscriptionId = await pendingSubscription(alice);
  await complete(subscriptionId, 'sub_gone');
  const res = await as(alice, '/api/user', { method: 'DELETE', json: { password: 'correct-horse-1' } });
  expect(res.status).toBeLessThan(300);
  expect(fake.calls.some((c) => c.method === 'DELETE' && c.path === '/v1/subscriptions/sub_gone')).toBe(true);
});

describe('Stripe webhooks', () => {
  test('checkout completed activates with the Stripe id, start and renewal dates; a replay changes nothing', async () => {
    const subscriptionId = await pendingSubscription(alice);
    const event = await signedEvent('checkout.session.completed', {
      id: 'cs_1',
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      subscription: 'sub_123',
      client_reference_id: subscriptionId,
      metadata: { subscriptionId },
      created: now(),
    });
    const first = await post(event);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    const row = await subscriptionRow(subscriptionId);
    expect(row).toMatchObject({ status: 'active', stripeSubscriptionId: 'sub_123' });
    expect(row.renewalDate!.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);

    // Something changes it meanwhile; the replayed event must not undo that.
    await t.db.update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.id, subscriptionId));
    const replay = await post(event);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect((await subscriptionRow(subscriptionId)).status).toBe('canceled');
  });

  test('a paid invoice records a completed payment once and moves the renewal date', async () => {
    const subscriptionId = await pendingSubscription(alice);
    await complete(subscriptionId, 'sub_paid');
    const periodEnd = now() + 40 * 86400;
    const event = await signedEvent(
      'invoice.paid',
      invoice('sub_paid', 'in_paid', {
        lines: { data: [{ description: 'Standard package', period: { start: now(), end: periodEnd } }] },
      }),
    );
    expect((await post(event)).status).toBe(200);
    expect((await post(event)).status).toBe(200);
    const list = (await (await as(alice, '/api/payments')).json()) as LooseJson[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      status: 'completed',
      amount: 3599,
      currency: 'ZAR',
      paymentMethod: 'Card',
      stripePaymentId: 'in_paid',
      description: 'Standard package',
      subscriptionId,
    });
    expect((await subscriptionRow(subscriptionId)).renewalDate!.getTime()).toBe(periodEnd * 1000);
    // The client can download its tax invoice.
    expect((await as(alice, `/api/payments/${list[0].id}/invoice`)).status).toBe(200);
  });

  test('a paid invoice arriving before checkout completed still finds the subscription by metadata', async () => {
    const subscriptionId = await pendingSubscription(alice);
    const early = invoice('sub_early', 'in_early');
    (early.parent.subscription_details as LooseJson).metadata = { subscriptionId };
    expect((await post(await signedEvent('invoice.paid', early))).status).toBe(200);
    expect(await subscriptionRow(subscriptionId)).toMatchObject({
      status: 'active',
      stripeSubscriptionId: 'sub_early',
    });
  });

  test('a failed invoice records a failed payment', async () => {
    const subscriptionId = await pendingSubscription(alice);
    await complete(subscriptionId, 'sub_fail');
    expect(
      (await post(await signedEvent('invoice.payment_failed', invoice('sub_fail', 'in_fail', { amount_paid: 0 }))))
        .status,
    ).toBe(200);
    const [payment] = (await (await as(alice, '/api/payments')).json()) as LooseJson[];
    expect(payment).toMatchObject({ status: 'failed', amount: 3599, stripePaymentId: 'in_fail' });
    expect((await as(alice, `/api/payments/${payment.id}/invoice`)).status).toBe(409);
  });

  test('a checkout completed unpaid (a delayed method) links the Stripe subscription but activates nothing until paid', async () => {
    const subscriptionId = await pendingSubscription(alice);
    const session = (payment_status: string) => ({
      id: 'cs_delayed',
      object: 'checkout.session',
      mode: 'subscription',
      payment_status,
      subscription: 'sub_delayed',
      client_reference_id: subscriptionId,
      metadata: { subscriptionId },
      created: now(),
    });
    expect((await post(await signedEvent('checkout.session.completed', session('unpaid')))).status).toBe(200);
    expect(await subscriptionRow(subscriptionId)).toMatchObject({
      status: 'pending',
      stripeSubscriptionId: 'sub_delayed',
    });
    // No payment status at all is not a payment either.
    const { payment_status: _, ...withoutStatus } = session('paid');
    expect((await post(await signedEvent('checkout.session.completed', withoutStatus))).status).toBe(200);
    expect((await subscriptionRow(subscriptionId)).status).toBe('pending');

    expect((await post(await signedEvent('checkout.session.async_payment_succeeded', session('paid')))).status).toBe(
      200,
    );
    const row = await subscriptionRow(subscriptionId);
    expect(row.status).toBe('active');
    expect(row.renewalDate!.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
  });

  test('a free checkout (no payment required) activates', async () => {
    const subscriptionId = await pendingSubscription(alice);
    const event = await signedEvent('checkout.session.completed', {
      id: 'cs_free',
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'no_payment_required',
      subscription: 'sub_free',
      metadata: { subscriptionId },
      created: now(),
    });
    expect((await post(event)).status).toBe(200);
    expect((await subscriptionRow(subscriptionId)).status).toBe('active');
  });

  test('a payment failure arriving after the payment never downgrades it; a failure retried and paid completes', async () => {
    const subscriptionId = await pendingSubscription(alice);
    await complete(subscriptionId, 'sub_order');
    const paid = invoice('sub_order', 'in_order');
    expect((await post(await signedEvent('invoice.paid', paid))).status).toBe(200);
    const late = invoice('sub_order', 'in_order', { amount_paid: 0, amount_due: 100, created: now() + 60 });
    expect((await post(await signedEvent('invoice.payment_failed', late))).status).toBe(200);
    let list = (await (await as(alice, '/api/payments')).json()) as PaymentRow[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ status: 'completed', amount: 3599, stripePaymentId: 'in_order' });
    expect((await subscriptionRow(subscriptionId)).status).toBe('active');
    expect((await as(alice, `/api/payments/${list[0]!.id}/invoice`)).status).toBe(200);

    // The other order is a real retry: failed first, then paid.
    const retried = invoice('sub_order', 'in_retry');
    expect((await post(await signedEvent('invoice.payment_failed', retried))).status).toBe(200);
    expect((await post(await signedEvent('invoice.paid', retried))).status).toBe(200);
    list = (await (await as(alice, '/api/payments')).json()) as PaymentRow[];
    expect(list.find((p) => p.stripePaymentId === 'in_retry')).toMatchObject({ status: 'completed' });
  });

  test('subscription updates and deletions set auto-renew, status and end date', async () => {
    const subscriptionId = await pendingSubscription(alice);
    await complete(subscriptionId, 'sub_sync');
    const cancelAt = now() + 20 * 86400;
    await post(
      await signedEvent('customer.subscription.updated', {
        id: 'sub_sync',
        object: 'subscription',
        status: 'active',
        cancel_at_period_end: true,
        cancel_at: cancelAt,
        items: { data: [{ current_period_end: cancelAt }] },
      }),
    );
    let row = await subscriptionRow(subscriptionId);
    expect(row).toMatchObject({ autoRenew: false, status: 'active' });
    expect(row.endDate!.getTime()).toBe(cancelAt * 1000);

    await post(
      await signedEvent('customer.subscription.updated', {
        id: 'sub_sync',
        object: 'subscription',
        status: 'active',
        cancel_at_period_end: false,
        cancel_at: null,
        items: { data: [{ current_period_end: cancelAt }] },
      }),
    );
    row = await subscriptionRow(subscriptionId);
    expect(row).toMatchObject({ autoRenew: true, status: 'active', endDate: null });

    const endedAt = now();
    await post(
      await signedEvent('customer.subscription.deleted', {
        id: 'sub_sync',
        object: 'subscription',
        status: 'canceled',
        ended_at: endedAt,
      }),
    );
    row = await subscriptionRow(subscriptionId);
    expect(row).toMatchObject({ autoRenew: false, status: 'expired' });
    expect(row.endDate!.getTime()).toBe(endedAt * 1000);
  });

  test('events for unknown subscriptions are acknowledged and change nothing', async () => {
    for (const event of [
      await signedEvent('checkout.session.completed', {
        id: 'cs_x',
        mode: 'subscription',
        subscription: 'sub_x',
        client_reference_id: 'nope',
        metadata: {},
      }),
      await signedEvent('invoice.paid', invoice('sub_unknown', 'in_unknown')),
      await signedEvent('customer.subscription.deleted', { id: 'sub_unknown', status: 'canceled' }),
      await signedEvent('payment_intent.created', { id: 'pi_1' }),
    ]) {
      expect((await post(event)).status).toBe(200);
    }
    expect(await t.db.select().from(payments)).toEqual([]);
  });

  test('a bad or missing signature is a 400 and changes nothing', async () => {
    const subscriptionId = await pendingSubscription(alice);
    const event = await signedEvent('checkout.session.completed', {
      id: 'cs_1',
      mode: 'subscription',
      subscription: 'sub_bad',
      client_reference_id: subscriptionId,
      metadata: { subscriptionId },
    });
    const tampered = event.payload.replace('sub_bad', 'sub_evil');
    expect((await post({ payload: tampered, signature: event.signature })).status).toBe(400);
    expect((await post({ payload: event.payload, signature: '' })).status).toBe(400);
    expect((await post({ payload: event.payload, signature: 't=1,v1=deadbeef' })).status).toBe(400);
    const noHeader = await t.request('/api/webhooks/stripe', {
      method: 'POST',
      body: event.payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(noHeader.status).toBe(400);
    expect(((await noHeader.json()) as LooseJson).title).toBe('Bad Request');
    expect((await subscriptionRow(subscriptionId)).status).toBe('pending');
    expect((await t.db.select({ n: sql<number>`count(*)` }).from(stripeEvents))[0]!.n).toBe(0);
  });

  test("Stripe's server (no Origin, no Sec-Fetch-Site) passes the cross-site guard; a browser's cross-site post does not", async () => {
    const event = await signedEvent('payment_intent.created', { id: 'pi_2' });
    expect((await post(event)).status).toBe(200);
    const crossSite = await post(await signedEvent('payment_intent.created', { id: 'pi_3' }), {
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
  });
});
