import { addDays, type CalendarDate, weekday } from './calendar-dates.ts';

/** Public holidays by date, with their names (statutory and ad hoc). */
export type HolidayCalendar = ReadonlyMap<CalendarDate, string>;

/**
 * Answers already worked out against one holiday calendar: a firm-wide recompute asks
 * the same few hundred dates for every client, and each answer parses dates. Keyed by
 * the calendar object, which is never changed once asked (a holiday added makes a new
 * calendar, which starts afresh); an unused one is collected with its answers.
 */
interface Answers {
  businessDay: Map<CalendarDate, boolean>;
  onOrBefore: Map<CalendarDate, CalendarDate>;
  after: Map<string, CalendarDate>;
}
const answersByCalendar = new WeakMap<HolidayCalendar, Answers>();

function answersFor(holidays: HolidayCalendar): Answers {
  let answers = answersByCalendar.get(holidays);
  if (!answers) {
    answers = { businessDay: new Map(), onOrBefore: new Map(), after: new Map() };
    answersByCalendar.set(holidays, answers);
  }
  return answers;
}

export function isBusinessDay(date: CalendarDate, holidays: HolidayCalendar): boolean {
  const known = answersFor(holidays).businessDay;
  let answer = known.get(date);
  if (answer === undefined) {
    const day = weekday(date);
    answer = day !== 0 && day !== 6 && !holidays.has(date);
    known.set(date, answer);
  }
  return answer;
}

/** This day if it is a business day, else the last business day before it (TAA s244(1)). */
export function onOrBeforeBusinessDay(date: CalendarDate, holidays: HolidayCalendar): CalendarDate {
  const known = answersFor(holidays).onOrBefore;
  let day = known.get(date);
  if (day === undefined) {
    day = date;
    while (!isBusinessDay(day, holidays)) day = addDays(day, -1);
    known.set(date, day);
  }
  return day;
}

/** The n-th business day after this date (the date itself never counts). */
export function addBusinessDays(date: CalendarDate, count: number, holidays: HolidayCalendar): CalendarDate {
  const known = answersFor(holidays).after;
  const key = `${date} ${count}`;
  let day = known.get(key);
  if (day === undefined) {
    day = date;
    for (let left = count; left > 0; ) {
      day = addDays(day, 1);
      if (isBusinessDay(day, holidays)) left--;
    }
    known.set(key, day);
  }
  return day;
}
