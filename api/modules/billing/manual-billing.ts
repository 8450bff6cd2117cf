import { and, eq } from 'drizzle-orm';
import { SHORT_ID_LENGTH } from '../../../domain/constants.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { payments, services, subscriptions } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/problem.ts';
import { onlyRow } from '../../lib/rows.ts';
import { assertLetterSigned } from '../engagement/public.ts';
import { emitPaymentCompleted, emitSubscriptionEvent } from '../webhooks/public.ts';
import { makeDueJobs } from '../work/public.ts';
import { todayInSouthAfrica } from '../../../domain/format.ts';
import { paymentCompleted } from './hooks.ts';
import { addMonth } from './views.ts';

/** Manual billing: the client pays by EFT quoting a reference; staff mark the payment received. */

/** What the client quotes on the EFT: short, unique per payment, easy to read on a bank statement. */
export const paymentReference = (paymentId: string) => `LL-${paymentId.slice(0, SHORT_ID_LENGTH).toUpperCase()}`;

export const EFT_METHOD = 'EFT';
export const CARD_METHOD = 'Card';

export const periodDescription = (title: string, from: Date) =>
  `${title} package – monthly subscription (${from.toISOString().slice(0, 10)} to ${addMonth(from).toISOString().slice(0, 10)})`;

const pendingEftOf = (tx: DbOrTx, subscriptionId: string) =>
  tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.subscriptionId, subscriptionId),
        eq(payments.status, 'pending'),
        eq(payments.paymentMethod, EFT_METHOD),
      ),
    );

/**
 * The pending EFT payment for a subscription, raised once: asking again gives the same one.
 * What makes it hold is the unique index `payments_one_pending_eft_unique` (one pending EFT
 * payment per subscription), not the read before the insert: when two callers race, the
 * second insert does nothing and the first one's row is returned.
 */
export async function pendingManualPayment(tx: DbOrTx, subscriptionId: string, userId: string, from: Date) {
  const [existing] = await pendingEftOf(tx, subscriptionId);
  if (existing) return existing;
  const [sub] = await tx
    .select({ title: services.title, price: services.price })
    .from(subscriptions)
    .innerJoin(services, eq(services.id, subscriptions.serviceId))
    .where(eq(subscriptions.id, subscriptionId));
  if (!sub) throw notFound('Subscription not found.');
  const rows = await tx
    .insert(payments)
    .values({
      userId,
      subscriptionId,
      amount: sub.price,
      currency: 'ZAR',
      status: 'pending',
      paymentMethod: EFT_METHOD,
      paymentDate: from,
      description: periodDescription(sub.title, from),
    })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? onlyRow(await pendingEftOf(tx, subscriptionId), 'pending payment');
}

/**
 * Staff saw the EFT arrive: the payment is completed and its subscription
 * active for a month from now (or from its current renewal date when renewing).
 * Activation is refused (409, nothing written) while the engagement letter is unsigned.
 */
export async function markManualPaymentReceived(db: Database, paymentId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment) throw notFound('Payment not found.');
    if (payment.status !== 'pending' || payment.paymentMethod !== EFT_METHOD)
      throw conflict('Only a pending manual (EFT) payment can be marked received.');
    await tx.update(payments).set({ status: 'completed', paymentDate: now }).where(eq(payments.id, paymentId));
    if (payment.subscriptionId) {
      const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, payment.subscriptionId));
      if (sub) {
        const renewing = sub.status === 'active' && sub.renewalDate !== null;
        // Activating (not renewing) waits for the package's signed engagement letter while the firm requires one.
        if (sub.status !== 'active') await assertLetterSigned(tx, sub.userId, sub.serviceId);
        const periodStart = sub.status === 'active' && sub.renewalDate ? sub.renewalDate : now;
        await tx
          .update(subscriptions)
          .set({
            status: 'active',
            startDate: renewing ? sub.startDate : now,
            renewalDate: addMonth(periodStart),
            endDate: null,
          })
          .where(eq(subscriptions.id, sub.id));
        if (!renewing) {
          await emitSubscriptionEvent(tx, 'subscription.activated', sub.id);
          await makeDueJobs(tx, todayInSouthAfrica(), [sub.userId]);
        }
      }
    }
    await emitPaymentCompleted(tx, paymentId);
    await paymentCompleted(tx, paymentId);
    return onlyRow(await tx.select().from(payments).where(eq(payments.id, paymentId)), 'payment');
  });
}
