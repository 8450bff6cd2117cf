import { and, inArray, eq, isNotNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { subscriptions } from '../../db/schema.ts';
import { log } from '../../lib/logger.ts';
import { createStripe } from './stripe-client.ts';

/** The Stripe subscriptions still billing a user (read before the account is deleted). */
export async function liveStripeSubscriptionIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: subscriptions.stripeSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, ['active', 'pending', 'canceled']),
        isNotNull(subscriptions.stripeSubscriptionId),
      ),
    );
  return rows.flatMap((row) => (row.id ? [row.id] : []));
}

/**
 * Ends them on Stripe at once, so a deleted account is never charged again.
 * Best effort after the rows are gone: a failure is logged for staff to finish
 * in Stripe's dashboard, and never blocks the deletion.
 */
export async function cancelStripeSubscriptions(
  config: Pick<Config, 'stripeSecretKey' | 'stripeApiBase'>,
  ids: string[],
): Promise<void> {
  const stripe = createStripe(config);
  if (!stripe) return;
  await Promise.all(
    ids.map((id) =>
      stripe.subscriptions.cancel(id).catch((error) =>
        log.error({
          msg: 'Stripe subscription could not be canceled',
          stripeSubscriptionId: id,
          error: String(error),
        }),
      ),
    ),
  );
}
