import type { Server } from 'bun';
import { timingSafeEqual } from 'node:crypto';
import { Elysia } from 'elysia';
import { registry } from '../../lib/metrics.ts';
import { HttpProblem } from '../../lib/problem.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A caller on this machine, speaking for itself: a request a local reverse
 * proxy forwards also comes from loopback, so any forwarding header rules it out.
 */
function isLoopbackCaller(request: Request, server: Server<unknown> | null): boolean {
  if (request.headers.has('x-forwarded-for') || request.headers.has('forwarded')) return false;
  const address = server?.requestIP(request)?.address;
  return address !== undefined && LOOPBACK.has(address);
}

function bearerMatches(request: Request, token: string | undefined): boolean {
  if (!token) return false;
  const given = Buffer.from(request.headers.get('authorization') ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** GET /metrics in Prometheus text format: for METRICS_TOKEN (Bearer) or loopback callers only. */
export function metricsModule(metricsToken: string | undefined) {
  return new Elysia({ name: 'metrics' }).get(
    '/metrics',
    async ({ request, server }) => {
      if (!bearerMatches(request, metricsToken) && !isLoopbackCaller(request, server)) {
        throw new HttpProblem(
          metricsToken && request.headers.has('authorization') ? 403 : 401,
          'Metrics are open to METRICS_TOKEN or to this machine only.',
          undefined,
          { 'www-authenticate': 'Bearer' },
        );
      }
      return new Response(await registry.metrics(), { headers: { 'content-type': registry.contentType } });
    },
    { detail: { hide: true } },
  );
}
