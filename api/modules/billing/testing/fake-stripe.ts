import Stripe from 'stripe';

export interface RecordedCall {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: Headers;
}

/**
 * A local stand-in for api.stripe.com that the real SDK talks to (host/port/
 * protocol options): customers, checkout sessions and subscription updates.
 * Every call is recorded for the test to inspect.
 */
export function startFakeStripe() {
  const calls: RecordedCall[] = [];
  let counter = 0;
  // Customer creations held back until this many have arrived, so a test can make checkouts race.
  let held: { count: number; waiting: (() => void)[] } | null = null;
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(request) {
      const url = new URL(request.url);
      const form = new URLSearchParams(await request.text());
      calls.push({ method: request.method, path: url.pathname, form, headers: request.headers });
      if (request.headers.get('authorization') !== 'Bearer sk_test_fake')
        return Response.json({ error: { type: 'invalid_request_error', message: 'Invalid API Key' } }, { status: 401 });
      counter++;
      if (request.method === 'POST' && url.pathname === '/v1/customers') {
        const id = `cus_fake${counter}`;
        if (held) {
          const gate = held;
          await new Promise<void>((release) => {
            gate.waiting.push(release);
            if (gate.waiting.length >= gate.count) for (const go of gate.waiting.splice(0)) go();
          });
        }
        return Response.json({
          id,
          object: 'customer',
          email: form.get('email'),
          name: form.get('name'),
        });
      }
      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const id = `cs_test_fake${counter}`;
        return Response.json({
          id,
          object: 'checkout.session',
          mode: form.get('mode'),
          customer: form.get('customer'),
          url: `https://checkout.stripe.test/c/pay/${id}`,
        });
      }
      const sub = url.pathname.match(/^\/v1\/subscriptions\/([^/]+)$/);
      if (request.method === 'DELETE' && sub) {
        return Response.json({ id: sub[1], object: 'subscription', status: 'canceled' });
      }
      if (request.method === 'POST' && sub) {
        return Response.json({
          id: sub[1],
          object: 'subscription',
          status: 'active',
          cancel_at_period_end: form.get('cancel_at_period_end') === 'true',
        });
      }
      return Response.json(
        { error: { type: 'invalid_request_error', message: `No such route ${url.pathname}` } },
        { status: 404 },
      );
    },
  });
  return {
    base: `http://127.0.0.1:${server.port}`,
    calls,
    /** From now on, answer customer creations only once `count` of them are waiting (0 stops holding). */
    holdCustomerCreations(count: number) {
      held = count > 0 ? { count, waiting: [] } : null;
    },
    stop: () => server.stop(true),
  };
}

export const FAKE_SECRET_KEY = 'sk_test_fake';
export const FAKE_WEBHOOK_SECRET = 'whsec_test_fake';

const signer = new Stripe(FAKE_SECRET_KEY);
let eventCounter = 0;

/** A Stripe event as Stripe would post it: JSON body and a real Stripe-Signature header. */
export async function signedEvent(
  type: string,
  object: Record<string, unknown>,
  id = `evt_test_${++eventCounter}_${crypto.randomUUID().slice(0, 8)}`,
) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-10-29.clover',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const signature = await signer.webhooks.generateTestHeaderStringAsync({ payload, secret: FAKE_WEBHOOK_SECRET });
  return { id, payload, signature };
}
