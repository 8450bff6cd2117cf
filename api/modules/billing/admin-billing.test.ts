import { expect, test } from 'bun:test';
import { withoutLetterGate } from '../../testing/letter-gate.ts';
import { listUrl, type Firm, withFreshFirm } from '../../testing/firm.ts';
import type { SignedIn } from '../../testing/accounts.ts';
import type { TestApp } from '../../testing/test-app.ts';
import type { LooseJson } from '../../testing/loose-json.ts';

let t: TestApp;
let firm: Firm;
withFreshFirm(async (fresh) => {
  ({ t, firm } = fresh);
  await withoutLetterGate(t.db);
});

const call = (who: SignedIn, path: string, init: RequestInit & { json?: unknown } = {}) =>
  t.request(path, { ...init, headers: { cookie: who.cookie } });

/** The client picks a package and asks for EFT instructions: a pending payment. */
async function pendingEft(client: SignedIn) {
  const services = (await (await t.request('/api/services')).json()) as { id: string }[];
  const sub = (await (
    await call(client, '/api/subscriptions', { method: 'POST', json: { serviceId: services[0]!.id } })
  ).json()) as LooseJson;
  const checkout = (await (
    await call(client, '/api/checkout', { method: 'POST', json: { subscriptionId: sub.id } })
  ).json()) as LooseJson;
  return { subscriptionId: sub.id as string, paymentId: checkout.paymentId as string };
}

test('staff list subscriptions and payments (accountants only their clients) and mark a manual payment received', async () => {
  const { subscriptionId, paymentId } = await pendingEft(firm.assignedClient);
  const other = await pendingEft(firm.otherClient);

  const adminPayments = (await (
    await call(firm.admin, listUrl('payments', { filter: { status: 'pending' } }))
  ).json()) as LooseJson[];
  expect(adminPayments.map((p) => p.id).sort()).toEqual([paymentId, other.paymentId].sort());
  expect(adminPayments[0].reference).toMatch(/^LL-[0-9A-F]{8}$/);
  const accountantSubs = (await (await call(firm.accountant, listUrl('subscriptions'))).json()) as LooseJson[];
  expect(accountantSubs.map((s) => s.id)).toEqual([subscriptionId]);
  expect(accountantSubs[0]).toMatchObject({ status: 'pending', serviceTitle: expect.any(String) });
  expect((await call(firm.admin, listUrl('subscriptions', { filter: { status: 'nope' } }))).status).toBe(400);

  // An accountant cannot mark another accountant's client's payment; a client cannot at all.
  expect(
    (await call(firm.accountant, `/api/admin/payments/${other.paymentId}/mark-received`, { method: 'POST' })).status,
  ).toBe(404);
  expect(
    (await call(firm.assignedClient, `/api/admin/payments/${paymentId}/mark-received`, { method: 'POST' })).status,
  ).toBe(403);
  const marked = await call(firm.accountant, `/api/admin/payments/${paymentId}/mark-received`, { method: 'POST' });
  expect(marked.status).toBe(200);
  expect(((await marked.json()) as LooseJson).status).toBe('completed');
  expect(
    (await call(firm.accountant, `/api/admin/payments/${paymentId}/mark-received`, { method: 'POST' })).status,
  ).toBe(409);
  const [sub] = (await (await call(firm.assignedClient, '/api/subscriptions')).json()) as LooseJson[];
  expect(sub.status).toBe('active');
  expect((await call(firm.admin, '/api/admin/payments/nope/mark-received', { method: 'POST' })).status).toBe(404);
});
