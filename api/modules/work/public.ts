/** What other modules (and the scheduled jobs) may use of the work board besides its routes. */
export { dailyWorkRun, makeDueJobs } from './daily.ts';
export { makeJobsFromCalendar } from './from-calendar.ts';
