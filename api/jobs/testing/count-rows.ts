import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { rateLimits, sessions, usedTokens } from '../../db/schema.ts';

/** How many rows a housekeeping table holds. */
export const countRows = async (db: Database, table: typeof sessions | typeof rateLimits | typeof usedTokens) =>
  (await db.select({ n: sql<number>`count(*)` }).from(table))[0]?.n ?? 0;
