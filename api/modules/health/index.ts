import { routeFacts } from '../../lib/openapi/complete-document.ts';
import { type } from 'arktype';
import { Elysia } from 'elysia';
import { HttpProblem } from '../../lib/problem.ts';
import type { DatabaseHandle } from '../../db/client.ts';

const healthSchema = type({ status: "'ok'", database: "'ok'", time: 'string' });

export function healthModule({ client }: DatabaseHandle) {
  return new Elysia({ name: 'health' }).get(
    '/healthz',
    async () => {
      // A real round trip: a broken or locked database makes this throw, and the error handler answers 503.
      try {
        await client.execute('select 1');
      } catch {
        throw new HttpProblem(503, 'The database is not reachable.');
      }
      return { status: 'ok' as const, database: 'ok' as const, time: new Date().toISOString() };
    },
    {
      response: { 200: healthSchema },
      detail: { ...routeFacts({ 'x-errors': [503] }), tags: ['Health'], summary: 'Liveness and database check' },
    },
  );
}
