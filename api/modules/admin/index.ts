/**
 * The backoffice's API: /api/admin/{resource} in ra-data-simple-rest's form for
 * every definition in resources/, and the dashboard's numbers. Signed-out
 * callers get 401 and clients 403 on every route; the finer rules (who writes
 * what, which rows an accountant sees) live in the definitions.
 */
import type { Type } from 'arktype';
import { Elysia, type Cookie } from 'elysia';
import type { Server } from 'bun';
import type { AppContext } from '../../context.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { forbidden, unauthorized } from '../../lib/problem.ts';
import { authPlugin, sessionStoreFor, type SessionUser } from '../accounts/auth.ts';
import type { RequestMeta } from '../accounts/service.ts';
import { SESSION_COOKIE, type SessionStore } from '../accounts/sessions.ts';
import { STAFF } from './access.ts';
import { createDashboardService } from './dashboard.ts';
import { dashboardSchema, declaredKeys, idParams, listQuerySchema } from './model.ts';
import type { ResourceDefinition, Row, WriteContext } from './resource.ts';
import { ADMIN_RESOURCES } from './resources/index.ts';
import { createAdminService } from './service.ts';

export const ADMIN_TAG = {
  name: 'Backoffice',
  description: 'Staff data in ra-data-simple-rest form (accountants, managers, admins)',
};
const tags = [ADMIN_TAG.name];

/**
 * Runs before Elysia validates a write body. First who is asking: a client
 * must get 403 (and a signed-out caller 401) whatever the body, not a 422 that
 * describes the schema. Then react-admin's whole records: fields a record
 * shows but a body may not write (ids, times, authors, computed values) are
 * dropped, so they are ignored; anything else unknown is refused (422).
 */
function beforeValidation(sessions: SessionStore, definition: ResourceDefinition, body: Type<object> | undefined) {
  const writable = body ? declaredKeys(body) : [];
  const shownOnly = Object.keys(definition.fields).filter((key) => !writable.includes(key));
  return async ({ body: input, cookie }: { body: unknown; cookie: Record<string, Cookie<unknown>> }) => {
    const token = cookie[SESSION_COOKIE]?.value;
    const user = await sessions.resolve(typeof token === 'string' ? token : undefined);
    if (!user) throw unauthorized();
    if (!definition.readRoles.includes(user.role)) throw forbidden();
    if (input === null || typeof input !== 'object' || Array.isArray(input)) return;
    for (const key of shownOnly) delete (input as Row)[key];
  };
}

function describe(definition: ResourceDefinition): string {
  const filters = ['id', ...(definition.searchable?.length ? ['q'] : []), ...Object.keys(definition.filters ?? {})];
  return `Fields: ${Object.keys(definition.fields).join(', ')}. Sort by: ${Object.keys(definition.sortable).join(', ')}. Filter by: ${filters.join(', ')}.`;
}

export function adminModule(ctx: AppContext) {
  const admin = createAdminService(ctx);
  const dashboard = createDashboardService(ctx);
  const sessions = sessionStoreFor(ctx);
  const meta = (request: Request, server: Server<unknown> | null): RequestMeta => ({
    ipAddress: clientIp(request, server, ctx.config.trustProxy),
    userAgent: request.headers.get('user-agent'),
  });

  const app = new Elysia({ name: 'admin' })
    .use(authPlugin(ctx))
    .get('/api/admin/dashboard', ({ user }) => dashboard.stats(user), {
      roles: STAFF,
      response: { 200: dashboardSchema },
      detail: { tags, summary: "The dashboard's counts, recurring revenue (rand) and enquiries per week" },
    });

  // Elysia instances register routes in place, so the loop adds every resource to `app`.
  for (const definition of ADMIN_RESOURCES) {
    const { name, label } = definition;
    const path = `/api/admin/${name}`;
    const roles = definition.readRoles;
    // biome-ignore lint/correctness/usePlaywrightValidDescribeCallback: describe() here documents a resource for OpenAPI, it is not a test.
    const description = describe(definition);
    const writeContext = (actor: SessionUser, request: Request, server: Server<unknown> | null): WriteContext => ({
      ctx,
      actor,
      meta: meta(request, server),
    });
    // Resources without a rule for a write still answer it: 401/403 as usual, then 405.
    const createBody = definition.create?.body;
    const updateBody = definition.update?.body;

    app.get(
      path,
      async ({ user, query, set }) => {
        const { rows, total, offset } = await admin.list(definition, user, query);
        set.headers['content-range'] = rows.length
          ? `${name} ${offset}-${offset + rows.length - 1}/${total}`
          : `${name} */${total}`;
        set.headers['access-control-expose-headers'] = 'Content-Range';
        return rows;
      },
      { roles, query: listQuerySchema, detail: { tags, summary: `List ${name}`, description } },
    );
    app.get(`${path}/:id`, ({ user, params }) => admin.getOne(definition, user, params.id), {
      roles,
      params: idParams,
      detail: { tags, summary: `One ${label}`, description },
    });
    app.post(
      path,
      async ({ user, body, request, server, set }) => {
        const created = await admin.create(definition, (body ?? {}) as Row, writeContext(user, request, server));
        set.status = 201;
        return created;
      },
      {
        roles,
        ...(createBody ? { body: createBody } : {}),
        transform: beforeValidation(sessions, definition, createBody),
        detail: {
          tags,
          summary: `Create a ${label}`,
          ...(createBody ? {} : { deprecated: true, description: 'Not allowed: 405.' }),
        },
      },
    );
    app.put(
      `${path}/:id`,
      ({ user, params, body, request, server }) =>
        admin.update(definition, params.id, (body ?? {}) as Row, writeContext(user, request, server)),
      {
        roles,
        params: idParams,
        ...(updateBody ? { body: updateBody } : {}),
        transform: beforeValidation(sessions, definition, updateBody),
        detail: {
          tags,
          summary: `Change a ${label} (fields left out stay as they are)`,
          ...(updateBody ? {} : { deprecated: true, description: 'Not allowed: 405.' }),
        },
      },
    );
    app.delete(
      `${path}/:id`,
      ({ user, params, request, server }) => admin.remove(definition, params.id, writeContext(user, request, server)),
      {
        roles,
        params: idParams,
        detail: {
          tags,
          summary: `Delete a ${label}`,
          ...(definition.remove ? {} : { deprecated: true, description: 'Not allowed: 405.' }),
        },
      },
    );
  }
  return app;
}
