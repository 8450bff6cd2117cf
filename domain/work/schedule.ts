/**
 * A pipeline's schedule for recurring work without a deadline (monthly bookkeeping,
 * decision 038): the job for month M is made on `createOnDay` of M+1 and due on
 * `dueOnDay` of M+1, so the month's statements exist before the work starts.
 */
import {
  addMonths,
  type CalendarDate,
  dayOf,
  endOfMonth,
  formatMonth,
  makeDate,
  monthOf,
  yearOf,
} from '../compliance/calendar-dates.ts';

export interface PipelineSchedule {
  every: 'month';
  /** Day of the month after the period on which its job is made (1-28, so every month has it). */
  createOnDay: number;
  /** Day of that same month on which the job is due (createOnDay-28). */
  dueOnDay: number;
}

export const DEFAULT_BOOKKEEPING_SCHEDULE: PipelineSchedule = { every: 'month', createOnDay: 1, dueOnDay: 20 };

export interface RecurringPeriod {
  /** yyyy-MM, the jobs' key with the client and service (as the calendar's monthly periods). */
  period: string;
  /** 'Mar 2026', as the calendar labels its monthly periods */
  periodLabel: string;
  periodStart: CalendarDate;
  periodEnd: CalendarDate;
  dueDate: CalendarDate;
}

/**
 * The latest period whose job is due to exist on `today`: last month's once today has
 * reached the creation day, else the month before. A run missed on the creation day
 * (the server down) is made up by the next run that month.
 */
export function currentRecurringPeriod(schedule: PipelineSchedule, today: CalendarDate): RecurringPeriod {
  const thisMonth = makeDate(yearOf(today), monthOf(today), 1);
  const createdIn = dayOf(today) >= schedule.createOnDay ? thisMonth : addMonths(thisMonth, -1);
  const periodStart = addMonths(createdIn, -1);
  return {
    period: periodStart.slice(0, 7),
    periodLabel: formatMonth(periodStart),
    periodStart,
    periodEnd: endOfMonth(periodStart),
    dueDate: makeDate(yearOf(createdIn), monthOf(createdIn), schedule.dueOnDay),
  };
}
