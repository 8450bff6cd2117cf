import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema.ts';
import { invalid, notFound } from '../../lib/problem.ts';
import { onlyRow } from '../../lib/rows.ts';
import { DESTINATION_MESSAGES, destinationError } from './address.ts';
import { attemptDelivery, DELIVERY_ERRORS, type DeliveryOptions } from './deliver.ts';
import { newEventId, TEST_EVENT_TYPE } from './events.ts';
import { cleanEndpoint, type EndpointInput, endpointErrors } from './rules.ts';
import { encryptSecret, newEndpointSecret } from './secret.ts';

export interface WebhookEndpointView {
  id: string;
  url: string;
  description: string | null;
  events: string[];
  includePersonalData: boolean;
  enabled: boolean;
  failingSince: string | null;
  disabledAt: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface WebhookDeliveryView {
  id: string;
  eventId: string;
  eventType: string;
  endpointId: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  nextAttemptAt: string;
  lastAttemptAt: string | null;
  responseStatus: number | null;
  lastError: string | null;
  createdAt: string;
}

const e = webhookEndpoints;
const d = webhookDeliveries;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

const endpointColumns = {
  id: e.id,
  url: e.url,
  description: e.description,
  events: e.events,
  includePersonalData: e.includePersonalData,
  enabled: e.enabled,
  failingSince: e.failingSince,
  disabledAt: e.disabledAt,
  createdBy: e.createdBy,
  createdAt: e.createdAt,
  updatedAt: e.updatedAt,
};
type EndpointRow = { [K in keyof typeof endpointColumns]: (typeof e.$inferSelect)[K] };
/** The secret never leaves through a view: it is shown once, by `create`. */
const toEndpoint = (row: EndpointRow): WebhookEndpointView => ({
  ...row,
  failingSince: iso(row.failingSince),
  disabledAt: iso(row.disabledAt),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const deliveryColumns = {
  id: d.id,
  eventId: d.eventId,
  eventType: webhookEvents.type,
  endpointId: d.endpointId,
  status: d.status,
  attempts: d.attempts,
  nextAttemptAt: d.nextAttemptAt,
  lastAttemptAt: d.lastAttemptAt,
  responseStatus: d.responseStatus,
  lastError: d.lastError,
  createdAt: d.createdAt,
};
type DeliveryRow = typeof d.$inferSelect & { eventType: string };
/**
 * Only the reasons this app writes are shown. Rows written before it stopped storing the
 * target's error text (kept up to 30 days) could still carry that text: they read as unreachable.
 */
const OWN_ERRORS = new Set<string>([...Object.values(DELIVERY_ERRORS), ...Object.values(DESTINATION_MESSAGES)]);
const shownError = (error: string | null) =>
  error === null || OWN_ERRORS.has(error) || /^HTTP \d{3}$/.test(error) ? error : DELIVERY_ERRORS.unreachable;
const toDelivery = (row: DeliveryRow): WebhookDeliveryView => ({
  id: row.id,
  eventId: row.eventId,
  eventType: row.eventType,
  endpointId: row.endpointId,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  lastAttemptAt: iso(row.lastAttemptAt),
  responseStatus: row.responseStatus,
  lastError: shownError(row.lastError),
  createdAt: row.createdAt.toISOString(),
});

/** A page of a list, as the backoffice engine's list parameters describe it (admin's parseListQuery). */
export interface ListPage {
  where?: SQL;
  orderBy: SQL[];
  offset: number;
  limit: number;
}
/** Without parameters: newest first, the engine's largest page. */
const newestFirst = (column: typeof e.createdAt | typeof d.createdAt, id: typeof e.id | typeof d.id): ListPage => ({
  orderBy: [desc(column), desc(id)],
  offset: 0,
  limit: 1000,
});

const INVALID = 'The webhook endpoint is not valid.';
const NOT_FOUND = 'Webhook endpoint not found.';

/**
 * Webhook endpoints and their deliveries, for the backoffice (admins only: the HTTP layer
 * checks the caller). Resend and test send at once, outside any transaction, and answer the
 * delivery as that attempt left it; a failed attempt keeps being retried by the worker.
 */
export function createWebhooksService(
  ctx: Pick<AppContext, 'db' | 'appSecret' | 'config' | 'resolveHost'>,
  deliveryOptions: Omit<DeliveryOptions, 'now'> = {},
) {
  const { db, appSecret } = ctx;
  const allowInsecure = ctx.config.webhooksAllowInsecure;
  // Read at each call: a test may swap the resolver on the app's context after start.
  const resolve = () => deliveryOptions.resolve ?? ctx.resolveHost;

  /** Field messages, with the URL's destination checked (DNS) once its form is right. */
  async function inputErrors(input: EndpointInput, partial: boolean): Promise<Record<string, string>> {
    const errors = endpointErrors(input, { partial, allowInsecure });
    if (!errors.url && typeof input.url === 'string') {
      const problem = await destinationError(input.url.trim(), { allowInsecure, resolve: resolve() });
      if (problem) errors.url = problem;
    }
    return errors;
  }

  async function get(id: string): Promise<WebhookEndpointView> {
    const [row] = await db.select(endpointColumns).from(e).where(eq(e.id, id));
    if (!row) throw notFound(NOT_FOUND);
    return toEndpoint(row);
  }

  async function delivery(id: string): Promise<WebhookDeliveryView> {
    const [row] = await db
      .select(deliveryColumns)
      .from(d)
      .innerJoin(webhookEvents, eq(webhookEvents.id, d.eventId))
      .where(eq(d.id, id));
    if (!row) throw notFound('Webhook delivery not found.');
    return toDelivery(row);
  }

  /** Makes the delivery due now and attempts it at once. */
  async function sendNow(id: string, now = Date.now()): Promise<WebhookDeliveryView> {
    const due = new Date(now);
    await db.update(d).set({ status: 'pending', nextAttemptAt: due }).where(eq(d.id, id));
    await attemptDelivery(db, appSecret, id, due, { allowInsecure, ...deliveryOptions, resolve: resolve(), now });
    return delivery(id);
  }

  return {
    get,
    delivery,

    /** The plain secret is in this answer and nowhere else, ever. */
    async create(
      input: EndpointInput,
      createdBy: string | null,
    ): Promise<{ endpoint: WebhookEndpointView; secret: string }> {
      const errors = await inputErrors(input, false);
      if (Object.keys(errors).length) throw invalid(INVALID, errors);
      const clean = cleanEndpoint(input);
      const secret = newEndpointSecret();
      const row = onlyRow(
        await db
          .insert(e)
          .values({
            url: clean.url ?? '',
            events: clean.events ?? [],
            description: clean.description ?? null,
            includePersonalData: clean.includePersonalData ?? false,
            enabled: clean.enabled ?? true,
            secret: encryptSecret(appSecret, secret),
            createdBy,
          })
          .returning(endpointColumns),
        'webhook endpoint',
      );
      return { endpoint: toEndpoint(row), secret };
    },

    /** Only the fields given change; enabling an endpoint again forgets its failures. */
    async update(id: string, input: EndpointInput): Promise<WebhookEndpointView> {
      const errors = await inputErrors(input, true);
      if (Object.keys(errors).length) throw invalid(INVALID, errors);
      const clean = cleanEndpoint(input);
      const reenable = clean.enabled === true ? { failingSince: null, disabledAt: null } : {};
      const disable = clean.enabled === false ? { disabledAt: new Date() } : {};
      const [row] = await db
        .update(e)
        .set({ ...clean, ...reenable, ...disable, updatedAt: new Date() })
        .where(eq(e.id, id))
        .returning(endpointColumns);
      if (!row) throw notFound(NOT_FOUND);
      return toEndpoint(row);
    },

    /** Its deliveries go with it (the events stay for other endpoints). */
    async remove(id: string): Promise<void> {
      const [row] = await db.delete(e).where(eq(e.id, id)).returning({ id: e.id });
      if (!row) throw notFound(NOT_FOUND);
    },

    /** A page of endpoints and how many match. */
    async list(
      page: ListPage = newestFirst(e.createdAt, e.id),
    ): Promise<{ endpoints: WebhookEndpointView[]; total: number }> {
      const [rows, totals] = await Promise.all([
        db
          .select(endpointColumns)
          .from(e)
          .where(page.where)
          .orderBy(...page.orderBy)
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(e).where(page.where),
      ]);
      return { endpoints: rows.map(toEndpoint), total: totals[0]?.n ?? 0 };
    },

    /** A page of one endpoint's deliveries and how many it has; an unknown endpoint is a 404. */
    async listDeliveries(
      endpointId: string,
      page: ListPage = newestFirst(d.createdAt, d.id),
    ): Promise<{ deliveries: WebhookDeliveryView[]; total: number }> {
      await get(endpointId);
      const where = and(eq(d.endpointId, endpointId), page.where);
      const [rows, totals] = await Promise.all([
        db
          .select(deliveryColumns)
          .from(d)
          .innerJoin(webhookEvents, eq(webhookEvents.id, d.eventId))
          .where(where)
          .orderBy(...page.orderBy)
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(d).where(where),
      ]);
      return { deliveries: rows.map(toDelivery), total: totals[0]?.n ?? 0 };
    },

    /** A new attempt now, whatever the delivery's state: a failed one goes back to pending. */
    async resend(deliveryId: string, now = Date.now()): Promise<WebhookDeliveryView> {
      await delivery(deliveryId);
      return sendNow(deliveryId, now);
    },

    /** A `webhook.test` event to this endpoint only, sent at once. */
    async sendTest(endpointId: string, now = Date.now()): Promise<WebhookDeliveryView> {
      await get(endpointId);
      const eventId = newEventId();
      const deliveryId = crypto.randomUUID();
      await db.batch([
        db.insert(webhookEvents).values({
          id: eventId,
          type: TEST_EVENT_TYPE,
          payload: { endpointId, test: true },
        }),
        db.insert(d).values({ id: deliveryId, eventId, endpointId }),
      ]);
      return sendNow(deliveryId, now);
    },
  };
}
export type WebhooksService = ReturnType<typeof createWebhooksService>;
