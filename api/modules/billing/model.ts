import { type } from 'arktype';
import { PAYMENT_STATUSES, SUBSCRIPTION_STATUSES } from '../../../domain/enums.ts';
import type { BillingService, CheckoutAnswer, Payment, Subscription } from '../../../domain/shapes/billing.ts';
import { sameShape } from '../../../domain/shapes/same-shape.ts';

/** The billing calls' shapes (subscriptions and payments read with their nested service). */

export const nestedServiceSchema = type({
  id: 'string',
  title: 'string',
  description: 'string',
  price: type('number').describe('monthly, in rand, VAT included'),
  features: 'string[]',
  packageType: 'string',
});

export const subscriptionSchema = type({
  id: 'string',
  userId: 'string',
  serviceId: 'string',
  status: type.enumerated(...SUBSCRIPTION_STATUSES),
  stripeSubscriptionId: type('string | null').describe('null means manual billing (EFT)'),
  startDate: 'string',
  endDate: type('string | null').describe('when access ends (canceled or expired)'),
  renewalDate: 'string | null',
  autoRenew: 'boolean',
  createdAt: 'string',
  updatedAt: 'string',
  service: nestedServiceSchema,
});
export type SubscriptionView = Subscription;
sameShape<typeof nestedServiceSchema.infer, BillingService>(true);
sameShape<typeof subscriptionSchema.infer, Subscription>(true);
export const subscriptionListSchema = subscriptionSchema.array();

export const paymentSchema = type({
  id: 'string',
  userId: 'string | null',
  subscriptionId: 'string | null',
  amount: type('number').describe('in rand'),
  currency: 'string',
  status: type.enumerated(...PAYMENT_STATUSES),
  paymentMethod: type('string | null').describe('shown as Card when empty'),
  stripePaymentId: 'string | null',
  paymentDate: 'string',
  description: 'string | null',
  createdAt: 'string',
  subscription: type({ id: 'string', status: 'string', service: nestedServiceSchema }).or('null'),
});
export type PaymentView = Payment;
sameShape<typeof paymentSchema.infer, Payment>(true);
export const paymentListSchema = paymentSchema.array();

export const createSubscriptionBody = type({
  '+': 'reject',
  serviceId: type('string > 0').describe('a package id from GET /api/services'),
});
export const updateSubscriptionBody = type({ '+': 'reject', autoRenew: 'boolean' });
export const idParams = type({ id: 'string' });
export const checkoutBody = type({ '+': 'reject', subscriptionId: 'string > 0' });

export const checkoutAnswerSchema = type({
  mode: "'stripe'",
  url: type('string').describe('Stripe Checkout: send the browser here'),
}).or({
  mode: "'manual'",
  paymentId: 'string',
  reference: type('string').describe('the client quotes this on the EFT'),
  amount: 'number',
  currency: 'string',
  bank: {
    accountName: 'string',
    bankName: 'string',
    accountNumber: 'string',
    branchCode: 'string',
    accountType: 'string',
  },
  instructions: 'string',
});
export type { CheckoutAnswer };
sameShape<typeof checkoutAnswerSchema.infer, CheckoutAnswer>(true);

export const webhookAnswerSchema = type({ received: 'true', duplicate: 'boolean' });
