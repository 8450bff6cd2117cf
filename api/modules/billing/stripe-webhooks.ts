import { paymentCompleted } from './hooks.ts';
import { eq, ne, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database, DbOrTx } from '../../db/client.ts';
import { payments, services, stripeEvents, subscriptions } from '../../db/schema.ts';
import { badRequest } from '../../lib/problem.ts';
import { emitPaymentCompleted, emitSubscriptionEvent } from '../webhooks/public.ts';
import { makeDueJobs } from '../work/public.ts';
import { todayInSouthAfrica } from '../../../domain/format.ts';
import { CARD_METHOD } from './manual-billing.ts';
import { addMonth } from './views.ts';

// Event payloads are read defensively: fields moved between Stripe API versions (invoice.subscription → invoice.parent).
// biome-ignore lint/suspicious/noExplicitAny: see above; each field read is checked before use.
type Loose = Record<string, any>;

const idOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : value && typeof value === 'object' && 'id' in value ? String(value.id) : null;
const fromUnix = (seconds: unknown): Date | null => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);

/** Our subscription for a Stripe object: by its Stripe id, or by the id we put in its metadata at checkout. */
async function findSubscription(tx: DbOrTx, stripeSubscriptionId: string | null, ourId: string | null) {
  const conditions = [
    ...(stripeSubscriptionId ? [eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId)] : []),
    ...(ourId ? [eq(subscriptions.id, ourId)] : []),
  ];
  if (!conditions.length) return undefined;
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(or(...conditions));
  return row;
}

/** A completed Checkout Session is not yet money: a delayed method (a bank debit) completes it `unpaid`. */
const SETTLED_CHECKOUT = new Set(['paid', 'no_payment_required']);

async function checkoutCompleted(tx: DbOrTx, session: Loose) {
  if (session.mode !== 'subscription') return;
  const stripeSubscriptionId = idOf(session.subscription);
  const sub = await findSubscription(tx, null, session.metadata?.subscriptionId ?? session.client_reference_id ?? null);
  if (!sub || !stripeSubscriptionId) return;
  if (!SETTLED_CHECKOUT.has(session.payment_status)) {
    // Linked, so the invoice (or async_payment_succeeded) that settles it finds ours; active only then.
    if (!sub.stripeSubscriptionId) {
      await tx.update(subscriptions).set({ stripeSubscriptionId }).where(eq(subscriptions.id, sub.id));
    }
    return;
  }
  const start = fromUnix(session.created) ?? new Date();
  await tx
    .update(subscriptions)
    .set({
      status: 'active',
      stripeSubscriptionId,
      startDate: sub.status === 'active' ? sub.startDate : start,
      renewalDate: sub.status === 'active' && sub.renewalDate ? sub.renewalDate : addMonth(start),
      endDate: null,
    })
    .where(eq(subscriptions.id, sub.id));
  if (sub.status !== 'active') {
    await emitSubscriptionEvent(tx, 'subscription.activated', sub.id);
    await makeDueJobs(tx, todayInSouthAfrica(), [sub.userId]);
  }
}

function invoiceSubscription(invoice: Loose) {
  const details = invoice.parent?.subscription_details ?? {};
  return {
    stripeSubscriptionId: idOf(details.subscription ?? invoice.subscription),
    ourId: (details.metadata?.subscriptionId ?? invoice.subscription_details?.metadata?.subscriptionId ?? null) as
      | string
      | null,
  };
}

async function invoiceSettled(tx: DbOrTx, invoice: Loose, status: 'completed' | 'failed') {
  const { stripeSubscriptionId, ourId } = invoiceSubscription(invoice);
  const sub = await findSubscription(tx, stripeSubscriptionId, ourId);
  if (!sub || typeof invoice.id !== 'string') return;
  const [service] = await tx.select({ title: services.title }).from(services).where(eq(services.id, sub.serviceId));
  const line: Loose | undefined = invoice.lines?.data?.[0];
  const periodEnd = fromUnix(line?.period?.end);
  const paidAt = fromUnix(invoice.status_transitions?.paid_at) ?? fromUnix(invoice.created) ?? new Date();
  const cents = status === 'completed' ? invoice.amount_paid : invoice.amount_due;
  const values = {
    userId: sub.userId,
    subscriptionId: sub.id,
    amount: (typeof cents === 'number' ? cents : 0) / 100,
    currency: String(invoice.currency ?? 'zar').toUpperCase(),
    status,
    paymentMethod: CARD_METHOD,
    stripePaymentId: invoice.id as string,
    paymentDate: paidAt,
    description: line?.description ?? `${service?.title ?? 'Subscription'} package – monthly subscription`,
  };
  // A failed invoice that is retried and paid keeps one row: its latest outcome. Stripe does not
  // promise order, so a failure arriving after the payment never turns a completed row back.
  await tx
    .insert(payments)
    .values(values)
    .onConflictDoUpdate({
      target: payments.stripePaymentId,
      set: { status, paymentDate: paidAt, amount: values.amount },
      ...(status === 'failed' ? { setWhere: ne(payments.status, 'completed') } : {}),
    });
  if (status === 'completed') {
    const renewalDate = periodEnd && periodEnd > paidAt ? periodEnd : addMonth(paidAt);
    const activate = sub.status === 'pending' || sub.status === 'expired';
    await tx
      .update(subscriptions)
      .set({
        renewalDate,
        ...(stripeSubscriptionId && !sub.stripeSubscriptionId ? { stripeSubscriptionId } : {}),
        ...(activate ? { status: 'active' as const, startDate: paidAt, endDate: null } : {}),
      })
      .where(eq(subscriptions.id, sub.id));
    await emitPaymentCompleted(tx, { stripePaymentId: invoice.id });
    const [paid] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.stripePaymentId, invoice.id as string));
    if (paid) await paymentCompleted(tx, paid.id);
    if (activate) {
      await emitSubscriptionEvent(tx, 'subscription.activated', sub.id);
      await makeDueJobs(tx, todayInSouthAfrica(), [sub.userId]);
    }
  }
}

async function subscriptionChanged(tx: DbOrTx, object: Loose, deleted: boolean) {
  const sub = await findSubscription(tx, idOf(object.id), object.metadata?.subscriptionId ?? null);
  if (!sub) return;
  if (deleted || object.status === 'canceled') {
    await tx
      .update(subscriptions)
      .set({
        status: sub.status === 'canceled' ? 'canceled' : 'expired',
        autoRenew: false,
        endDate: fromUnix(object.ended_at) ?? sub.endDate ?? new Date(),
      })
      .where(eq(subscriptions.id, sub.id));
    // Ended on Stripe's side (its dashboard, failed payments): integrators hear of it as of a cancel in the
    // portal. One the portal canceled already raised the event; a replayed Stripe event finds it ended.
    if (sub.status === 'active' || sub.status === 'pending') {
      await emitSubscriptionEvent(tx, 'subscription.canceled', sub.id);
    }
    return;
  }
  const cancelAtPeriodEnd = object.cancel_at_period_end === true;
  const periodEnd = fromUnix(object.items?.data?.[0]?.current_period_end ?? object.current_period_end);
  const changes: Partial<typeof subscriptions.$inferInsert> = {
    autoRenew: !cancelAtPeriodEnd && object.cancel_at == null,
  };
  if (periodEnd) changes.renewalDate = periodEnd;
  if (object.status === 'incomplete_expired') changes.status = 'expired';
  if (object.status === 'active' || object.status === 'trialing') {
    if (cancelAtPeriodEnd || object.cancel_at != null) {
      changes.endDate = fromUnix(object.cancel_at) ?? periodEnd;
      if (sub.status === 'pending') changes.status = 'active';
    } else {
      // Not (or no longer) ending: active with no end date.
      changes.status = 'active';
      changes.endDate = null;
    }
  }
  await tx.update(subscriptions).set(changes).where(eq(subscriptions.id, sub.id));
  if (changes.status === 'active' && sub.status !== 'active') {
    await emitSubscriptionEvent(tx, 'subscription.activated', sub.id);
    await makeDueJobs(tx, todayInSouthAfrica(), [sub.userId]);
  }
}

/**
 * POST /api/webhooks/stripe: verifies the signature on the raw body, then
 * applies the event once. The event id is recorded in the same transaction as
 * its effects, so a replay (Stripe retries) changes nothing.
 */
export function createStripeWebhookHandler(db: Database, stripe: Stripe | null, webhookSecret: string | undefined) {
  return async (rawBody: string, signature: string | null): Promise<{ received: true; duplicate: boolean }> => {
    if (!stripe || !webhookSecret) throw badRequest('Stripe webhooks are not configured.');
    if (!signature) throw badRequest('Missing Stripe-Signature header.');
    let event: Stripe.Event;
    try {
      event = await stripe.webhooks.constructEventAsync(rawBody, signature, webhookSecret);
    } catch {
      throw badRequest('The Stripe signature is not valid.');
    }
    const duplicate = await db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(stripeEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      if (!fresh) return true;
      const object = event.data.object as Loose;
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
          await checkoutCompleted(tx, object);
          break;
        case 'invoice.paid':
          await invoiceSettled(tx, object, 'completed');
          break;
        case 'invoice.payment_failed':
          await invoiceSettled(tx, object, 'failed');
          break;
        case 'customer.subscription.updated':
          await subscriptionChanged(tx, object, false);
          break;
        case 'customer.subscription.deleted':
          await subscriptionChanged(tx, object, true);
          break;
      }
      return false;
    });
    return { received: true, duplicate };
  };
}
