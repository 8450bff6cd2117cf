import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { HttpProblem } from './problem.ts';

export interface RateRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

/**
 * Fixed-window counters kept in the database (table rate_limits), so several
 * server processes share them. One atomic upsert per check.
 */
export function createRateLimiter(db: Database, scale = 1) {
  return {
    /** Counts one hit on `key`; throws 429 with Retry-After once the window's limit is passed. */
    async hit(
      key: string,
      rule: RateRule,
      detail = 'Too many attempts. Please wait a moment and try again.',
    ): Promise<void> {
      const now = Date.now();
      const resetAt = now + rule.windowMs;
      const rows = await db.all<{ count: number; reset_at: number }>(sql`
        insert into rate_limits (key, count, reset_at) values (${key}, 1, ${resetAt})
        on conflict(key) do update set
          count = case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end
        returning count, reset_at`);
      const row = rows[0];
      if (row && row.count > rule.limit * scale) {
        const retryAfter = Math.max(1, Math.ceil((row.reset_at - now) / 1000));
        throw new HttpProblem(429, detail, undefined, { 'retry-after': String(retryAfter) });
      }
    },
    /** Forgets a key (after a successful sign-in, say). */
    async reset(key: string): Promise<void> {
      await db.run(sql`delete from rate_limits where key = ${key}`);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
