import { expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { payments, services, subscriptions } from '../db/schema.ts';
import { markManualPaymentReceived } from '../modules/billing/manual-billing.ts';
import { registerClient } from '../testing/accounts.ts';
import { type TestApp, withFreshApp } from '../testing/test-app.ts';
import { billingRenewals } from './billing-renewals.ts';

let t: TestApp;
withFreshApp((app) => (t = app));

async function activeManual(autoRenew: boolean, renewalDate: Date, stripeSubscriptionId: string | null = null) {
  const client = await registerClient(t);
  const [service] = await t.db.select().from(services).where(eq(services.packageType, 'standard'));
  const [sub] = await t.db
    .insert(subscriptions)
    .values({
      userId: client.user.id,
      serviceId: service!.id,
      status: 'active',
      startDate: new Date(renewalDate.getTime() - 30 * 86_400_000),
      renewalDate,
      autoRenew,
      stripeSubscriptionId,
    })
    .returning();
  return sub!;
}

test('past its renewal date, a manual subscription with auto-renew gets one pending payment; without, it expires', async () => {
  const past = new Date(Date.now() - 86_400_000);
  const renewing = await activeManual(true, past);
  const ending = await activeManual(false, past);
  const notDue = await activeManual(true, new Date(Date.now() + 86_400_000));
  const stripeOne = await activeManual(true, past, 'sub_stripe');

  expect(await billingRenewals(t.db)).toEqual({ invoiced: 1, expired: 1 });
  await billingRenewals(t.db); // again: still one payment
  const raised = await t.db.select().from(payments).where(eq(payments.subscriptionId, renewing.id));
  expect(raised).toHaveLength(1);
  expect(raised[0]).toMatchObject({ status: 'pending', amount: 3599, paymentMethod: 'EFT', paymentDate: past });
  const [expired] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, ending.id));
  expect(expired).toMatchObject({ status: 'expired', endDate: past });
  for (const untouched of [notDue, stripeOne]) {
    expect(await t.db.select().from(payments).where(eq(payments.subscriptionId, untouched.id))).toEqual([]);
  }

  // Paying it moves the renewal date a month on from the old one.
  await markManualPaymentReceived(t.db, raised[0]!.id);
  const [renewed] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, renewing.id));
  expect(renewed!.status).toBe('active');
  expect(renewed!.renewalDate!.getTime()).toBeGreaterThan(Date.now() + 25 * 86_400_000);
});

test('renewals run by two processes at the same moment raise one payment: the unique index holds, not the read', async () => {
  const renewing = await activeManual(true, new Date(Date.now() - 86_400_000));
  await Promise.all([billingRenewals(t.db), billingRenewals(t.db), billingRenewals(t.db)]);
  expect(await t.db.select().from(payments).where(eq(payments.subscriptionId, renewing.id))).toHaveLength(1);

  // The database itself refuses a second pending EFT payment for the subscription.
  const [raised] = await t.db.select().from(payments).where(eq(payments.subscriptionId, renewing.id));
  const copy = { ...raised!, id: crypto.randomUUID() };
  await expect(t.db.insert(payments).values(copy).execute()).rejects.toThrow();
});
