import { Elysia } from 'elysia';
import { problemResponse } from './problem.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request protection for cookie-authenticated calls: a state-changing
 * request that a browser sends from another site is refused. Browsers always
 * send Origin on such requests (and Sec-Fetch-Site); integrators' servers send
 * neither and are let through, since they carry no victim's cookie. The
 * public enquiry endpoints, which partner sites' widgets post to, are exempt
 * and answer CORS themselves. SameSite=Lax cookies are the second layer.
 */
export function originGuard(publicUrl: string, exemptPaths: readonly string[]) {
  const publicOrigin = new URL(publicUrl).origin;
  const exempt = new Set(exemptPaths);
  return new Elysia({ name: 'origin-guard' }).onRequest(({ request }) => {
    if (SAFE_METHODS.has(request.method)) return;
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/') || exempt.has(url.pathname)) return;
    // An API key is judged alone (its cookies are ignored), and a browser cannot attach one
    // to a cross-site request without a CORS preflight these calls never answer.
    if (/^Bearer\s/i.test(request.headers.get('authorization') ?? '')) return;
    const origin = request.headers.get('origin');
    const ownOrigins = [publicOrigin, url.origin];
    const foreign = origin
      ? origin === 'null' || !ownOrigins.includes(origin)
      : request.headers.get('sec-fetch-site') === 'cross-site';
    if (foreign) {
      return problemResponse(403, 'Cross-site requests are not allowed.', url.pathname, undefined, {
        'x-content-type-options': 'nosniff',
      });
    }
  });
}
