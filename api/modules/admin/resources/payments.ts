/**
 * payments: what each client paid or owes, read-only (Stripe's webhook and the
 * "mark received" call of billing/admin-payments.ts write them). Accountants
 * see their assigned clients' only.
 */
import { sql } from 'drizzle-orm';
import { PAYMENT_STATUSES } from '../../../../domain/enums.ts';
import { payments } from '../../../db/schema.ts';
import { assignedClientsOnly, STAFF } from '../access.ts';
import { equalsOneOf, equalsText } from '../filters.ts';
import { defineResource } from '../resource.ts';

const p = payments;
export const paymentsDefinition = defineResource({
  name: 'payments',
  label: 'payment',
  table: p,
  id: p.id,
  fields: {
    id: p.id,
    userId: p.userId,
    subscriptionId: p.subscriptionId,
    amount: p.amount,
    currency: p.currency,
    status: p.status,
    paymentMethod: p.paymentMethod,
    stripePaymentId: p.stripePaymentId,
    paymentDate: p.paymentDate,
    description: p.description,
    createdAt: p.createdAt,
    reference: sql<string>`'LL-' || upper(substr(${p.id}, 1, 8))`.as('reference'),
  },
  computed: { reference: { type: 'string', description: 'the EFT reference the client quotes' } },
  sortable: { id: p.id, createdAt: p.createdAt, paymentDate: p.paymentDate, status: p.status },
  defaultSort: ['paymentDate', 'DESC'],
  searchable: [p.description, p.paymentMethod, p.stripePaymentId, p.id],
  filters: {
    userId: equalsText(p.userId),
    subscriptionId: equalsText(p.subscriptionId),
    status: equalsOneOf(p.status, PAYMENT_STATUSES),
    paymentMethod: equalsText(p.paymentMethod),
  },
  readRoles: STAFF,
  scope: assignedClientsOnly(p.userId),
});
