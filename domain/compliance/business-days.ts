import { addDays, type CalendarDate, weekday } from './calendar-dates.ts';

/** Public holidays by date, with their names (statutory and ad hoc). */
export type HolidayCalendar = ReadonlyMap<CalendarDate, string>;

export const isBusinessDay = (date: CalendarDate, holidays: HolidayCalendar) =>
  weekday(date) !== 0 && weekday(date) !== 6 && !holidays.has(date);

/** This day if it is a business day, else the last business day before it (TAA s244(1)). */
export function onOrBeforeBusinessDay(date: CalendarDate, holidays: HolidayCalendar): CalendarDate {
  let day = date;
  while (!isBusinessDay(day, holidays)) day = addDays(day, -1);
  return day;
}

/** The n-th business day after this date (the date itself never counts). */
export function addBusinessDays(date: CalendarDate, count: number, holidays: HolidayCalendar): CalendarDate {
  let day = date;
  for (let left = count; left > 0; ) {
    day = addDays(day, 1);
    if (isBusinessDay(day, holidays)) left--;
  }
  return day;
}
