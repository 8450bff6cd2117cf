/**
 * South Africa's public holidays under the Public Holidays Act 36 of 1994
 * (Schedule 1 and section 2(1) of the Act): the ten fixed dates of
 * Schedule 1, Good Friday and Family Day from Easter, and section 2(1): a
 * holiday on a Sunday makes the Monday after it a holiday too. Ad hoc days
 * (an election) are not in the Act: admins add them, with a reason.
 */
import { addDays, type CalendarDate, makeDate, weekday } from './calendar-dates.ts';

export interface Holiday {
  date: CalendarDate;
  name: string;
}

const FIXED: readonly [month: number, day: number, name: string][] = [
  [1, 1, "New Year's Day"],
  [3, 21, 'Human Rights Day'],
  [4, 27, 'Freedom Day'],
  [5, 1, "Workers' Day"],
  [6, 16, 'Youth Day'],
  [8, 9, "National Women's Day"],
  [9, 24, 'Heritage Day'],
  [12, 16, 'Day of Reconciliation'],
  [12, 25, 'Christmas Day'],
  [12, 26, 'Day of Goodwill'],
];

/** Easter Sunday in the Gregorian calendar (the anonymous Gregorian algorithm, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return makeDate(year, month, day);
}

/** The year's statutory public holidays, in date order. */
export function statutoryHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const holidays: Holiday[] = FIXED.map(([month, day, name]) => ({ date: makeDate(year, month, day), name }));
  holidays.push({ date: addDays(easter, -2), name: 'Good Friday' }, { date: addDays(easter, 1), name: 'Family Day' });
  const taken = new Set(holidays.map((holiday) => holiday.date));
  for (const holiday of [...holidays]) {
    if (weekday(holiday.date) !== 0) continue;
    const monday = addDays(holiday.date, 1);
    // s2(1): the Monday after a Sunday holiday is one; when it already is (26 Dec after 25 Dec), nothing is added.
    if (!taken.has(monday)) {
      holidays.push({ date: monday, name: `${holiday.name} (observed)` });
      taken.add(monday);
    }
  }
  return holidays.sort((x, y) => x.date.localeCompare(y.date));
}
