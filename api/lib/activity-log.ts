import type { Database } from '../db/client.ts';
import { activityLogs } from '../db/schema.ts';

export interface ActivityEntry {
  userId: string | null;
  action: string;
  details?: Record<string, unknown>;
  ipAddress?: string | null;
  userAgent?: string | null;
}

/** The database, or the transaction of the change being recorded (anything that can insert). */
export type ActivityWriter = Pick<Database, 'insert'>;

/**
 * Who did what, from where: one row per event. The insert is awaited and a
 * failure throws to the caller. Given the transaction of the change it
 * records, the row commits or rolls back with that change; given the
 * database, a change made before it stays even when the log row fails.
 */
export async function logActivity(tx: ActivityWriter, entry: ActivityEntry): Promise<void> {
  await tx.insert(activityLogs).values({
    userId: entry.userId,
    action: entry.action,
    details: entry.details ?? null,
    ipAddress: entry.ipAddress ?? null,
    userAgent: entry.userAgent?.slice(0, 500) ?? null,
  });
}
