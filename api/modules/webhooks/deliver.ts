import { and, asc, eq, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminNotifications, users, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema.ts';
import { DESTINATION_MESSAGES, type Resolve, resolveDestination } from './address.ts';
import { withoutPersonalData } from './events.ts';
import { decryptSecret, signPayload } from './secret.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The wait after the 1st, 2nd, … failed attempt; the last one repeats until the deadline. */
export const RETRY_DELAYS_MS = [
  5 * SECOND,
  30 * SECOND,
  2 * MINUTE,
  10 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  3 * HOUR,
];
/** An event is retried until this long after it was raised, then its delivery is failed. */
export const RETRY_WINDOW_MS = DAY;
/** An endpoint failing (no success) for this long is disabled and the admins told. */
export const DISABLE_AFTER_MS = 3 * DAY;
export const SEND_TIMEOUT_MS = 10 * SECOND;
/** How long a claimed delivery stays out of other workers' hands: longer than any one attempt. */
const CLAIM_MS = SEND_TIMEOUT_MS + 50 * SECOND;
const BATCH_SIZE = 20;
/** Events (and their deliveries) are kept this long for the backoffice's history, then dropped. */
export const EVENT_RETENTION_MS = 30 * DAY;

export interface DeliveryOptions {
  /** The clock, in epoch ms: tests move it instead of waiting. */
  now?: number;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  timeoutMs?: number;
  batchSize?: number;
  /** WEBHOOKS_ALLOW_INSECURE: loopback endpoints may be delivered to (tests, development). */
  allowInsecure?: boolean;
  /** Resolves endpoint names; the system's DNS by default. */
  resolve?: Resolve;
}

/**
 * What a failed attempt records, and so what admins see (Send test, the deliveries list):
 * what happened, never the target's own words. A network or TLS error names hosts and
 * services inside whatever network the URL reached; an answer's body is never read.
 */
export const DELIVERY_ERRORS = {
  unreachable: 'The endpoint could not be reached.',
  timeout: 'No answer within the time limit.',
  secret: 'The endpoint secret cannot be read (was APP_SECRET changed?).',
  disabled: 'The endpoint was disabled after three days of failures.',
} as const;

export type AttemptOutcome = 'succeeded' | 'retrying' | 'failed' | 'not-claimed';

/**
 * The worker's run (the `webhook-deliveries` job): every pending delivery whose time has
 * come, to enabled endpoints, oldest first, a batch at a time, sent side by side.
 */
export async function deliverDueWebhooks(db: Database, appSecret: string, options: DeliveryOptions = {}) {
  const now = options.now ?? Date.now();
  const due = await db
    .select({ id: webhookDeliveries.id, nextAttemptAt: webhookDeliveries.nextAttemptAt })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, new Date(now)),
        eq(webhookEndpoints.enabled, true),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(options.batchSize ?? BATCH_SIZE);
  const outcomes = await Promise.all(
    due.map((row) => attemptDelivery(db, appSecret, row.id, row.nextAttemptAt, { ...options, now })),
  );
  await db.delete(webhookEvents).where(lt(webhookEvents.createdAt, new Date(now - EVENT_RETENTION_MS)));
  return outcomes;
}

/**
 * One attempt at one delivery. It is first claimed by a conditional update (still pending,
 * still due at the time this worker read): of two workers, one wins and the other skips it.
 * The claim pushes the next attempt past the send's timeout, so a worker that dies mid-send
 * leaves a delivery that is retried, never lost. The request is made outside any transaction.
 */
export async function attemptDelivery(
  db: Database,
  appSecret: string,
  deliveryId: string,
  dueAt: Date,
  options: DeliveryOptions = {},
): Promise<AttemptOutcome> {
  const now = options.now ?? Date.now();
  const claimed = await db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastAttemptAt: new Date(now),
      nextAttemptAt: new Date(now + CLAIM_MS),
    })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookDeliveries.nextAttemptAt, dueAt),
        lte(webhookDeliveries.nextAttemptAt, new Date(now)),
      ),
    )
    .returning({ attempts: webhookDeliveries.attempts });
  const claim = claimed[0];
  if (!claim) return 'not-claimed';

  const [row] = await db
    .select({ event: webhookEvents, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId));
  if (!row) return 'not-claimed';
  const { event, endpoint } = row;

  const result = await send(appSecret, event, endpoint, now, options);
  if (result.ok) {
    await db.batch([
      db
        .update(webhookDeliveries)
        .set({ status: 'succeeded', responseStatus: result.status, lastError: null })
        .where(eq(webhookDeliveries.id, deliveryId)),
      db.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, endpoint.id)),
    ]);
    return 'succeeded';
  }

  const deadline = event.createdAt.getTime() + RETRY_WINDOW_MS;
  const delay = RETRY_DELAYS_MS[Math.min(claim.attempts, RETRY_DELAYS_MS.length) - 1] ?? HOUR;
  // A URL that may not be reached now will not be retried: an admin has to change it (or its DNS).
  const giveUp = now >= deadline || result.final === true;
  await db.batch([
    db
      .update(webhookDeliveries)
      .set({
        status: giveUp ? 'failed' : 'pending',
        nextAttemptAt: new Date(giveUp ? now : Math.min(now + delay, deadline)),
        responseStatus: result.status,
        lastError: result.error,
      })
      .where(eq(webhookDeliveries.id, deliveryId)),
    db
      .update(webhookEndpoints)
      .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now})` })
      .where(eq(webhookEndpoints.id, endpoint.id)),
  ]);
  const disabled = await disableIfFailingTooLong(db, endpoint.id, now);
  return giveUp || disabled ? 'failed' : 'retrying';
}

type SendResult = { ok: true; status: number } | { ok: false; status: number | null; error: string; final?: boolean };

async function send(
  appSecret: string,
  event: typeof webhookEvents.$inferSelect,
  endpoint: typeof webhookEndpoints.$inferSelect,
  now: number,
  options: DeliveryOptions,
): Promise<SendResult> {
  let secret: string;
  try {
    secret = decryptSecret(appSecret, endpoint.secret);
  } catch {
    return { ok: false, status: null, error: DELIVERY_ERRORS.secret };
  }
  // Checked again right before sending: a name can point somewhere else since it was registered.
  const url = new URL(endpoint.url);
  const destination = await resolveDestination(url, {
    allowInsecure: options.allowInsecure ?? false,
    resolve: options.resolve,
  });
  if (!destination.ok)
    return {
      ok: false,
      status: null,
      error: destination.error,
      final: destination.error === DESTINATION_MESSAGES.notPublic,
    };
  // Connect to the address just checked, not to the name again (DNS rebinding): the name still
  // goes in Host and, for TLS, in SNI and the certificate check.
  const { address } = destination;
  const pinned = address !== null;
  const target = new URL(url);
  if (pinned) target.hostname = address.includes(':') ? `[${address}]` : address;
  const body = JSON.stringify({
    id: event.id,
    type: event.type,
    timestamp: event.createdAt.toISOString(),
    data: endpoint.includePersonalData ? event.payload : withoutPersonalData(event.payload),
  });
  const timestamp = Math.floor(now / 1000);
  const fetchImpl = options.fetch ?? fetch;
  try {
    const response = await fetchImpl(target.href, {
      method: 'POST',
      headers: {
        ...(pinned ? { host: url.host } : {}),
        'content-type': 'application/json',
        'user-agent': 'Ledgerline-Webhooks/1',
        'webhook-id': event.id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signPayload(secret, event.id, timestamp, body),
      },
      body,
      // A redirect is an answer like any other non-2xx: following it could send the event elsewhere.
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? SEND_TIMEOUT_MS),
      ...(pinned && url.protocol === 'https:' ? { tls: { serverName: url.hostname } } : {}),
    });
    // Only the status counts; the body is never read or stored.
    await response.body?.cancel().catch(() => undefined);
    if (response.status >= 200 && response.status < 300) return { ok: true, status: response.status };
    return { ok: false, status: response.status, error: `HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, status: null, error: describeFailure(error) };
  }
}

function describeFailure(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return DELIVERY_ERRORS.timeout;
  return DELIVERY_ERRORS.unreachable;
}

/**
 * Three days of failures: the endpoint is switched off, its waiting deliveries failed and
 * every admin told. The conditional update makes this happen once, whoever gets there first.
 */
async function disableIfFailingTooLong(db: Database, endpointId: string, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [disabled] = await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledAt: new Date(now) })
      .where(
        and(
          eq(webhookEndpoints.id, endpointId),
          eq(webhookEndpoints.enabled, true),
          lte(webhookEndpoints.failingSince, new Date(now - DISABLE_AFTER_MS)),
        ),
      )
      .returning({ url: webhookEndpoints.url });
    if (!disabled) return false;
    await tx
      .update(webhookDeliveries)
      .set({ status: 'failed', lastError: DELIVERY_ERRORS.disabled })
      .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')));
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    if (admins.length)
      await tx.insert(adminNotifications).values(
        admins.map((admin) => ({
          userId: admin.id,
          title: 'Webhook endpoint disabled',
          message: `${disabled.url} failed every delivery for three days and was disabled. Fix it, then enable it again.`,
          type: 'webhook_endpoint_disabled',
          relatedTo: 'webhook_endpoints',
          relatedId: endpointId,
        })),
      );
    return true;
  });
}
