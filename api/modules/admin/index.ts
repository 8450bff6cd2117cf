/**
 * The backoffice's API: /api/admin/{resource} in ra-data-simple-rest's form for
 * every definition in the table of contents, and the dashboard's numbers. Signed-out
 * callers get 401 and clients 403 on every route; the finer rules (who writes
 * what, which rows an accountant sees) live in the definitions.
 */
import { Elysia } from 'elysia';
import type { Role } from '../../../domain/enums.ts';
import type { AppContext } from '../../context.ts';
import { forbidden, invalid, unauthorized } from '../../lib/problem.ts';
import { requestContext } from '../../core/request-context.ts';
import { STAFF } from '../../core/access/visibility.ts';
import { createDashboardService } from './dashboard.ts';
import { dashboardSchema, idParams, listQuerySchema } from './model.ts';
import type { AdminResource, Row, WriteContext } from './resource.ts';
import { ADMIN_RESOURCES } from './table-of-contents.ts';
import { jsonAnswer } from '../../lib/openapi/answers.ts';
import { routeFacts } from '../../lib/openapi/complete-document.ts';
import { recordRef } from './record-schemas.ts';
import { createAdminService } from './service.ts';
import { setContentRange } from './list-query.ts';
import type { SessionUser, RequestMeta } from '../../core/caller.ts';

export const ADMIN_TAG = {
  name: 'Backoffice',
  description:
    "Staff data in ra-data-simple-rest form (accountants, managers, admins). Integrators call it with an API key made by an admin (Authorization: Bearer lk_live_…), within the key's scopes.",
};
const tags = [ADMIN_TAG.name];
/** Staff sign in with the session cookie; integrators send an API key (Authorization: Bearer). */
const security: Record<string, string[]>[] = [{ session: [] }, { apiKey: [] }];
/** The list's Content-Range header, described once under components.headers. */
const CONTENT_RANGE = { $ref: '#/components/headers/ContentRange' };
export const CONTENT_RANGE_HEADER = {
  description: 'Which records this page holds and how many match: `{resource} {first}-{last}/{total}`',
  schema: { type: 'string' },
};

/**
 * Runs before Elysia validates a write body. First who is asking: a client
 * must get 403 (and a signed-out caller 401) whatever the body, not a 422 that
 * describes the schema. Then the keys, against what the resource declares:
 * - declared by the body: validated and written;
 * - shown by the record but not writable (ids, times, authors, computed
 *   values): dropped, since react-admin's PUT sends the whole record back;
 * - anything else (a column the API never shows, a typo): refused with a 422
 *   naming every such key, before anything is read or written.
 */
function beforeValidation(
  definition: AdminResource,
  writable: readonly string[] | undefined,
  writeRoles: readonly Role[] | undefined,
) {
  const shownOnly = new Set(Object.keys(definition.fields).filter((key) => !writable?.includes(key)));
  return async ({ body: input, caller }: { body: unknown; caller: () => Promise<SessionUser | null> }) => {
    const user = await caller();
    if (!user) throw unauthorized();
    // A role that may not make this write is told so whatever the body (not a 422 describing it).
    if (!definition.readRoles.includes(user.role) || (writeRoles && !writeRoles.includes(user.role))) {
      throw forbidden();
    }
    // Without a body rule the write is refused (405) after these checks, whatever the body.
    if (!writable || input === null || typeof input !== 'object' || Array.isArray(input)) return;
    const record = input as Row;
    const unknownKeys = Object.keys(record).filter((key) => !writable.includes(key) && !shownOnly.has(key));
    if (unknownKeys.length) {
      throw invalid(
        'The request body is not valid.',
        // fromEntries defines own keys, so even "__proto__" is named as sent.
        Object.fromEntries(unknownKeys.map((key) => [key, `${key} is not a field this call accepts`])),
      );
    }
    for (const key of shownOnly) delete record[key];
  };
}

/** What a list takes; the record's fields are its schema's (components.schemas). */
function describeList(definition: AdminResource): string {
  const filters = ['id', ...(definition.searchable?.length ? ['q'] : []), ...Object.keys(definition.filters ?? {})];
  return `Sort by: ${Object.keys(definition.sortable).join(', ')}. Filter by: ${filters.join(', ')}.`;
}

export function adminModule(ctx: AppContext) {
  const admin = createAdminService(ctx);
  const dashboard = createDashboardService(ctx);

  const app = new Elysia({ name: 'admin' })
    .use(requestContext(ctx))
    .get('/api/admin/dashboard', ({ user }) => dashboard.stats(user), {
      roles: STAFF,
      response: { 200: dashboardSchema },
      detail: { tags, security, summary: "The dashboard's counts, recurring revenue (rand) and enquiries per week" },
    });

  // Elysia instances register routes in place, so the loop adds every resource to `app`.
  for (const definition of ADMIN_RESOURCES) {
    const { name, label } = definition;
    const path = `/api/admin/${name}`;
    const roles = definition.readRoles;
    const writeContext = (actor: SessionUser, meta: RequestMeta): WriteContext => ({ ctx, actor, meta });
    // Resources without a rule for a write still answer it: 401/403 as usual, then 405. Such a route is
    // left out of the API description: an operation that can only be refused is nothing to integrate with.
    const createBody = definition.create?.body;
    const updateBody = definition.update?.body;
    const record = recordRef(definition);
    const revealed = definition.create?.revealed ?? {};
    const created = Object.keys(revealed).length
      ? { allOf: [record, { type: 'object', properties: revealed, required: Object.keys(revealed) }] }
      : record;

    app.get(
      path,
      async ({ user, query, set }) => {
        const { rows, total, offset } = await admin.list(definition, user, query);
        setContentRange(set, name, offset, rows.length, total);
        return rows;
      },
      {
        roles,
        query: listQuerySchema,
        detail: {
          tags,
          security,
          summary: `List ${name}`,
          description: describeList(definition),
          responses: {
            200: jsonAnswer(`A page of ${name}`, { type: 'array', items: record }, { 'Content-Range': CONTENT_RANGE }),
          },
        },
      },
    );
    app.get(`${path}/:id`, ({ user, params }) => admin.getOne(definition, user, params.id), {
      roles,
      params: idParams,
      detail: {
        tags,
        security,
        summary: `One ${label}`,
        responses: { 200: jsonAnswer(`The ${label}`, record) },
      },
    });
    app.post(
      path,
      async ({ user, body, meta, set }) => {
        const created = await admin.create(definition, (body ?? {}) as Row, writeContext(user, meta));
        set.status = 201;
        return created;
      },
      {
        roles,
        ...(createBody ? { body: createBody.schema } : {}),
        transform: beforeValidation(definition, createBody?.keys, definition.create?.roles),
        detail: {
          tags,
          security,
          summary: `Create a ${label}`,
          ...(createBody
            ? { responses: { 201: jsonAnswer(`The new ${label}`, created) }, ...routeFacts({ 'x-errors': [409] }) }
            : { hide: true }),
        },
      },
    );
    app.put(
      `${path}/:id`,
      ({ user, params, body, meta }) =>
        admin.update(definition, params.id, (body ?? {}) as Row, writeContext(user, meta)),
      {
        roles,
        params: idParams,
        ...(updateBody ? { body: updateBody.schema } : {}),
        transform: beforeValidation(definition, updateBody?.keys, definition.update?.roles),
        detail: {
          tags,
          security,
          summary: `Change a ${label} (fields left out stay as they are)`,
          ...(updateBody
            ? {
                responses: { 200: jsonAnswer(`The ${label} as it now is`, record) },
                ...routeFacts({ 'x-errors': [409] }),
              }
            : { hide: true }),
        },
      },
    );
    app.delete(
      `${path}/:id`,
      ({ user, params, meta }) => admin.remove(definition, params.id, writeContext(user, meta)),
      {
        roles,
        params: idParams,
        detail: {
          tags,
          security,
          summary: `Delete a ${label}`,
          ...(definition.remove
            ? { responses: { 200: jsonAnswer(`The ${label} as it was`, record) }, ...routeFacts({ 'x-errors': [409] }) }
            : { hide: true }),
        },
      },
    );
  }
  return app;
}
