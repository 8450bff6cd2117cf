import { and, desc, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import { services, subscriptions } from '../../db/schema.ts';
import { logActivity } from '../../lib/activity-log.ts';
import { conflict, invalid, notFound } from '../../lib/problem.ts';
import { onlyRow } from '../../lib/rows.ts';
import { emitSubscriptionEvent } from '../webhooks/public.ts';
import type { SubscriptionView } from './model.ts';
import { selectSubscriptions, toSubscriptionView } from './views.ts';
import type { RequestMeta } from '../../core/caller.ts';

// Another client's id answers exactly like an id that never existed.
const NOT_FOUND = 'Subscription not found.';
const NOT_ACTIVE = 'Only an active subscription can be changed.';

/** A client's own subscriptions. With Stripe, cancel and auto-renew are mirrored to Stripe (cancel at period end). */
export function createSubscriptionsService(db: Database, stripe: Stripe | null) {
  async function find(userId: string, id: string): Promise<SubscriptionView> {
    const [row] = await selectSubscriptions(db).where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
    if (!row) throw notFound(NOT_FOUND);
    return toSubscriptionView(row.subscription, row.service);
  }

  async function findActive(userId: string, id: string) {
    const current = await find(userId, id);
    if (current.status !== 'active') throw conflict(NOT_ACTIVE);
    return current;
  }

  const log = (
    userId: string,
    action: string,
    subscriptionId: string,
    meta: RequestMeta,
    details: Record<string, unknown> = {},
  ) => logActivity(db, { userId, action, details: { subscriptionId, ...details }, ...meta });

  return {
    find,

    /** Newest first. */
    async list(userId: string, status?: SubscriptionView['status']): Promise<SubscriptionView[]> {
      const where = status
        ? and(eq(subscriptions.userId, userId), eq(subscriptions.status, status))
        : eq(subscriptions.userId, userId);
      const rows = await selectSubscriptions(db)
        .where(where)
        .orderBy(desc(subscriptions.createdAt), sql`${subscriptions}.rowid desc`);
      return rows.map((row) => toSubscriptionView(row.subscription, row.service));
    },

    /** A pending subscription to a package; asking again for the same package gives the pending one back. */
    async create(
      userId: string,
      serviceId: string,
      meta: RequestMeta,
    ): Promise<{ subscription: SubscriptionView; created: boolean }> {
      const [service] = await db.select({ id: services.id }).from(services).where(eq(services.id, serviceId));
      if (!service) throw invalid('The request body is not valid.', { serviceId: 'Unknown package.' });
      const created = await db.transaction(async (tx) => {
        const existing = await tx
          .select({ id: subscriptions.id, status: subscriptions.status })
          .from(subscriptions)
          .where(and(eq(subscriptions.userId, userId), eq(subscriptions.serviceId, serviceId)));
        if (existing.some((s) => s.status === 'active'))
          throw conflict('You already have an active subscription to this package.');
        const pending = existing.find((s) => s.status === 'pending');
        if (pending) return { id: pending.id, created: false };
        const row = onlyRow(
          await tx
            .insert(subscriptions)
            .values({ userId, serviceId, status: 'pending', startDate: new Date() })
            .returning({ id: subscriptions.id }),
          'subscription',
        );
        return { id: row.id, created: true };
      });
      if (created.created) await log(userId, 'subscription_created', created.id, meta, { serviceId });
      return { subscription: await find(userId, created.id), created: created.created };
    },

    /** Auto-renew on an active subscription; with Stripe, turning it off cancels at the period's end there. */
    async setAutoRenew(userId: string, id: string, autoRenew: boolean, meta: RequestMeta): Promise<SubscriptionView> {
      const current = await findActive(userId, id);
      if (stripe && current.stripeSubscriptionId) {
        await stripe.subscriptions.update(current.stripeSubscriptionId, { cancel_at_period_end: !autoRenew });
      }
      await db
        .update(subscriptions)
        .set({ autoRenew })
        .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
      await log(userId, 'subscription_auto_renew_changed', id, meta, { autoRenew });
      return find(userId, id);
    },

    /**
     * Cancel: status canceled, no renewal, access until the end of the paid
     * period (the renewal date). With Stripe, cancel at period end there too.
     */
    async cancel(userId: string, id: string, meta: RequestMeta): Promise<SubscriptionView> {
      const current = await findActive(userId, id);
      if (stripe && current.stripeSubscriptionId) {
        await stripe.subscriptions.update(current.stripeSubscriptionId, { cancel_at_period_end: true });
      }
      const endDate = current.renewalDate ? new Date(current.renewalDate) : new Date();
      await db.transaction(async (tx) => {
        await tx
          .update(subscriptions)
          .set({ status: 'canceled', autoRenew: false, endDate })
          .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
        await emitSubscriptionEvent(tx, 'subscription.canceled', id);
      });
      await log(userId, 'subscription_canceled', id, meta);
      return find(userId, id);
    },
  };
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
