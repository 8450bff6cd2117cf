import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments, services, subscriptions } from '../../db/schema.ts';
import { packageColumns } from '../services/public.ts';
import type { PaymentView, SubscriptionView } from './model.ts';

/** The select lists and row → JSON mappings the billing reads share (a package's columns: services/columns.ts). */
const iso = (date: Date | null) => (date ? date.toISOString() : null);

type SubscriptionRow = typeof subscriptions.$inferSelect;
export const toSubscriptionView = (row: SubscriptionRow, service: SubscriptionView['service']): SubscriptionView => ({
  ...row,
  startDate: row.startDate.toISOString(),
  endDate: iso(row.endDate),
  renewalDate: iso(row.renewalDate),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  service,
});

/** Subscriptions joined to their package. */
export const selectSubscriptions = (db: Database) =>
  db
    .select({ subscription: subscriptions, service: packageColumns })
    .from(subscriptions)
    .innerJoin(services, eq(services.id, subscriptions.serviceId));

/** Payments joined to their subscription and its package (both absent for a payment without one). */
export const selectPayments = (db: Database) =>
  db
    .select({
      payment: payments,
      subscriptionId: subscriptions.id,
      subscriptionStatus: subscriptions.status,
      service: packageColumns,
    })
    .from(payments)
    .leftJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .leftJoin(services, eq(services.id, subscriptions.serviceId));

type PaymentJoinRow = {
  payment: typeof payments.$inferSelect;
  subscriptionId: string | null;
  subscriptionStatus: string | null;
  service: { [K in keyof SubscriptionView['service']]: SubscriptionView['service'][K] | null } | null;
};
export const toPaymentView = ({
  payment,
  subscriptionId,
  subscriptionStatus,
  service,
}: PaymentJoinRow): PaymentView => ({
  ...payment,
  paymentDate: payment.paymentDate.toISOString(),
  createdAt: payment.createdAt.toISOString(),
  subscription:
    subscriptionId && subscriptionStatus && service?.id
      ? { id: subscriptionId, status: subscriptionStatus, service: service as SubscriptionView['service'] }
      : null,
});

/** One month on from a date (the billing period); the 31st becomes the month's last day. */
export function addMonth(date: Date): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
