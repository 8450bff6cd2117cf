/**
 * Calendar dates as 'yyyy-MM-dd' strings: a due date is a day in South Africa,
 * not an instant, so it never passes through a time zone. Arithmetic runs on
 * UTC midnights, where no day is 23 or 25 hours long.
 */
export type CalendarDate = string;

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A real day written yyyy-MM-dd (2026-02-30 and 2026-13-01 are not). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = toDate(value);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const toDate = (date: CalendarDate) => new Date(`${date}T00:00:00Z`);
const fromDate = (date: Date): CalendarDate => date.toISOString().slice(0, 10);

export function makeDate(year: number, month: number, day: number): CalendarDate {
  return fromDate(new Date(Date.UTC(year, month - 1, day)));
}

export const yearOf = (date: CalendarDate) => Number(date.slice(0, 4));
export const monthOf = (date: CalendarDate) => Number(date.slice(5, 7));
export const dayOf = (date: CalendarDate) => Number(date.slice(8, 10));

export const addDays = (date: CalendarDate, days: number): CalendarDate =>
  fromDate(new Date(toDate(date).getTime() + days * DAY_MS));

/** The last day of the month that is `months` after this date's month (0: its own month). */
export function endOfMonth(date: CalendarDate, months = 0): CalendarDate {
  return fromDate(new Date(Date.UTC(yearOf(date), monthOf(date) + months, 0)));
}

/** This day of the month `months` later, held to that month's last day (31 Aug + 6 months: 28 or 29 Feb). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const last = endOfMonth(date, months);
  return dayOf(date) > dayOf(last) ? last : makeDate(yearOf(last), monthOf(last), dayOf(date));
}

/** 0 Sunday … 6 Saturday. */
export const weekday = (date: CalendarDate) => toDate(date).getUTCDay();
export const weekdayName = (date: CalendarDate) => WEEKDAY_NAMES[weekday(date)] ?? '';

/** '25 Dec 2026' */
export const formatDay = (date: CalendarDate) => `${dayOf(date)} ${MONTHS[monthOf(date) - 1]} ${yearOf(date)}`;
/** 'Thu 24 Dec' */
export const formatShortDay = (date: CalendarDate) =>
  `${WEEKDAYS[weekday(date)]} ${dayOf(date)} ${MONTHS[monthOf(date) - 1]}`;
/** 'Nov 2026' */
export const formatMonth = (date: CalendarDate) => `${MONTHS[monthOf(date) - 1]} ${yearOf(date)}`;
