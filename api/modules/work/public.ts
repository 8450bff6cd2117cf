/** What other modules (and the scheduled jobs) may use of the work board besides its routes. */
export { makeJobsFromCalendar } from './from-calendar.ts';
