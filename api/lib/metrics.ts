import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's metrics, in their own registry (Prometheus text at GET /metrics).
 * Labels are bounded: route patterns, never raw paths.
 */
export const registry = new Registry();

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'Requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from request to response, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
  registers: [registry],
});

export const databaseErrors = new Counter({
  name: 'database_errors_total',
  help: 'Errors raised by the database client (requests and jobs)',
  registers: [registry],
});

export const jobRuns = new Counter({
  name: 'job_runs_total',
  help: 'Scheduled job runs started, by job',
  labelNames: ['job'] as const,
  registers: [registry],
});

export const jobFailures = new Counter({
  name: 'job_failures_total',
  help: 'Scheduled job runs that failed, by job',
  labelNames: ['job'] as const,
  registers: [registry],
});

export const uploadsInFlight = new Gauge({
  name: 'uploads_in_flight',
  help: 'Document uploads being received right now',
  registers: [registry],
});

/** libSQL's errors carry SQLite result codes (SQLITE_BUSY…); drizzle wraps them as the `cause`. */
export function isDatabaseError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 2) return false;
  const { name, code, cause } = error as { name?: unknown; code?: unknown; cause?: unknown };
  if (name === 'LibsqlError' || name === 'DrizzleQueryError') return true;
  if (typeof code === 'string' && code.startsWith('SQLITE')) return true;
  return isDatabaseError(cause, depth + 1);
}
