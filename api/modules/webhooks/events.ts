import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { WebhookEventType } from '../../../domain/webhook-events.ts';

// The event names live in domain/ so the backoffice offers the same list.
export { TEST_EVENT_TYPE, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../../domain/webhook-events.ts';

/**
 * Fields that name or describe a person, or carry what they wrote: sent only to endpoints
 * with `include_personal_data`. Matched by key at any depth of an event's data, so an event
 * is stored whole and each endpoint's copy is cut at send time.
 */
export const PERSONAL_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'business',
  'additionalInfo',
  'fileName',
  'description',
]);

export function withoutPersonalData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPersonalData);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !PERSONAL_FIELDS.has(key))
        .map(([key, inner]) => [key, withoutPersonalData(inner)]),
    );
  }
  return value;
}

export const newEventId = () => `evt_${randomBytes(16).toString('base64url')}`;

/**
 * The two statements that raise an event: the event row, and one pending delivery per
 * enabled endpoint subscribed to its type. Each is a single insert … select on the same
 * condition, so there is no read to go stale between them, and an event nobody listens
 * to is not stored at all (its personal data with it). For callers that write with
 * `db.batch([...])`; inside a transaction, use `emitWebhookEvent`.
 */
const subscribedTo = (type: WebhookEventType) => sql`from webhook_endpoints e where e.enabled = 1
    and exists (select 1 from json_each(e.events) where json_each.value = ${type})`;

/** Whether any enabled endpoint takes this event: a batch raising thousands can skip building them when none does. */
export async function hasSubscribers(db: DbOrTx, type: WebhookEventType): Promise<boolean> {
  return (await db.all(sql`select 1 ${subscribedTo(type)} limit 1`)).length > 0;
}

export function webhookEventWrites(db: DbOrTx, type: WebhookEventType, data: Record<string, unknown>) {
  const eventId = newEventId();
  const subscribed = subscribedTo(type);
  return [
    db.run(sql`insert into webhook_events (id, type, payload)
      select ${eventId}, ${type}, ${JSON.stringify(data)} where exists (select 1 ${subscribed})`),
    db.run(sql`insert into webhook_deliveries (id, event_id, endpoint_id)
      select lower(hex(randomblob(16))), ${eventId}, e.id ${subscribed}`),
  ] as const;
}

/** Raises an event inside the caller's transaction (or on its own when given the database). */
export async function emitWebhookEvent(db: DbOrTx, type: WebhookEventType, data: Record<string, unknown>) {
  for (const statement of webhookEventWrites(db, type, data)) await statement;
}
