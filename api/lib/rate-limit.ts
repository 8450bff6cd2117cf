import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
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

/** An attempt taken from its allowances by `reserve`. */
export interface Reservation {
  /** Gives the attempt back (it succeeded): a success never uses up anyone's allowance. At most once. */
  release(): Promise<void>;
}

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a moment and try again.';

const tooMany = (resetAt: number, now: number, detail: string) =>
  new HttpProblem(429, detail, undefined, {
    'retry-after': String(Math.max(1, Math.ceil((resetAt - now) / 1000))),
  });

/**
 * Fixed-window counters kept in the database (table rate_limits), so several
 * server processes share them. One atomic upsert per counted event. Every
 * limit counts an attempt before judging it (`hit`, `reserve`): a limit read
 * first and counted after the work lets every request in flight through.
 */
export function createRateLimiter(db: Database, scale = 1) {
  async function increment(runner: Pick<Database, 'all'>, key: string, rule: RateRule, now: number) {
    const resetAt = now + rule.windowMs;
    const rows = await runner.all<{ count: number; reset_at: number }>(sql`
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
      const row = await increment(db, key, rule, now);
      if (row && row.count > rule.limit * scale) throw tooMany(row.reset_at, now, detail);
    },

    /**
     * Takes one attempt from every key's allowance before the attempt is judged, in
     * one transaction: all of them, or (429 with Retry-After, when any would pass its
     * limit) none, so a refused attempt uses up nothing. Parallel attempts each take
     * their own, so no more are judged than the limits allow (docs/decisions/015).
     * For limits on failures: `release()` gives a successful attempt back.
     */
    async reserve(checks: readonly RateCheck[], detail = TOO_MANY_ATTEMPTS): Promise<Reservation> {
      const now = Date.now();
      const taken = await db.transaction(async (tx) => {
        const windows: { key: string; resetAt: number }[] = [];
        let refusedUntil = 0;
        for (const { key, rule } of checks) {
          const row = await increment(tx, key, rule, now);
          if (!row) continue;
          windows.push({ key, resetAt: row.reset_at });
          if (row.count > rule.limit * scale) refusedUntil = Math.max(refusedUntil, row.reset_at);
        }
        // Thrown inside the transaction, so its increments are rolled back.
        if (refusedUntil) throw tooMany(refusedUntil, now, detail);
        return windows;
      });
      let released = false;
      return {
        async release() {
          if (released || !taken.length) return;
          released = true;
          // Only within the window it was taken from: a window that has turned never counted it.
          await db.run(sql`
            update rate_limits set count = count - 1
            where count > 0 and (${sql.join(
              taken.map(({ key, resetAt }) => sql`(key = ${key} and reset_at = ${resetAt})`),
              sql` or `,
            )})`);
        },
      };
    },

    /** Forgets a key (a successful sign-in clears its own address's count for that account). */
    async reset(key: string): Promise<void> {
      await db.run(sql`delete from rate_limits where key = ${key}`);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
