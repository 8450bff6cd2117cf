/**
 * A client's tracked-from date: when the firm's work for them began (decision 037).
 * Staff may set it; otherwise it is the day the first package became active (a
 * subscription that ever left 'pending' keeps the day it started), else the day the
 * client registered. Open due dates before it are history, not the firm's failure:
 * never overdue, never reminded, never in the calendar feed, until staff take one on.
 * Computed in SQL so lists, reminders and the feed apply the same rule without a copy.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { DbOrTx } from '../../db/client.ts';
import { complianceDeadlines as d } from '../../db/schema.ts';

/** South African calendar date (UTC+2 all year) of a timestamp_ms value. */
const saDate = (ms: SQL | string) => sql`date((${ms}) / 1000 + 7200, 'unixepoch')`;

const packageDay = (clientId: SQLiteColumn | SQL) =>
  sql<
    string | null
  >`(select ${saDate(sql`min(s.start_date)`)} from subscriptions s where s.user_id = ${clientId} and s.status <> 'pending')`;

/** The client's tracked-from date (yyyy-MM-dd) as an SQL expression. */
export const trackedFromSql = (clientId: SQLiteColumn | SQL) =>
  sql<string>`(select coalesce(u.tracked_from, ${packageDay(sql`u.id`)}, ${saDate(sql`u.created_at`)}) from users u where u.id = ${clientId})`;

/** A due date from before the client's tracked-from date that staff have not taken on (done or open). */
export const beforeTrackedFromSql = sql<boolean>`(${d.takenOnAt} is null and ${d.dueDate} < ${trackedFromSql(d.clientId)})`;

export type TrackedFromSource = 'set_by_staff' | 'first_package' | 'registered';

export interface TrackedFrom {
  trackedFrom: string;
  source: TrackedFromSource;
  /** What it would be without the staff's date. */
  defaultTrackedFrom: string;
}

export async function trackedFromOf(db: DbOrTx, clientId: string): Promise<TrackedFrom | null> {
  const rows = await db.all<{ own: string | null; package: string | null; registered: string }>(
    sql`select u.tracked_from as own, ${packageDay(sql`u.id`)} as package, ${saDate(sql`u.created_at`)} as registered
        from users u where u.id = ${clientId} and u.role = 'client'`,
  );
  const row = rows[0];
  if (!row) return null;
  const defaultTrackedFrom = row.package ?? row.registered;
  if (row.own) return { trackedFrom: row.own, source: 'set_by_staff', defaultTrackedFrom };
  return { trackedFrom: defaultTrackedFrom, source: row.package ? 'first_package' : 'registered', defaultTrackedFrom };
}
