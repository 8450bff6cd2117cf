/**
 * The backoffice's webhook calls (admins only), in ra-data-simple-rest's form so react-admin
 * reads them like any other resource: /api/admin/webhook-endpoints and
 * /api/admin/webhook-deliveries, plus sending a test event and resending a delivery.
 * They sit beside the admin resource engine rather than in it because every write goes
 * through the webhooks service (its rules, its secret encryption, its at-once sending).
 * API keys never reach them: the access policy (api/core/access/policy.ts) gives these resources no scope.
 */
import { routeFacts } from '../../lib/openapi/complete-document.ts';
import { Elysia } from 'elysia';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/problem.ts';
import { requestContext } from '../../core/request-context.ts';
import { ADMIN_TAG } from '../admin/index.ts';
import { ADMINS } from '../../core/access/visibility.ts';
import { idParams, listQuerySchema } from '../admin/model.ts';
import { equalsText, type ListSpec, parseListQuery, setContentRange } from '../admin/public.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { createEndpointBody, deliverySchema, endpointSchema, updateEndpointBody } from './model.ts';
import { createWebhooksService } from './service.ts';

const tags = [ADMIN_TAG.name];
/** Staff cookies only: an API key is refused before it gets here. */
const security: Record<string, string[]>[] = [{ session: [] }];
const ENDPOINTS = 'webhook-endpoints';
const DELIVERIES = 'webhook-deliveries';
/** The endpoints' list: the engine's parameters (sort, range up to its 1,000-row page, filter by id). */
const endpointList: ListSpec = {
  name: ENDPOINTS,
  table: webhookEndpoints,
  id: webhookEndpoints.id,
  sortable: { createdAt: webhookEndpoints.createdAt },
  defaultSort: ['createdAt', 'DESC'],
};
/** One endpoint's deliveries: the same parameters, `filter.endpointId` required. */
const deliveryList: ListSpec = {
  name: DELIVERIES,
  table: webhookDeliveries,
  id: webhookDeliveries.id,
  sortable: { createdAt: webhookDeliveries.createdAt },
  defaultSort: ['createdAt', 'DESC'],
  filters: { endpointId: equalsText(webhookDeliveries.endpointId) },
};

/** The create answer: the endpoint with its secret, the only time the secret is shown. */
export const createdEndpointRecord = endpointSchema.merge({ secret: 'string' });

/** The deliveries list is always one endpoint's: `filter={"endpointId":"…"}`. */
function endpointIdOf(raw: unknown): string {
  let filter: unknown = raw === undefined || raw === '' ? {} : raw;
  if (typeof filter === 'string') {
    try {
      filter = JSON.parse(filter);
    } catch {
      throw badRequest('The list parameters are not valid.', { filter: 'filter must be JSON' });
    }
  }
  const id = filter && typeof filter === 'object' ? (filter as Record<string, unknown>).endpointId : undefined;
  if (typeof id !== 'string' || !id) {
    throw badRequest('The list parameters are not valid.', {
      'filter.endpointId': 'Name the endpoint whose deliveries to list',
    });
  }
  return id;
}

export function webhooksAdminModule(ctx: AppContext) {
  const webhooks = createWebhooksService(ctx);
  const endpoints = `/api/admin/${ENDPOINTS}`;
  const deliveries = `/api/admin/${DELIVERIES}`;

  return new Elysia({ name: 'webhooks-admin' })
    .use(requestContext(ctx))
    .get(
      endpoints,
      async ({ query, set }) => {
        const page = parseListQuery(endpointList, query, ctx.db);
        const { endpoints: rows, total } = await webhooks.list(page);
        setContentRange(set, ENDPOINTS, page.offset, rows.length, total);
        return rows;
      },
      {
        roles: ADMINS,
        query: listQuerySchema,
        response: { 200: endpointSchema.array() },
        detail: { tags, security, summary: 'List webhook endpoints, newest first (admins)' },
      },
    )
    .get(`${endpoints}/:id`, ({ params }) => webhooks.get(params.id), {
      roles: ADMINS,
      params: idParams,
      response: { 200: endpointSchema },
      detail: { tags, security, summary: 'One webhook endpoint (admins)' },
    })
    .post(
      endpoints,
      async ({ body, user, set }) => {
        const { endpoint, secret } = await webhooks.create(body, user.id);
        set.status = 201;
        return { ...endpoint, secret };
      },
      {
        roles: ADMINS,
        body: createEndpointBody,
        response: { 201: createdEndpointRecord },
        detail: {
          tags,
          security,
          summary: 'Register a webhook endpoint (admins); the answer shows its signing secret, once',
        },
      },
    )
    .put(`${endpoints}/:id`, ({ params, body }) => webhooks.update(params.id, body), {
      roles: ADMINS,
      params: idParams,
      body: updateEndpointBody,
      response: { 200: endpointSchema },
      detail: { tags, security, summary: 'Change a webhook endpoint (admins; fields left out stay as they are)' },
    })
    .delete(
      `${endpoints}/:id`,
      async ({ params }) => {
        const endpoint = await webhooks.get(params.id);
        await webhooks.remove(params.id);
        return endpoint;
      },
      {
        roles: ADMINS,
        params: idParams,
        response: { 200: endpointSchema },
        detail: { tags, security, summary: 'Delete a webhook endpoint and its deliveries (admins)' },
      },
    )
    .post(`${endpoints}/:id/test`, ({ params }) => webhooks.sendTest(params.id), {
      roles: ADMINS,
      params: idParams,
      response: { 200: deliverySchema },
      detail: {
        tags,
        security,
        summary: 'Send a webhook.test event to this endpoint now (admins); answers the delivery as the attempt left it',
      },
    })
    .get(
      deliveries,
      async ({ query, set }) => {
        const endpointId = endpointIdOf(query.filter);
        const page = parseListQuery(deliveryList, query, ctx.db);
        const { deliveries: rows, total } = await webhooks.listDeliveries(endpointId, page);
        setContentRange(set, DELIVERIES, page.offset, rows.length, total);
        return rows;
      },
      {
        roles: ADMINS,
        query: listQuerySchema,
        response: { 200: deliverySchema.array() },
        detail: {
          ...routeFacts({ 'x-errors': [404] }),
          tags,
          security,
          summary: 'One endpoint\'s webhook deliveries, newest first (admins): filter={"endpointId":"…"}',
        },
      },
    )
    .get(`${deliveries}/:id`, ({ params }) => webhooks.delivery(params.id), {
      roles: ADMINS,
      params: idParams,
      response: { 200: deliverySchema },
      detail: { tags, security, summary: 'One webhook delivery (admins)' },
    })
    .post(`${deliveries}/:id/resend`, ({ params }) => webhooks.resend(params.id), {
      roles: ADMINS,
      params: idParams,
      response: { 200: deliverySchema },
      detail: { tags, security, summary: 'Attempt a webhook delivery again now (admins), whatever its state' },
    });
}
