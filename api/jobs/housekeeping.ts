import { lt, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { accountTokens, rateLimits, sessions, usedTokens } from '../db/schema.ts';
import { SESSION_IDLE_MS } from '../modules/accounts/sessions.ts';

/**
 * Deletes rows that can no longer matter: ended sessions, passed rate-limit
 * windows, spent human-check tokens and account links past their expiry. Idempotent; scheduled
 * hourly under a lease (api/jobs/index.ts).
 */
export async function housekeeping(db: Database, now = Date.now()): Promise<void> {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, new Date(now)), lt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS))));
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
  await db.delete(usedTokens).where(lt(usedTokens.expiresAt, now));
  await db.delete(accountTokens).where(lt(accountTokens.expiresAt, new Date(now)));
}
