import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { subscriptions } from '../db/schema.ts';
import { pendingManualPayment } from '../modules/billing/manual-billing.ts';

/**
 * Manual-billing renewals (Stripe renews its own subscriptions): an active
 * manual subscription past its renewal date gets a pending EFT payment for
 * the next period when auto-renew is on (paying it moves the renewal date on),
 * and expires at that date when auto-renew is off. Scheduled hourly under a lease
 * (api/jobs/index.ts); even without it, a second run raises nothing new, since the
 * pending payment rests on a unique index (see pendingManualPayment).
 */
export async function billingRenewals(db: Database, now = new Date()): Promise<{ invoiced: number; expired: number }> {
  const due = await db
    .select({
      id: subscriptions.id,
      userId: subscriptions.userId,
      renewalDate: subscriptions.renewalDate,
      autoRenew: subscriptions.autoRenew,
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        isNull(subscriptions.stripeSubscriptionId),
        lte(subscriptions.renewalDate, now),
      ),
    );
  let invoiced = 0;
  let expired = 0;
  for (const sub of due) {
    if (sub.autoRenew) {
      // No transaction needed: the unique index makes a second raise a no-op.
      await pendingManualPayment(db, sub.id, sub.userId, sub.renewalDate ?? now);
      invoiced++;
    } else {
      await db
        .update(subscriptions)
        .set({ status: 'expired', endDate: sub.renewalDate })
        .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.status, 'active')));
      expired++;
    }
  }
  return { invoiced, expired };
}
