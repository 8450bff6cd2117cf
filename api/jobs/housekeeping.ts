import { lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimits, sessions, usedTokens } from '../db/schema.ts';
import { SESSION_IDLE_MS } from '../modules/accounts/sessions.ts';
import type { Stoppable } from '../lib/shutdown.ts';
import { scheduleJob } from './schedule.ts';

/**
 * Deletes rows that can no longer matter: ended sessions, passed rate-limit
 * windows, spent human-check tokens past their expiry. Idempotent, so several
 * processes may run it at once without a lease.
 */
export async function housekeeping(db: Database, now = Date.now()): Promise<void> {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, new Date(now)), lt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS))));
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
  await db.delete(usedTokens).where(lt(usedTokens.expiresAt, now));
}

/** Runs housekeeping every hour (and once soon after start); failures are logged, never fatal. */
export function scheduleHousekeeping(db: Database, everyMs = 60 * 60 * 1000): Stoppable {
  return scheduleJob('housekeeping', () => housekeeping(db), 30_000, everyMs);
}

export const countRows = async (db: Database, table: typeof sessions | typeof rateLimits | typeof usedTokens) =>
  (await db.select({ n: sql<number>`count(*)` }).from(table))[0]?.n ?? 0;
