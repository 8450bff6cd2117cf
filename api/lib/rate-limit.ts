import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { HttpProblem } from './problem.ts';

export interface RateRule {
  /** Events allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateCheck {
  key: string;
  rule: RateRule;
}

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a moment and try again.';

const tooMany = (resetAt: number, now: number, detail: string) =>
  new HttpProblem(429, detail, undefined, {
    'retry-after': String(Math.max(1, Math.ceil((resetAt - now) / 1000))),
  });

/**
 * Fixed-window counters kept in the database (table rate_limits), so several
 * server processes share them. One atomic upsert per counted event.
 */
export function createRateLimiter(db: Database, scale = 1) {
  async function increment(key: string, rule: RateRule, now: number) {
    const resetAt = now + rule.windowMs;
    const rows = await db.all<{ count: number; reset_at: number }>(sql`
      insert into rate_limits (key, count, reset_at) values (${key}, 1, ${resetAt})
      on conflict(key) do update set
        count = case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end
      returning count, reset_at`);
    return rows[0];
  }

  return {
    /** Counts one hit on `key`; throws 429 with Retry-After once the window's limit is passed. */
    async hit(key: string, rule: RateRule, detail = TOO_MANY_ATTEMPTS): Promise<void> {
      const now = Date.now();
      const row = await increment(key, rule, now);
      if (row && row.count > rule.limit * scale) throw tooMany(row.reset_at, now, detail);
    },

    /**
     * Throws 429 when any key has already used up its window; counts nothing.
     * For limits on failures: the check comes first, `record` only once the
     * attempt has failed, so a success never uses up anyone's allowance.
     */
    async assertBelow(checks: readonly RateCheck[], detail = TOO_MANY_ATTEMPTS): Promise<void> {
      const now = Date.now();
      const rows = await db
        .select({ key: rateLimits.key, count: rateLimits.count, resetAt: rateLimits.resetAt })
        .from(rateLimits)
        .where(
          inArray(
            rateLimits.key,
            checks.map((check) => check.key),
          ),
        );
      const byKey = new Map(rows.map((row) => [row.key, row]));
      let refusedUntil = 0;
      for (const { key, rule } of checks) {
        const row = byKey.get(key);
        if (row && row.resetAt > now && row.count >= rule.limit * scale)
          refusedUntil = Math.max(refusedUntil, row.resetAt);
      }
      if (refusedUntil) throw tooMany(refusedUntil, now, detail);
    },

    /** Counts one event on `key` without refusing this one (see `assertBelow`). */
    async record(key: string, rule: RateRule): Promise<void> {
      await increment(key, rule, Date.now());
    },

    /** Forgets a key (a successful sign-in clears its own address's count for that account). */
    async reset(key: string): Promise<void> {
      await db.run(sql`delete from rate_limits where key = ${key}`);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
