/** The billing answers as the portal reads them (GET /api/subscriptions, /api/payments; SPEC.md section 3). */
export interface BillingService {
  id: string;
  title: string;
  description: string;
  price: number;
  features: string[];
  packageType: string;
}
export interface Subscription {
  id: string;
  serviceId: string;
  status: 'pending' | 'active' | 'canceled' | 'expired';
  stripeSubscriptionId: string | null;
  startDate: string;
  endDate: string | null;
  renewalDate: string | null;
  autoRenew: boolean;
  service: BillingService;
}
export interface Payment {
  id: string;
  subscriptionId: string | null;
  amount: number;
  currency: string;
  status: 'pending' | 'completed' | 'failed' | 'refunded';
  paymentMethod: string | null;
  stripePaymentId: string | null;
  paymentDate: string;
  description: string | null;
  subscription: { id: string; status: string; service: BillingService } | null;
}
export type CheckoutAnswer =
  | { mode: 'stripe'; url: string }
  | {
      mode: 'manual';
      paymentId: string;
      reference: string;
      amount: number;
      currency: string;
      bank: { accountName: string; bankName: string; accountNumber: string; branchCode: string; accountType: string };
      instructions: string;
    };
