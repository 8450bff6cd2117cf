import { Elysia } from 'elysia';
import { log, logEnabled } from './logger.ts';
import { databaseErrors, httpDuration, httpRequests, isDatabaseError, uploadsInFlight } from './metrics.ts';

const WELL_FORMED_ID = /^[A-Za-z0-9._-]{1,128}$/;
const UPLOAD_PATH = '/api/documents/upload';

/** The caller's X-Request-Id when it is safe to log and echo, else a fresh one. */
export function requestIdFor(header: string | null): string {
  return header && WELL_FORMED_ID.test(header) ? header : crypto.randomUUID();
}

/** A document upload (only POSTs pay for the path check). */
function isUpload(request: Request): boolean {
  if (request.method !== 'POST') return false;
  const url = request.url;
  const path = url.slice(url.indexOf('/', url.indexOf('//') + 2)).split('?')[0];
  return path === UPLOAD_PATH;
}

/** What the request hooks keep on Elysia's per-request context. */
interface Timed {
  requestStartedAt?: number;
  user?: { id: string };
  responseValue?: unknown;
  error?: unknown;
}

function statusOf(c: Timed, set: { status?: number | string }): number {
  const value = c.responseValue;
  if (value instanceof Response) return value.status;
  if (typeof value === 'object' && value !== null && 'code' in value && typeof value.code === 'number') {
    return value.code;
  }
  return typeof set.status === 'number' ? set.status : 200;
}

/**
 * One JSON line per request (time, request id, method, route pattern, status,
 * duration, user id) and the request metrics. Never bodies, cookies, tokens or
 * raw paths: the route label is Elysia's pattern, so label sets stay bounded.
 * The error handler records its answer's status on `set.status` (see problem.ts).
 */
export const requestLog = new Elysia({ name: 'request-log' })
  .onRequest((c) => {
    (c as Timed).requestStartedAt = performance.now();
    c.set.headers['x-request-id'] = requestIdFor(c.request.headers.get('x-request-id'));
    if (isUpload(c.request)) uploadsInFlight.inc();
  })
  .onAfterResponse({ as: 'global' }, (c) => {
    const timed = c as Timed;
    const seconds = (performance.now() - (timed.requestStartedAt ?? performance.now())) / 1000;
    const method = c.request.method;
    const route = c.route || 'unmatched';
    const status = statusOf(timed, c.set);
    const labels = { method, route, status: String(status) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, seconds);
    if (isUpload(c.request)) uploadsInFlight.dec();
    if (timed.error !== undefined && isDatabaseError(timed.error)) databaseErrors.inc();
    if (!logEnabled('info')) return;
    log.info({
      requestId: String(c.set.headers['x-request-id'] ?? ''),
      method,
      route,
      status,
      durationMs: Math.round(seconds * 100_000) / 100,
      userId: timed.user?.id,
    });
  });
