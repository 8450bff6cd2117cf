import { routeFacts } from '../lib/openapi/complete-document.ts';
import { Elysia, type Cookie } from 'elysia';
import type { Role } from '../../domain/enums.ts';
import { clientIp } from '../lib/client-ip.ts';
import { forbidden, unauthorized } from '../lib/problem.ts';
import type { AccessPolicy } from './access/policy.ts';
import type { RequestMeta, SessionUser } from './caller.ts';

type Cookies = Record<string, Cookie<unknown>>;

/**
 * What the request context reads callers with; the app context (api/context.ts) has all
 * of it, so every module passes its `ctx` as it is.
 */
export interface RequestContextSources {
  config: { databaseUrl: string; trustProxy: number };
  sessions: {
    tokenFrom(cookie: Cookies): string | undefined;
    resolve(token: string | undefined): Promise<SessionUser | null>;
  };
  accessPolicy: AccessPolicy;
}

/**
 * Who is asking and from where, read once per request, for every route.
 *
 * - `meta` (client address, user agent) on every route.
 * - `caller()`: the signed-in user or null, looked up at most once per request.
 * - `{ auth: true }` (401 signed out) and `{ roles: [...] }` (also 403 for other roles) check
 *   the caller in the transform phase, before Elysia validates the body, so a signed-out
 *   caller gets 401 and never a 422 describing the schema; the route then receives `user`.
 */
export function requestContext(ctx: RequestContextSources) {
  const callers = new WeakMap<Request, Promise<SessionUser | null>>();
  const policy = ctx.accessPolicy;
  /** Every way in passes the one access policy (core/access/policy.ts) before any route sees the caller. */
  const callerOf = (request: Request, cookie: Cookies, ipAddress: string | null): Promise<SessionUser | null> => {
    let caller = callers.get(request);
    if (!caller) {
      const bearer = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
      // A request with a key is judged by the key alone: its cookies are ignored.
      caller =
        bearer !== undefined
          ? policy.admitKey(request, bearer, ipAddress)
          : ctx.sessions.resolve(ctx.sessions.tokenFrom(cookie)).then((user) => policy.admitSession(request, user));
      callers.set(request, caller);
    }
    return caller;
  };
  const signedIn = async (
    request: Request,
    cookie: Cookies,
    ipAddress: string | null,
    allowed?: readonly Role[],
  ): Promise<SessionUser> => {
    const user = await callerOf(request, cookie, ipAddress);
    if (!user) throw unauthorized();
    if (allowed && !allowed.includes(user.role)) throw forbidden();
    return user;
  };

  return new Elysia({ name: 'request-context', seed: ctx.config.databaseUrl })
    .derive({ as: 'global' }, ({ request, server, cookie }) => ({
      meta: {
        ipAddress: clientIp(request, server, ctx.config.trustProxy),
        userAgent: request.headers.get('user-agent'),
      } satisfies RequestMeta as RequestMeta,
      caller: () => callerOf(request, cookie, clientIp(request, server, ctx.config.trustProxy)),
    }))
    .macro({
      auth: {
        // Read by api/lib/openapi/complete-document.ts: 401 and the security requirement.
        detail: routeFacts({ 'x-auth': 'signed-in' }),
        transform: async ({ request, cookie, meta }) => {
          await signedIn(request, cookie, meta.ipAddress);
        },
        resolve: async ({ request, cookie, meta }) => ({ user: await signedIn(request, cookie, meta.ipAddress) }),
      },
      roles: (allowed: readonly Role[]) => ({
        // Read by api/lib/openapi/complete-document.ts: 401, 403 and the security requirement.
        detail: routeFacts({ 'x-auth': 'signed-in', 'x-roles': [...allowed] }),
        transform: async ({ request, cookie, meta }) => {
          await signedIn(request, cookie, meta.ipAddress, allowed);
        },
        resolve: async ({ request, cookie, meta }) => ({
          user: await signedIn(request, cookie, meta.ipAddress, allowed),
        }),
      }),
    });
}
