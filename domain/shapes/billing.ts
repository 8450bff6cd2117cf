import type { PaymentStatus, SubscriptionStatus } from '../enums.ts';

/**
 * The billing answers (GET /api/subscriptions, /api/payments, POST /api/checkout;
 * docs/product/data-model.md#packages-and-billing), defined once: api/modules/billing/model.ts checks its schemas against these
 * at compile time and the portal imports them. Amounts in rand, dates ISO strings.
 */
export interface BillingService {
  id: string;
  title: string;
  description: string;
  /** Monthly, in rand, VAT included. */
  price: number;
  features: string[];
  packageType: string;
}

export interface Subscription {
  id: string;
  userId: string;
  serviceId: string;
  status: SubscriptionStatus;
  /** Null means manual billing (EFT). */
  stripeSubscriptionId: string | null;
  startDate: string;
  endDate: string | null;
  renewalDate: string | null;
  autoRenew: boolean;
  createdAt: string;
  updatedAt: string;
  service: BillingService;
}

export interface Payment {
  id: string;
  userId: string | null;
  subscriptionId: string | null;
  /** In rand. */
  amount: number;
  currency: string;
  status: PaymentStatus;
  paymentMethod: string | null;
  stripePaymentId: string | null;
  paymentDate: string;
  description: string | null;
  createdAt: string;
  subscription: { id: string; status: string; service: BillingService } | null;
}

export interface BankDetails {
  accountName: string;
  bankName: string;
  accountNumber: string;
  branchCode: string;
  accountType: string;
}

export type CheckoutAnswer =
  | { mode: 'stripe'; url: string }
  | {
      mode: 'manual';
      paymentId: string;
      reference: string;
      amount: number;
      currency: string;
      bank: BankDetails;
      instructions: string;
    };
