/**
 * The one access policy (decision 032): what every caller must pass, whichever
 * way they come in (a session cookie or an integrator's API key), before any route runs,
 * and which fields of a person's account each caller may set. Routes still say which
 * roles they serve (`roles:` in the request context) and resources which rows a role
 * sees (core/access/visibility.ts); the rules here are the ones that cut across every route,
 * and `api/core/access/access-matrix.test.ts` pins the whole outcome, operation by operation.
 *
 * 1. A key is judged by the key alone: only on /api/admin/*, within its scopes (403 naming
 *    the missing one), at most API_KEY_RATE per minute.
 * 2. A staff member the firm requires two-factor sign-in of, and who has not turned it
 *    on, gets 403 on every route but their own account's: judged by who they are, not by
 *    the path they call, so a route added later is covered without a word.
 * 3. Who someone is and what they may do (IDENTITY_FIELDS) is changed only by an admin
 *    signed in with a session; never by a key, whatever its scopes.
 */
import type { ApiKeyScope } from '../../../domain/api-key-scopes.ts';
import type { Role } from '../../../domain/enums.ts';
import { TWO_FACTOR_REQUIRED } from '../../../domain/roles.ts';
import { forbidden, HttpProblem } from '../../lib/problem.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { SessionUser } from '../caller.ts';

/** Requests per minute one API key may make. */
export const API_KEY_RATE = { limit: 600, windowMs: 60_000 };

/**
 * What an API key may do, by backoffice resource: `{family}:read` for GET, `{family}:write`
 * for POST, PUT and DELETE. Calls outside these families (the dashboard, users, services,
 * the activity log, notifications, the e-mail outbox, webhooks, API keys themselves) are
 * closed to keys.
 */
const KEY_FAMILIES: Record<string, string> = {
  clients: 'clients',
  'client-notes': 'clients',
  'client-assignments': 'clients',
  'company-employees': 'clients',
  'contact-submissions': 'enquiries',
  'waitlist-submissions': 'enquiries',
  'quote-requests': 'enquiries',
  documents: 'documents',
  'document-requests': 'documents',
  subscriptions: 'billing',
  payments: 'billing',
  pipelines: 'clients',
  jobs: 'clients',
  'job-tasks': 'clients',
};

/** The scope a call needs, or null when keys may not make it at all. */
export function requiredScope(method: string, pathname: string): ApiKeyScope | null {
  const resource = pathname.match(/^\/api\/admin\/([a-z-]+)(?:\/|$)/)?.[1];
  const family = resource && Object.hasOwn(KEY_FAMILIES, resource) ? KEY_FAMILIES[resource] : undefined;
  if (!family) return null;
  return `${family}:${method === 'GET' || method === 'HEAD' ? 'read' : 'write'}` as ApiKeyScope;
}

/**
 * The routes of a person's own account: open to a staff member who has not yet turned on
 * the two-factor sign-in they must use, so they can enrol (or sign out) with the session
 * they have. Nothing here reads anyone else's data.
 */
const OWN_ACCOUNT = /^\/api\/(user(\/.*)?|session|logout)$/;

/**
 * Fields of a person's account that decide who they are (the address a reset link goes
 * to, the name they sign in with) or what they may do (role, staff flag), and passwords.
 */
export const IDENTITY_FIELDS = ['username', 'email', 'role', 'isStaff', 'password'] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];

/** The identity fields a write would change: sent, and different from the record (react-admin sends whole records back). */
export function identityChanges(input: object, current: object): IdentityField[] {
  const sent = input as Record<string, unknown>;
  const now = current as Record<string, unknown>;
  return IDENTITY_FIELDS.filter((field) => field in sent && sent[field] !== now[field]);
}

/** 403 naming the fields, in problem details' field messages too. */
function refusedFields(detail: string, fields: readonly string[]): HttpProblem {
  return new HttpProblem(
    403,
    detail,
    Object.fromEntries(fields.map((field) => [field, `${field} cannot be set by this caller`])),
  );
}

/**
 * Refuses a change of identity fields to anyone but an admin signed in with a session.
 * `fields` are the ones the write would change (for an update, those that differ from the
 * record; react-admin sends whole records back, unchanged values are no change).
 */
export function assertMayChangeIdentity(caller: SessionUser, fields: readonly string[]): void {
  const touched = IDENTITY_FIELDS.filter((field) => fields.includes(field));
  if (!touched.length) return;
  if (caller.apiKey) throw refusedFields(`An API key cannot change ${touched.join(', ')}.`, touched);
  if (caller.role !== 'admin') {
    throw refusedFields('Only an admin can change usernames, e-mail addresses, roles and staff flags.', touched);
  }
}

/**
 * What a key may set when it creates a person: the new client's name and address (the
 * invitation goes there, so nobody's existing account changes), never a role, a staff flag
 * or a password.
 */
export function assertMaySetOnCreate(caller: SessionUser, fields: readonly string[]): void {
  if (!caller.apiKey) return;
  const touched = (['role', 'isStaff', 'password'] as const).filter((field) => fields.includes(field));
  if (touched.length) throw refusedFields(`An API key cannot set ${touched.join(', ')}.`, touched);
}

/**
 * Whether a person has two-factor sign-in on, and whether the firm requires it of their
 * role: the two-factor module answers (it owns the rule and the firm setting it reads),
 * the policy only enforces it.
 */
export interface TwoFactorRequirement {
  enabledFor(userId: string): Promise<boolean>;
  requiredFor(role: Role): Promise<boolean>;
}

/** What the policy is given to judge callers; the app context (api/context.ts) wires it. */
export interface AccessPolicySources {
  apiKeys: { resolve(token: string, ipAddress: string | null): Promise<SessionUser | null> };
  rateLimiter: RateLimiter;
  twoFactor: TwoFactorRequirement;
}

export function createAccessPolicy({ apiKeys, rateLimiter, twoFactor }: AccessPolicySources) {
  return {
    /**
     * The caller a Bearer token stands for, or null (401): keys work only on /api/admin/*,
     * and only within their scopes.
     */
    async admitKey(request: Request, token: string, ipAddress: string | null): Promise<SessionUser | null> {
      const { pathname } = new URL(request.url);
      if (!pathname.startsWith('/api/admin/')) return null;
      const user = await apiKeys.resolve(token, ipAddress);
      if (!user?.apiKey) return null;
      const scope = requiredScope(request.method, pathname);
      if (!scope) throw forbidden('API keys cannot make this call.');
      if (!user.apiKey.scopes.includes(scope)) throw forbidden(`This API key lacks the scope ${scope}.`);
      await rateLimiter.hit(`api-key:${user.apiKey.id}`, API_KEY_RATE, 'Too many requests with this API key.');
      return user;
    },

    /**
     * A session's caller, past the two-factor requirement (decision 030, widened by 032):
     * staff only pay one primary-key read of two_factor (and, for an accountant or manager
     * without it, the firm setting); clients pay nothing.
     */
    async admitSession(request: Request, user: SessionUser | null): Promise<SessionUser | null> {
      if (!user || user.role === 'client') return user;
      if (OWN_ACCOUNT.test(new URL(request.url).pathname)) return user;
      if (await twoFactor.enabledFor(user.id)) return user;
      if (await twoFactor.requiredFor(user.role)) throw forbidden(TWO_FACTOR_REQUIRED);
      return user;
    },
  };
}
export type AccessPolicy = ReturnType<typeof createAccessPolicy>;
