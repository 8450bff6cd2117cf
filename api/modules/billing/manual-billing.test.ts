import { describe, expect, test } from 'bun:test';
import { withoutLetterGate } from '../../testing/letter-gate.ts';
import { eq } from 'drizzle-orm';
import { payments, subscriptions, users } from '../../db/schema.ts';
import { extractPdfText } from '../../lib/pdf/extract-text.ts';
import { registerClient, type SignedIn } from '../../testing/accounts.ts';
import { type TestApp, withFreshApp } from '../../testing/test-app.ts';
import type { LooseJson } from '../../testing/loose-json.ts';
import { markManualPaymentReceived } from './manual-billing.ts';

let t: TestApp;
let alice: SignedIn;
let bob: SignedIn;
let essentialId: string;
let standardId: string;

withFreshApp(async (app) => {
  t = app;
  await withoutLetterGate(t.db);
  alice = await registerClient(t);
  bob = await registerClient(t);
  const list = (await (await t.request('/api/services')).json()) as { id: string; packageType: string }[];
  essentialId = list.find((s) => s.packageType === 'essential')!.id;
  standardId = list.find((s) => s.packageType === 'standard')!.id;
});

const as = (who: SignedIn, path: string, init: RequestInit & { json?: unknown } = {}) =>
  t.request(path, { ...init, headers: { cookie: who.cookie, ...(init.headers as Record<string, string>) } });

async function subscribe(who: SignedIn, serviceId = essentialId) {
  const res = await as(who, '/api/subscriptions', { method: 'POST', json: { serviceId } });
  return { res, body: (await res.json()) as LooseJson };
}

/** Subscribes and pays by EFT (staff mark it received): an active manual subscription and a completed payment. */
async function activeManual(who: SignedIn) {
  const { body: sub } = await subscribe(who);
  const checkout = (await (
    await as(who, '/api/checkout', { method: 'POST', json: { subscriptionId: sub.id } })
  ).json()) as LooseJson;
  await markManualPaymentReceived(t.db, checkout.paymentId);
  return { subscriptionId: sub.id as string, paymentId: checkout.paymentId as string };
}

describe('subscriptions', () => {
  test('choosing a package makes a pending subscription in the cart; asking again gives the same one', async () => {
    const first = await subscribe(alice);
    expect(first.res.status).toBe(201);
    expect(first.body).toMatchObject({
      status: 'pending',
      serviceId: essentialId,
      autoRenew: true,
      stripeSubscriptionId: null,
    });
    expect(first.body.service).toMatchObject({ title: 'Essential', price: 1299, packageType: 'essential' });
    const again = await subscribe(alice);
    expect(again.res.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const cart = (await (await as(alice, '/api/cart')).json()) as LooseJson[];
    expect(cart.map((s) => s.id)).toEqual([first.body.id]);
    const list = (await (await as(alice, '/api/subscriptions')).json()) as LooseJson[];
    expect(list).toHaveLength(1);
    expect(await (await as(bob, '/api/subscriptions')).json()).toEqual([]);
  });

  test('bad input is a problem, never a 500', async () => {
    expect((await subscribe(alice, 'no-such-package')).res.status).toBe(422);
    expect((await as(alice, '/api/subscriptions', { method: 'POST', json: {} })).status).toBe(422);
    expect(
      (await as(alice, '/api/subscriptions', { method: 'POST', json: { serviceId: essentialId, extra: 1 } })).status,
    ).toBe(422);
    expect((await t.request('/api/subscriptions')).status).toBe(401);
    expect((await t.request('/api/subscriptions', { method: 'POST', json: { serviceId: essentialId } })).status).toBe(
      401,
    );
  });

  test('auto-renew and cancel work on my active subscriptions only', async () => {
    const { body: pending } = await subscribe(alice, standardId);
    expect((await as(alice, `/api/subscriptions/${pending.id}/cancel`, { method: 'POST' })).status).toBe(409);
    const { subscriptionId } = await activeManual(alice);
    // Another client's id is unknown to them.
    expect(
      (await as(bob, `/api/subscriptions/${subscriptionId}`, { method: 'PATCH', json: { autoRenew: false } })).status,
    ).toBe(404);
    expect((await as(bob, `/api/subscriptions/${subscriptionId}/cancel`, { method: 'POST' })).status).toBe(404);
    expect(
      (await as(alice, `/api/subscriptions/${subscriptionId}`, { method: 'PATCH', json: { autoRenew: 'no' } })).status,
    ).toBe(422);

    const off = await as(alice, `/api/subscriptions/${subscriptionId}`, {
      method: 'PATCH',
      json: { autoRenew: false },
    });
    expect(off.status).toBe(200);
    expect(((await off.json()) as LooseJson).autoRenew).toBe(false);

    const canceled = (await (
      await as(alice, `/api/subscriptions/${subscriptionId}/cancel`, { method: 'POST' })
    ).json()) as LooseJson;
    expect(canceled.status).toBe('canceled');
    // Access lasts until the end of the paid period.
    expect(canceled.endDate).toBe(canceled.renewalDate);
    expect(new Date(canceled.endDate).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect((await as(alice, `/api/subscriptions/${subscriptionId}/cancel`, { method: 'POST' })).status).toBe(409);
  });

  test('a package already active cannot be chosen again', async () => {
    await activeManual(alice);
    expect((await subscribe(alice)).res.status).toBe(409);
  });
});

describe('manual checkout and payments', () => {
  test('without Stripe, checkout gives EFT instructions and one pending payment; staff marking it received activates', async () => {
    const { body: sub } = await subscribe(alice);
    expect((await as(bob, '/api/checkout', { method: 'POST', json: { subscriptionId: sub.id } })).status).toBe(404);
    const res = await as(alice, '/api/checkout', { method: 'POST', json: { subscriptionId: sub.id } });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as LooseJson;
    expect(answer).toMatchObject({ mode: 'manual', amount: 1299, currency: 'ZAR' });
    expect(answer.reference).toMatch(/^LL-[0-9A-F]{8}$/);
    expect(answer.instructions).toContain(answer.reference);
    const again = (await (
      await as(alice, '/api/checkout', { method: 'POST', json: { subscriptionId: sub.id } })
    ).json()) as LooseJson;
    expect(again.paymentId).toBe(answer.paymentId);

    let list = (await (await as(alice, '/api/payments')).json()) as LooseJson[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ status: 'pending', paymentMethod: 'EFT', amount: 1299, currency: 'ZAR' });
    expect(list[0].subscription).toMatchObject({ id: sub.id, service: { title: 'Essential' } });
    expect((await as(alice, `/api/payments/${answer.paymentId}/invoice`)).status).toBe(409);

    await markManualPaymentReceived(t.db, answer.paymentId);
    await expect(markManualPaymentReceived(t.db, answer.paymentId)).rejects.toThrow();
    const [active] = (await (await as(alice, '/api/subscriptions')).json()) as LooseJson[];
    expect(active).toMatchObject({ status: 'active', stripeSubscriptionId: null });
    expect(new Date(active.renewalDate).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    list = (await (await as(alice, '/api/payments')).json()) as LooseJson[];
    expect(list[0].status).toBe('completed');
    expect((await as(alice, '/api/checkout', { method: 'POST', json: { subscriptionId: sub.id } })).status).toBe(409);
    expect(await (await as(alice, '/api/cart')).json()).toEqual([]);
  });

  test('checkouts at once for one subscription raise one pending payment', async () => {
    const { body: sub } = await subscribe(alice);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => as(alice, '/api/checkout', { method: 'POST', json: { subscriptionId: sub.id } })),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(
      await Promise.all(answers.map(async (res) => ((await res.json()) as { paymentId: string }).paymentId)),
    );
    expect(ids.size).toBe(1);
    expect(await t.db.select().from(payments).where(eq(payments.subscriptionId, sub.id))).toHaveLength(1);
  });

  test('payments are newest first and only mine', async () => {
    const { subscriptionId } = await activeManual(alice);
    await t.db.insert(payments).values({
      userId: alice.user.id,
      subscriptionId,
      amount: 1299,
      status: 'failed',
      paymentMethod: 'Card',
      paymentDate: new Date(Date.now() + 60_000),
      description: 'later',
    });
    await t.db.insert(payments).values({
      userId: alice.user.id,
      amount: 10,
      status: 'refunded',
      paymentDate: new Date(Date.now() - 86_400_000),
      description: 'older, no subscription',
    });
    const list = (await (await as(alice, '/api/payments')).json()) as LooseJson[];
    expect(list.map((p) => p.description)).toEqual([
      'later',
      expect.stringContaining('Essential package'),
      'older, no subscription',
    ]);
    expect(list[2].subscription).toBeNull();
    expect(await (await as(bob, '/api/payments')).json()).toEqual([]);
    expect((await as(bob, `/api/payments/${list[1].id}/invoice`)).status).toBe(404);
    expect((await as(alice, '/api/payments/nope/invoice')).status).toBe(404);
  });
});

describe('tax invoice', () => {
  test('a completed payment has a PDF tax invoice meeting section 20 of the VAT Act', async () => {
    await t.db
      .update(users)
      .set({
        firstName: 'Thandi',
        lastName: 'Nkosi',
        company: 'Nkosi Trading',
        address: '5 Long Street',
        city: 'Cape Town',
        postalCode: '8001',
        vatNumber: '4999999999',
      })
      .where(eq(users.id, alice.user.id));
    const { paymentId } = await activeManual(alice);
    const res = await as(alice, `/api/payments/${paymentId}/invoice`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="INV-\d{6}-[0-9A-F]{8}\.pdf"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw.trimEnd().endsWith('%%EOF')).toBe(true);
    const text = await extractPdfText(bytes);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('Ledgerline Accounting (Pty) Ltd');
    expect(text).toContain('12 Main Road, Rondebosch, Cape Town, 7700, South Africa');
    expect(text).toContain('VAT number: 4123456789');
    expect(text).toMatch(/Invoice number:\s+INV-\d{6}-[0-9A-F]{8}/);
    expect(text).toContain('Invoice date:');
    expect(text).toContain('Thandi Nkosi');
    expect(text).toContain('Nkosi Trading');
    expect(text).toContain('5 Long Street, Cape Town, 8001, South Africa');
    expect(text).toContain('Client VAT number: 4999999999');
    expect(text).toContain('Essential package – monthly subscription');
    // R1 299.00 incl. VAT = R1 129.57 + R169.43 VAT (15/115).
    expect(text).toMatch(/Amount excluding VAT\s+R 1 129,57/);
    expect(text).toMatch(/VAT at 15%\s+R 169,43/);
    expect(text).toMatch(/Total including VAT\s+R 1 299,00/);
  });

  test('the invoice number takes its month in South African time, as the printed date does', async () => {
    const { body: sub } = await subscribe(alice);
    const checkout = (await (
      await as(alice, '/api/checkout', { method: 'POST', json: { subscriptionId: sub.id } })
    ).json()) as { paymentId: string };
    // 22:30 UTC on 31 March is 00:30 on 1 April in South Africa.
    await markManualPaymentReceived(t.db, checkout.paymentId, new Date('2026-03-31T22:30:00Z'));
    const res = await as(alice, `/api/payments/${checkout.paymentId}/invoice`);
    expect(res.headers.get('content-disposition')).toMatch(/filename="INV-202604-[0-9A-F]{8}\.pdf"/);
    const text = await extractPdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toMatch(/Invoice number:\s+INV-202604-/);
    expect(text).toContain('1 April 2026');
  });

  test("any name prints as written ('Zoë Ngcobo-Müller', Tshivenda's 'Ṱhalitha'), and a long address wraps within its column", async () => {
    const address =
      'Unit 1204, The Towers on Heerengracht, Corner of Hans Strijdom Avenue and Heerengracht Street, Foreshore';
    await t.db
      .update(users)
      .set({
        firstName: 'Zoë',
        lastName: 'Ngcobo-Müller',
        company: 'Ṱhalitha Ṋemaṱhaṋi Holdings',
        address,
        city: 'Cape Town',
        postalCode: '8001',
      })
      .where(eq(users.id, alice.user.id));
    const { paymentId } = await activeManual(alice);
    const text = await extractPdfText(
      new Uint8Array(await (await as(alice, `/api/payments/${paymentId}/invoice`)).arrayBuffer()),
    );
    expect(text).toContain('Zoë Ngcobo-Müller');
    expect(text).toContain('Ṱhalitha Ṋemaṱhaṋi Holdings');
    expect(text).not.toContain('?');
    // Wrapped: every word is there, over more than one line.
    const addressLines = text.split('\n').filter((line) => /Towers|Heerengracht|Foreshore|Strijdom/.test(line));
    expect(addressLines.length).toBeGreaterThan(1);
    expect(text.replace(/\s+/g, ' ')).toContain(`${address}, Cape Town, 8001, South Africa`);
  });

  test('a client without a VAT number gets no VAT number line for themselves', async () => {
    const { paymentId } = await activeManual(alice);
    const text = await extractPdfText(
      new Uint8Array(await (await as(alice, `/api/payments/${paymentId}/invoice`)).arrayBuffer()),
    );
    expect(text).not.toContain('Client VAT number');
    expect(text).toContain(alice.user.username);
  });
});

test('subscriptions of a deleted status stay out of the cart', async () => {
  const { body } = await subscribe(alice);
  await t.db.update(subscriptions).set({ status: 'expired' }).where(eq(subscriptions.id, body.id));
  expect(await (await as(alice, '/api/cart')).json()).toEqual([]);
});
