/**
 * subscriptions: every client's packages, read-only in the backoffice (clients
 * subscribe and cancel in the portal; a manual payment marked received activates
 * one). Accountants see their assigned clients' only.
 */
import { sql } from 'drizzle-orm';
import { SUBSCRIPTION_STATUSES } from '../../../domain/enums.ts';
import { services, subscriptions } from '../../db/schema.ts';
import { assignedClientsOnly, STAFF } from '../../core/access/visibility.ts';
import { equalsBoolean, equalsOneOf, equalsText, defineResource } from '../admin/public.ts';

const s = subscriptions;
export const subscriptionsDefinition = defineResource({
  name: 'subscriptions',
  label: 'subscription',
  table: s,
  id: s.id,
  fields: {
    id: s.id,
    userId: s.userId,
    serviceId: s.serviceId,
    serviceTitle: sql<string>`(select ${services.title} from ${services} where ${services.id} = ${s.serviceId})`.as(
      'service_title',
    ),
    price: sql<number>`(select ${services.price} / 100.0 from ${services} where ${services.id} = ${s.serviceId})`.as(
      'price',
    ),
    status: s.status,
    stripeSubscriptionId: s.stripeSubscriptionId,
    startDate: s.startDate,
    endDate: s.endDate,
    renewalDate: s.renewalDate,
    autoRenew: s.autoRenew,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  },
  computed: {
    serviceTitle: { type: 'string' },
    price: { type: 'number', description: 'monthly, in rand, VAT included' },
  },
  sortable: { id: s.id, createdAt: s.createdAt, status: s.status },
  defaultSort: ['createdAt', 'DESC'],
  searchable: [s.id, s.stripeSubscriptionId],
  filters: {
    userId: equalsText(s.userId),
    status: equalsOneOf(s.status, SUBSCRIPTION_STATUSES),
    serviceId: equalsText(s.serviceId),
    autoRenew: equalsBoolean(s.autoRenew),
  },
  readRoles: STAFF,
  scope: assignedClientsOnly(s.userId),
});
