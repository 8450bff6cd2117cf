/**
 * Completes the OpenAPI document the Elysia plugin generates, in one place, from
 * facts each route states once:
 * - `x-auth` / `x-roles` (added by the request context's `auth` and `roles` macros):
 *   401, and 403 where only some roles may call; the security requirement
 *   (session cookie; an API key too under /api/admin);
 * - a path parameter: 404; a body: 400 (unreadable), 413 (too large), 422; a query: 422;
 * - `x-rate-limited` (routes that count calls) and every API-key route: 429;
 * - `x-errors`: statuses a route's own rules answer (409, 400, 405…).
 * Every error is a problem details object (RFC 9457). Every operation gets an
 * example of its success answer, made from its schema where none is written.
 * Shapes the document repeats are then shared under components.schemas.
 * The test suite checks every answer it receives against this document
 * (api/testing/answer-check.ts), so it cannot drift from what the API does.
 */
import type { JsonSchema } from './json-schema.ts';
import { exampleOf } from './example-of.ts';
import { shareParameters, shareSchemas } from './share-schemas.ts';
import { withoutErrorMessages } from './without-error-messages.ts';

type Operation = Record<string, unknown> & {
  responses?: Record<string, Record<string, unknown>>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema; example?: unknown }> };
  parameters?: { in: string }[];
  security?: Record<string, string[]>[];
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request cannot be read (malformed JSON, an unknown sort or filter)',
  401: 'Not signed in: no session, or an API key that is unknown, revoked or expired',
  403: "This role (or this API key's scopes) may not do this, a staff member who must use two-factor sign-in has not turned it on, or a browser sent the request from another site",
  404: 'No such record, or one the caller may not see',
  405: 'This resource does not allow this method',
  409: 'The request conflicts with the current state (see detail)',
  413: 'The request body is too large',
  422: 'A field is not valid: `errors` names each field with its message',
  429: 'Too many requests: wait for the seconds in Retry-After',
  503: 'Not available now (the database cannot be reached): try again later',
};

export const PROBLEM_SCHEMA: JsonSchema = {
  type: 'object',
  description: 'RFC 9457 problem details',
  properties: {
    type: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    instance: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'field → message' },
    requestId: { type: 'string', description: 'the X-Request-Id of the call, for support' },
  },
  required: ['type', 'title', 'status'],
};

function errorResponse(status: number) {
  const example = {
    type: status === 422 ? 'https://datatracker.ietf.org/doc/html/rfc9457#name-validation' : 'about:blank',
    title: ERROR_DESCRIPTIONS[status]?.split(/[(:]/)[0]?.trim() ?? 'Error',
    status,
    ...(status === 422
      ? { detail: 'The request body is not valid.', errors: { email: 'Please enter a valid email address' } }
      : {}),
  };
  return {
    description: ERROR_DESCRIPTIONS[status] ?? 'Error',
    ...(status === 429 || status === 503
      ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } }
      : {}),
    content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' }, example } },
  };
}

function errorsOf(path: string, method: string, op: Operation): number[] {
  const statuses = new Set<number>((op['x-errors'] as number[] | undefined) ?? []);
  const signedIn = op['x-auth'] !== undefined;
  const roles = op['x-roles'] as string[] | undefined;
  const keyed = path.startsWith('/api/admin/');
  const hasQuery = op.parameters?.some((parameter) => parameter.in === 'query') ?? false;
  if (signedIn) statuses.add(401);
  // 403: a role or an API key's scope that may not; any signed-in call, a staff member who must use two-factor
  // sign-in and has not (the access policy); for every write also the Origin guard (a browser on another site).
  if (signedIn || roles || keyed || method !== 'get') statuses.add(403);
  // A signed-in write may name a record (a client, a request) that is not there or not the caller's.
  if (path.includes('{') || (signedIn && op.requestBody)) statuses.add(404);
  // The backoffice's list parameters (sort, range, filter) are JSON: unreadable or unknown ones are 400.
  if (keyed && method === 'get' && hasQuery) statuses.add(400);
  if (op.requestBody) {
    statuses.add(400);
    statuses.add(413);
    statuses.add(422);
  }
  if (hasQuery) statuses.add(422);
  if (op['x-rate-limited'] || keyed) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

function securityOf(path: string, op: Operation): Record<string, string[]>[] {
  if (op['x-auth'] === undefined) return [];
  if (op.security?.length) return op.security;
  return path.startsWith('/api/admin/') ? [{ session: [] }, { apiKey: [] }] : [{ session: [] }];
}

type Media = { schema?: JsonSchema; example?: unknown };

/** The shared schema a `$ref` (or a list of `$ref`s) names: its example is written there, once. */
function sharedTarget(schema: JsonSchema, schemas: Record<string, JsonSchema>): JsonSchema | undefined {
  const ref = schema.$ref ?? (schema.type === 'array' ? schema.items?.$ref : undefined);
  return ref ? schemas[ref.replace('#/components/schemas/', '')] : undefined;
}

function addExample(media: Media, schemas: Record<string, JsonSchema>): void {
  if (!media.schema || media.example !== undefined) return;
  const shared = sharedTarget(media.schema, schemas);
  if (shared) shared.examples ??= [exampleOf(shared, 0, schemas)];
  else media.example = exampleOf(media.schema, 0, schemas);
}

function addExamples(op: Operation, schemas: Record<string, JsonSchema>): void {
  for (const [status, response] of Object.entries(op.responses ?? {})) {
    if (!status.startsWith('2')) continue;
    const content = response.content as Record<string, Media> | undefined;
    for (const [type, media] of Object.entries(content ?? {})) if (type.includes('json')) addExample(media, schemas);
  }
  const json = op.requestBody?.content?.['application/json'];
  if (json) addExample(json, schemas);
}

export function completeDocument(doc: OpenApiDocument): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const used = new Set<number>();
  // A copy: the plugin keeps its document, and shared schemas get their examples written in.
  const schemas: Record<string, JsonSchema> = {
    ...withoutErrorMessages(structuredClone(doc.components?.schemas as Record<string, JsonSchema> | undefined)),
    Problem: PROBLEM_SCHEMA,
  };
  for (const [path, item] of Object.entries(doc.paths)) {
    paths[path] = {};
    for (const [method, source] of Object.entries(item)) {
      if (!METHODS.includes(method)) {
        (paths[path] as Record<string, unknown>)[method] = source;
        continue;
      }
      const op: Operation = withoutErrorMessages(structuredClone(source));
      const responses = { ...(op.responses ?? {}) };
      for (const status of errorsOf(path, method, op)) {
        responses[String(status)] ??= { $ref: `#/components/responses/Problem${status}` };
        used.add(status);
      }
      op.responses = responses;
      op.security = securityOf(path, op);
      delete op['x-auth'];
      delete op['x-roles'];
      delete op['x-errors'];
      delete op['x-rate-limited'];
      paths[path][method] = op;
    }
  }
  shareSchemas(paths, schemas);
  const parameters = shareParameters(paths);
  for (const item of Object.values(paths)) for (const op of Object.values(item)) addExamples(op, schemas);
  return {
    ...doc,
    paths,
    components: {
      ...doc.components,
      schemas,
      parameters,
      // One shared answer per error status, referenced by every operation that can give it.
      responses: Object.fromEntries([...used].sort().map((status) => [`Problem${status}`, errorResponse(status)])),
    },
  };
}

/** What a route states about itself for completeDocument, as `detail` (OpenAPI extension keys). */
export interface RouteFacts {
  'x-auth'?: 'signed-in';
  'x-roles'?: string[];
  'x-errors'?: number[];
  'x-rate-limited'?: true;
}

/**
 * Facts to spread into a route's `detail` (or to be a macro's `detail`):
 * `detail: { tags, summary, ...routeFacts({ 'x-errors': [409] }) }`. Elysia's detail
 * type has no room for OpenAPI extension keys, so they pass typed as nothing.
 */
export function routeFacts(facts: RouteFacts): Record<never, never> {
  return facts;
}
