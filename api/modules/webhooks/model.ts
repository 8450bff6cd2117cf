import { type } from 'arktype';
import { WEBHOOK_EVENT_TYPES } from './events.ts';
import { MAX_DESCRIPTION } from './rules.ts';
import type { WebhookDeliveryView, WebhookEndpointView } from './service.ts';

/**
 * Shapes for the admin HTTP layer to put on its routes (and so in OpenAPI). The bodies are
 * loose on purpose: the service's rules (rules.ts) judge every field and answer 422 with a
 * message per field, the same whoever calls it.
 */

const eventList = `a non-empty list of: ${WEBHOOK_EVENT_TYPES.join(', ')}`;

export const createEndpointBody = type({
  url: type('unknown').describe(
    'https:// URL on the public internet, its name resolving only to public addresses (http:// to localhost only with WEBHOOKS_ALLOW_INSECURE=1)',
  ),
  events: type('unknown').describe(eventList),
  'description?': type('unknown').describe(`at most ${MAX_DESCRIPTION} characters`),
  'includePersonalData?': type('unknown').describe('default false: names, e-mails, messages and file names left out'),
  'enabled?': type('unknown').describe('default true'),
});

export const updateEndpointBody = type({
  'url?': createEndpointBody.get('url'),
  'events?': createEndpointBody.get('events'),
  'description?': type('unknown'),
  'includePersonalData?': type('unknown'),
  'enabled?': type('unknown').describe('true again clears the failure count of a disabled endpoint'),
});

export const endpointSchema = type({
  id: 'string',
  url: 'string',
  description: 'string | null',
  events: 'string[]',
  includePersonalData: 'boolean',
  enabled: 'boolean',
  failingSince: 'string | null',
  disabledAt: 'string | null',
  createdBy: 'string | null',
  createdAt: 'string',
  updatedAt: 'string',
});

/** The answer to creating an endpoint: the only time its secret is shown. */
export const createdEndpointSchema = type({ endpoint: endpointSchema, secret: 'string' });

export const deliverySchema = type({
  id: 'string',
  eventId: 'string',
  eventType: 'string',
  endpointId: 'string',
  status: "'pending' | 'succeeded' | 'failed'",
  attempts: 'number',
  nextAttemptAt: 'string',
  lastAttemptAt: 'string | null',
  responseStatus: 'number | null',
  lastError: 'string | null',
  createdAt: 'string',
});

// The documented shapes and the service's answers cannot drift apart unnoticed.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const endpointMatches: Same<typeof endpointSchema.infer, WebhookEndpointView> = true;
const deliveryMatches: Same<typeof deliverySchema.infer, WebhookDeliveryView> = true;
void endpointMatches;
void deliveryMatches;
