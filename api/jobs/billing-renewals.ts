import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { subscriptions } from '../db/schema.ts';
import { pendingManualPayment } from '../modules/billing/manual-billing.ts';
import type { Stoppable } from '../lib/shutdown.ts';
import { scheduleJob } from './schedule.ts';

/**
 * Manual-billing renewals (Stripe renews its own subscriptions): an active
 * manual subscription past its renewal date gets a pending EFT payment for
 * the next period when auto-renew is on (paying it moves the renewal date on),
 * and expires at that date when auto-renew is off. Idempotent: the pending
 * payment is raised once, so several processes may run it at once.
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
      await db.transaction((tx) => pendingManualPayment(tx, sub.id, sub.userId, sub.renewalDate!));
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

/** Runs the renewals every hour (and once soon after start); failures are logged, never fatal. */
export function scheduleBillingRenewals(db: Database, everyMs = 60 * 60 * 1000): Stoppable {
  return scheduleJob('billing-renewals', () => billingRenewals(db), 45_000, everyMs);
}
