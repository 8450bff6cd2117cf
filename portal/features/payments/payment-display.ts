import { SHORT_ID_LENGTH } from '../../../domain/constants.ts';
import { formatRand } from '../../../domain/format.ts';
import type { Payment } from '../../../domain/shapes/billing.ts';
import { capitalize } from '../../../domain/labels.ts';

/** Payment display rules (docs/product/portal.md#payments). */
export const paymentMethod = (payment: Payment) => payment.paymentMethod || 'Card';
export const receiptNumber = (payment: Payment) => payment.id.slice(0, SHORT_ID_LENGTH).toUpperCase();
export const transactionId = (payment: Payment) => (payment.stripePaymentId ?? payment.id).slice(0, SHORT_ID_LENGTH);
export const invoiceUrl = (payment: Payment) => `/api/payments/${encodeURIComponent(payment.id)}/invoice`;
export const statusLabel = capitalize;

/** Search over description, method, status, service title and amount. */
export function matchesPaymentSearch(payment: Payment, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [
    payment.description ?? '',
    paymentMethod(payment),
    payment.status,
    payment.subscription?.service.title ?? '',
    String(payment.amount),
    formatRand(payment.amount, 2),
  ].some((field) => field.toLowerCase().includes(needle));
}

const monthFormat = new Intl.DateTimeFormat('en-ZA', {
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Johannesburg',
});

/** Groups in list order (newest first) by month and year: "November 2026". */
export function groupByMonth(payments: Payment[]): { label: string; payments: Payment[] }[] {
  const groups: { label: string; payments: Payment[] }[] = [];
  for (const payment of payments) {
    const label = monthFormat.format(new Date(payment.paymentDate));
    const last = groups.at(-1);
    if (last?.label === label) last.payments.push(payment);
    else groups.push({ label, payments: [payment] });
  }
  return groups;
}

export const paymentCount = (n: number) => `${n} ${n === 1 ? 'payment' : 'payments'}`;
