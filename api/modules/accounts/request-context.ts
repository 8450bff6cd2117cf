import { Elysia, type Cookie } from 'elysia';
import type { Role } from '../../../domain/enums.ts';
import type { AppContext } from '../../context.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { forbidden, unauthorized } from '../../lib/problem.ts';
import type { RequestMeta } from './service.ts';
import { SESSION_COOKIE, type SessionUser } from './sessions.ts';

type Cookies = Record<string, Cookie<unknown>>;

/**
 * Who is asking and from where, read once per request, for every route.
 *
 * - `meta` (client address, user agent) on every route.
 * - `caller()`: the signed-in user or null, looked up at most once per request.
 * - `{ auth: true }` (401 signed out) and `{ roles: [...] }` (also 403 for other roles) check
 *   the caller in the transform phase, before Elysia validates the body, so a signed-out
 *   caller gets 401 and never a 422 describing the schema; the route then receives `user`.
 */
export function requestContext(ctx: AppContext) {
  const callers = new WeakMap<Request, Promise<SessionUser | null>>();
  const callerOf = (request: Request, cookie: Cookies): Promise<SessionUser | null> => {
    let caller = callers.get(request);
    if (!caller) {
      const token = cookie[SESSION_COOKIE]?.value;
      caller = ctx.sessions.resolve(typeof token === 'string' ? token : undefined);
      callers.set(request, caller);
    }
    return caller;
  };
  const signedIn = async (request: Request, cookie: Cookies, allowed?: readonly Role[]): Promise<SessionUser> => {
    const user = await callerOf(request, cookie);
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
      caller: () => callerOf(request, cookie),
    }))
    .macro({
      auth: {
        transform: async ({ request, cookie }) => {
          await signedIn(request, cookie);
        },
        resolve: async ({ request, cookie }) => ({ user: await signedIn(request, cookie) }),
      },
      roles: (allowed: readonly Role[]) => ({
        transform: async ({ request, cookie }) => {
          await signedIn(request, cookie, allowed);
        },
        resolve: async ({ request, cookie }) => ({ user: await signedIn(request, cookie, allowed) }),
      }),
    });
}

export type { SessionUser };
