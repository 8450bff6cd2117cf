/**
 * payments: what each client paid or owes, read-only (Stripe's webhook and the
 * "mark received" call of billing/admin-payments.ts write them). Accountants
 * see their assigned clients' only.
 */
import { sql } from 'drizzle-orm';
import { PAYMENT_STATUSES } from '../../../domain/enums.ts';
import { payments } from '../../db/schema.ts';
import { LETTER_NOT_SIGNED } from '../engagement/public.ts';
import { FIRM_SETTING_KEYS } from '../firm-settings/service.ts';
import { assignedClientsOnly, STAFF } from '../../core/access/visibility.ts';
import { equalsOneOf, equalsText, defineResource } from '../admin/public.ts';

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
    // Mirrors engagement/activation-gate.ts so the list can say why "Mark received" would be refused.
    activationBlocked: sql<string | null>`(case when ${p.status} = 'pending'
      and coalesce((select value from app_settings where key = ${FIRM_SETTING_KEYS.engagementLetterRequired.key}), 'true') = 'true'
      and exists (select 1 from subscriptions s where s.id = ${p.subscriptionId} and s.status <> 'active'
        and not exists (select 1 from engagement_letters l
          where l.client_id = s.user_id and l.service_id = s.service_id and l.status = 'signed'))
      then ${LETTER_NOT_SIGNED} end)`.as('activation_blocked'),
  },
  computed: {
    reference: { type: 'string', description: 'the EFT reference the client quotes' },
    activationBlocked: {
      type: ['string', 'null'],
      description: 'why marking this payment received would be refused (its engagement letter is not signed), or null',
    },
  },
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
