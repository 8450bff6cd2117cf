import { routeFacts } from '../../lib/openapi/complete-document.ts';
import { eq } from 'drizzle-orm';
import { Elysia, type Cookie } from 'elysia';
import type { Role } from '../../../domain/enums.ts';
import { mustUseTwoFactor, TWO_FACTOR_REQUIRED } from '../../../domain/roles.ts';
import type { AppContext } from '../../context.ts';
import { twoFactor } from '../../db/schema.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { forbidden, unauthorized } from '../../lib/problem.ts';
import { requiredScope } from '../api-keys/scopes.ts';
import { readFirmSettings } from '../firm-settings/settings.ts';
import type { RequestMeta } from './service.ts';
import type { SessionUser } from './sessions.ts';

type Cookies = Record<string, Cookie<unknown>>;

/** Requests per minute one API key may make. */
export const API_KEY_RATE = { limit: 600, windowMs: 60_000 };

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
  const callerOf = (request: Request, cookie: Cookies, ipAddress: string | null): Promise<SessionUser | null> => {
    let caller = callers.get(request);
    if (!caller) {
      const bearer = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
      if (bearer !== undefined) caller = keyCaller(request, bearer, ipAddress);
      else {
        caller = ctx.sessions.resolve(ctx.sessions.tokenFrom(cookie)).then((user) => twoFactorGate(request, user));
      }
      callers.set(request, caller);
    }
    return caller;
  };
  /**
   * A request with a key is judged by the key alone (its cookies are ignored): only on
   * /api/admin/*, within the key's scopes (403 naming the one missing), at most
   * API_KEY_RATE per minute (429).
   */
  const keyCaller = async (request: Request, token: string, ipAddress: string | null) => {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith('/api/admin/')) return null;
    const user = await ctx.apiKeys.resolve(token, ipAddress);
    if (!user?.apiKey) return null;
    const scope = requiredScope(request.method, pathname);
    if (!scope) throw forbidden('API keys cannot make this call.');
    if (!user.apiKey.scopes.includes(scope)) throw forbidden(`This API key lacks the scope ${scope}.`);
    await ctx.rateLimiter.hit(`api-key:${user.apiKey.id}`, API_KEY_RATE, 'Too many requests with this API key.');
    return user;
  };
  /**
   * The backoffice's API answers a staff member who must use two-factor sign-in and has
   * not turned it on with 403 (decision 030): admins always, accountants and managers
   * under the firm setting. Their own account's routes (/api/user/two-factor, to enrol)
   * stay open. API keys are judged by their scopes instead. Only staff on /api/admin/
   * pay the one indexed read; clients and the portal's calls pay nothing.
   */
  const twoFactorGate = async (request: Request, user: SessionUser | null): Promise<SessionUser | null> => {
    if (!user || user.role === 'client') return user;
    if (!new URL(request.url).pathname.startsWith('/api/admin/')) return user;
    const [enrolled] = await ctx.db
      .select({ enabledAt: twoFactor.enabledAt })
      .from(twoFactor)
      .where(eq(twoFactor.userId, user.id));
    if (enrolled?.enabledAt) return user;
    const staffRequired = user.role !== 'admin' && (await readFirmSettings(ctx.db)).twoFactorRequiredForStaff;
    if (mustUseTwoFactor(user.role, staffRequired)) throw forbidden(TWO_FACTOR_REQUIRED);
    return user;
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

export type { SessionUser };
