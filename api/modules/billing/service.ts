/**
 * Billing's work, without HTTP: a client's subscriptions and cart (subscriptions.ts), their
 * payments (payments.ts) and checkout by card or EFT (checkout.ts), over one Stripe client (none:
 * manual EFT billing).
 */
import type Stripe from 'stripe';
import type { AppContext } from '../../context.ts';
import { createCheckoutService } from './checkout.ts';
import { createPaymentsService } from './payments.ts';
import { createSubscriptionsService } from './subscriptions.ts';

export function createBillingService(ctx: AppContext, stripe: Stripe | null) {
  const subscriptions = createSubscriptionsService(ctx.db, stripe);
  const payments = createPaymentsService(ctx.db);
  const checkout = createCheckoutService(ctx.db, stripe, subscriptions, ctx.config.publicUrl, ctx.config.eft);
  return { subscriptions, payments, checkout };
}
export type BillingService = ReturnType<typeof createBillingService>;
