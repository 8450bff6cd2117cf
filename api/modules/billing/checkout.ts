import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { logActivity } from '../../lib/activity-log.ts';
import { conflict, notFound } from '../../lib/problem.ts';
import { assertLetterSigned } from '../engagement/public.ts';
import type { EftAccount } from './eft-account.ts';
import { paymentReference, pendingManualPayment } from './manual-billing.ts';
import type { CheckoutAnswer } from './model.ts';
import type { SubscriptionsService } from './subscriptions.ts';
import { personName } from '../../../domain/profile.ts';
import type { RequestMeta } from '../../core/caller.ts';

/** POST /api/checkout: Stripe Checkout (subscription mode, ZAR) when configured, otherwise EFT instructions. */
export function createCheckoutService(
  db: Database,
  stripe: Stripe | null,
  subscriptionsService: SubscriptionsService,
  publicUrl: string,
  eft: EftAccount,
) {
  /** The user's Stripe customer, created on the first checkout and kept. */
  async function stripeCustomer(client: Stripe, userId: string): Promise<string> {
    const [user] = await db
      .select({
        id: users.id,
        email: users.email,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        company: users.company,
        stripeCustomerId: users.stripeCustomerId,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw notFound('User not found.');
    if (user.stripeCustomerId) return user.stripeCustomerId;
    const name = personName(user) || user.company || user.username;
    const customer = await client.customers.create(
      { email: user.email, name, metadata: { userId } },
      { idempotencyKey: `customer-${userId}` },
    );
    // Only the first writer keeps its id: the update applies while none is stored, and a later writer
    // uses the stored one. The idempotency key should already hand two racing checkouts one customer;
    // this keeps the stored id and both sessions in agreement when it does not.
    const [stored] = await db
      .update(users)
      .set({ stripeCustomerId: customer.id })
      .where(and(eq(users.id, userId), isNull(users.stripeCustomerId)))
      .returning({ id: users.stripeCustomerId });
    if (stored?.id) return stored.id;
    const [winner] = await db.select({ id: users.stripeCustomerId }).from(users).where(eq(users.id, userId));
    return winner?.id ?? customer.id;
  }

  return {
    async start(userId: string, subscriptionId: string, meta: RequestMeta): Promise<CheckoutAnswer> {
      const subscription = await subscriptionsService.find(userId, subscriptionId);
      if (subscription.status !== 'pending') throw conflict('This subscription does not need payment.');
      await assertLetterSigned(db, userId, subscription.serviceId);
      const returnUrl = `${publicUrl}/checkout?subscriptionId=${encodeURIComponent(subscription.id)}`;

      if (stripe) {
        const customer = await stripeCustomer(stripe, userId);
        const session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          customer,
          client_reference_id: subscription.id,
          metadata: { subscriptionId: subscription.id, userId },
          subscription_data: { metadata: { subscriptionId: subscription.id, userId } },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'zar',
                unit_amount: Math.round(subscription.service.price * 100),
                recurring: { interval: 'month' },
                product_data: {
                  name: `${subscription.service.title} package`,
                  metadata: { serviceId: subscription.serviceId },
                },
              },
            },
          ],
          success_url: `${returnUrl}&status=success&session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${returnUrl}&status=canceled`,
        });
        await logActivity(db, {
          userId,
          action: 'checkout_started',
          details: { subscriptionId, method: 'stripe', sessionId: session.id },
          ...meta,
        });
        if (!session.url) throw conflict('Stripe did not give a checkout address. Please try again.');
        return { mode: 'stripe', url: session.url };
      }

      const payment = await db.transaction((tx) => pendingManualPayment(tx, subscription.id, userId, new Date()));
      await logActivity(db, {
        userId,
        action: 'checkout_started',
        details: { subscriptionId, method: 'manual', paymentId: payment.id },
        ...meta,
      });
      const reference = paymentReference(payment.id);
      return {
        mode: 'manual',
        paymentId: payment.id,
        reference,
        amount: payment.amount,
        currency: payment.currency,
        bank: eft,
        instructions: `Pay by EFT into the account below and use ${reference} as the payment reference. Your subscription becomes active as soon as we receive the payment (usually within one business day).`,
      };
    },
  };
}
