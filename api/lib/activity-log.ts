import type { Database } from '../db/client.ts';
import { activityLogs } from '../db/schema.ts';

export interface ActivityEntry {
  userId: string | null;
  action: string;
  details?: Record<string, unknown>;
  ipAddress?: string | null;
  userAgent?: string | null;
}

/** Who did what, from where. One row per event; never blocks the caller's answer on failure. */
export async function logActivity(db: Pick<Database, 'insert'>, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLogs).values({
    userId: entry.userId,
    action: entry.action,
    details: entry.details ?? null,
    ipAddress: entry.ipAddress ?? null,
    userAgent: entry.userAgent?.slice(0, 500) ?? null,
  });
}
