/**
 * The jobs due by a day (decision 038): those of the compliance calendar now inside the
 * firm's window and the recurring ones whose period's creation day has come. Made for
 * some clients when a package becomes active or their deadlines are recomputed, and for
 * all of them by the one daily run.
 */
import type { CalendarDate } from '../../../domain/compliance/calendar-dates.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { followMovedDeadlines, makeJobsFromCalendar } from './from-calendar.ts';
import { kickAutomations } from './automations.ts';
import { makeRecurringJobs } from './recurring.ts';

/** Inside the caller's transaction; answers how many jobs it made. */
export async function makeDueJobs(db: DbOrTx, today: CalendarDate, clientIds?: readonly string[]): Promise<number> {
  return (await makeJobsFromCalendar(db, today, clientIds)) + (await makeRecurringJobs(db, today, clientIds));
}

/**
 * The daily run, firm-wide: deadlines that entered the window as the days passed, the
 * period's recurring jobs, and the due dates of jobs whose deadline the nightly recompute
 * moved (that recompute no longer makes jobs itself), and any stage automations left
 * pending. One transaction per kind, so other
 * writers wait for a part, never for the whole.
 */
export async function dailyWorkRun(
  db: Database,
  today: CalendarDate,
): Promise<{ calendar: number; recurring: number }> {
  await db.transaction((tx) => followMovedDeadlines(tx));
  const calendar = await db.transaction((tx) => makeJobsFromCalendar(tx, today));
  const recurring = await db.transaction((tx) => makeRecurringJobs(tx, today));
  // Also the sweep for stage entries recorded but never run (a process that stopped between
  // the commit and the run): whatever is pending runs now, once.
  kickAutomations();
  return { calendar, recurring };
}
