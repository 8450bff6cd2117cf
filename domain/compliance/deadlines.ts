/**
 * The compliance calculation: from a client's company details, the rules in
 * force and the public holidays, every SARS and CIPC due date in a window, each
 * on a business day where its rule says so, with the reason for any move.
 * Pure: the API stores the results (compliance_deadlines) and the portal shows them.
 */
import { addBusinessDays, type HolidayCalendar, isBusinessDay, onOrBeforeBusinessDay } from './business-days.ts';
import {
  addMonths,
  type CalendarDate,
  endOfMonth,
  formatDay,
  formatMonth,
  formatShortDay,
  makeDate,
  monthOf,
  weekdayName,
  yearOf,
} from './calendar-dates.ts';
import { type ComplianceRule, type DueDay, type Obligation, ruleOn, type VatCategory } from './rules.ts';

export interface ComplianceProfile {
  businessType: string | null;
  /** 1-12 */
  financialYearEndMonth: number | null;
  vatCategory: VatCategory | null;
  vatEfiler: boolean | null;
  incorporationDate: CalendarDate | null;
  registeredEmployer: boolean;
  /** Changes of beneficial ownership staff recorded. */
  ownershipChanges: readonly CalendarDate[];
}

export interface ComputedDeadline {
  obligation: Obligation;
  /** Unique per client and obligation: '2026-11', 'P1-2027-02', 'AR-2027'… */
  period: string;
  periodLabel: string;
  statutoryDate: CalendarDate;
  dueDate: CalendarDate;
  /** '25 Dec 2026 is a public holiday: due Thu 24 Dec'; null when the date stands. */
  moveReason: string | null;
  ruleId: string;
  optional: boolean;
}

export interface ComplianceResult {
  deadlines: ComputedDeadline[];
  /** What is missing or not covered, in words the client can act on. */
  notices: string[];
}

export const COMPANY_TYPES = ['private_company', 'public_company', 'close_corporation'] as const;

export const COMPLIANCE_NOTICES = {
  businessType: 'Add your business type to see income tax and CIPC dates',
  notCovered:
    'Income tax and CIPC dates are worked out for companies and close corporations only: your accountant keeps yours',
  yearEnd: 'Add your financial year-end to see income tax dates',
  incorporation: 'Add your incorporation date to see CIPC dates',
  vatCategory: 'Add your VAT category to see VAT dates',
  vatEfiler: 'Say whether you file VAT on eFiling to see VAT dates',
} as const;

interface Window {
  from: CalendarDate;
  to: CalendarDate;
}

function dueOn(periodEnd: CalendarDate, due: DueDay, holidays: HolidayCalendar): CalendarDate {
  const month = endOfMonth(periodEnd, due.monthsAfter);
  if (due.day === 'last_business_day') return onOrBeforeBusinessDay(month, holidays);
  return makeDate(yearOf(month), monthOf(month), Math.min(due.day, Number(month.slice(8))));
}

/** Moves a statutory date as its rule says, and says why. */
function settle(statutory: CalendarDate, rule: ComplianceRule, holidays: HolidayCalendar) {
  if (isBusinessDay(statutory, holidays)) return { dueDate: statutory, moveReason: null };
  const what = holidays.has(statutory) ? 'a public holiday' : `a ${weekdayName(statutory)}`;
  if (rule.shiftPolicy === 'previous_business_day') {
    const dueDate = onOrBeforeBusinessDay(statutory, holidays);
    return { dueDate, moveReason: `${formatDay(statutory)} is ${what}: due ${formatShortDay(dueDate)}` };
  }
  if (rule.shiftPolicy === null) {
    return { dueDate: statutory, moveReason: `${formatDay(statutory)} is ${what}: whether it moves is not yet set` };
  }
  return { dueDate: statutory, moveReason: null };
}

/** Month ends from a little before the window to its end: every period whose due date can fall inside. */
function monthEnds(window: Window, monthsBefore: number): CalendarDate[] {
  const ends: CalendarDate[] = [];
  for (let end = endOfMonth(window.from, -monthsBefore); end <= endOfMonth(window.to); end = endOfMonth(end, 1)) {
    ends.push(end);
  }
  return ends;
}

/**
 * The schedules every client of a kind shares (VAT by category and eFiling, employer
 * returns, income tax by year-end month), worked out once per rules, holidays and
 * window: a firm-wide recompute asks for the same few schedules thousands of times.
 * Keyed by the rules and calendar objects, which are never changed once asked (a
 * recompute reads new ones); unused ones are collected with their schedules.
 */
const schedulesByRules = new WeakMap<
  readonly ComplianceRule[],
  WeakMap<HolidayCalendar, Map<string, ComputedDeadline[]>>
>();

interface Schedules {
  get(key: string): ComputedDeadline[] | undefined;
  set(key: string, schedule: ComputedDeadline[]): void;
}

function schedulesFor(rules: readonly ComplianceRule[], holidays: HolidayCalendar, window: Window): Schedules {
  let byCalendar = schedulesByRules.get(rules);
  if (!byCalendar) {
    byCalendar = new WeakMap();
    schedulesByRules.set(rules, byCalendar);
  }
  let byWindow = byCalendar.get(holidays);
  if (!byWindow) {
    byWindow = new Map();
    byCalendar.set(holidays, byWindow);
  }
  // The window is part of every key: a few per calendar at most (today moves once a day).
  const windowKey = `${window.from} ${window.to}`;
  return {
    get: (key) => byWindow.get(`${windowKey} ${key}`),
    set: (key, schedule) => {
      byWindow.set(`${windowKey} ${key}`, schedule);
    },
  };
}

export function computeDeadlines(
  profile: ComplianceProfile,
  rules: readonly ComplianceRule[],
  holidays: HolidayCalendar,
  window: Window,
): ComplianceResult {
  const deadlines: ComputedDeadline[] = [];
  const notices: string[] = [];
  // Where `add` puts what it computes: the client's list, or a schedule shared by every client alike.
  let target = deadlines;
  const schedules = schedulesFor(rules, holidays, window);
  const shared = (key: string, compute: () => void) => {
    let schedule = schedules.get(key);
    if (!schedule) {
      schedule = [];
      target = schedule;
      compute();
      target = deadlines;
      schedules.set(key, schedule);
    }
    for (const deadline of schedule) deadlines.push({ ...deadline });
  };
  const add = (
    obligation: Obligation,
    ruleDay: CalendarDate,
    period: string,
    periodLabel: string,
    statutoryOf: (rule: ComplianceRule) => CalendarDate,
    optional = false,
  ) => {
    const rule = ruleOn(rules, obligation, ruleDay);
    if (!rule) return;
    const statutoryDate = statutoryOf(rule);
    const settled = settle(statutoryDate, rule, holidays);
    if (settled.dueDate < window.from || settled.dueDate > window.to) return;
    target.push({ obligation, period, periodLabel, statutoryDate, ...settled, ruleId: rule.id, optional });
  };

  // VAT: two-monthly (A, B) or monthly (C) periods.
  if (profile.vatCategory === null) notices.push(COMPLIANCE_NOTICES.vatCategory);
  else if (profile.vatCategory !== 'none') {
    const category = profile.vatCategory;
    if (profile.vatEfiler === null) notices.push(COMPLIANCE_NOTICES.vatEfiler);
    else {
      const efiler = profile.vatEfiler;
      shared(`VAT201 ${category} ${efiler}`, () => {
        for (const end of monthEnds(window, 3)) {
          const rule = ruleOn(rules, 'VAT201', end);
          if (!rule?.params.periodEndMonths[category].includes(monthOf(end))) continue;
          add('VAT201', end, end.slice(0, 7), `Period ending ${formatMonth(end)}`, () =>
            dueOn(end, efiler ? rule.params.efiler : rule.params.other, holidays),
          );
        }
      });
    }
  }

  if (profile.registeredEmployer)
    shared('employer', () => {
      for (const end of monthEnds(window, 2)) {
        add('EMP201', end, end.slice(0, 7), formatMonth(end), (rule) =>
          dueOn(end, (rule as ComplianceRule<'EMP201'>).params.due, holidays),
        );
      }
      for (const end of monthEnds(window, 6)) {
        const rule = ruleOn(rules, 'EMP501', end) as ComplianceRule<'EMP501'> | undefined;
        for (const period of rule?.params.periods ?? []) {
          if (period.endMonth !== monthOf(end)) continue;
          const label = `${period.name[0]?.toUpperCase()}${period.name.slice(1)}: period ending ${formatMonth(end)}`;
          add('EMP501', end, `${period.name}-${end.slice(0, 7)}`, label, () => {
            const month = endOfMonth(end, period.dueMonthsAfter);
            return makeDate(yearOf(month), monthOf(month), Math.min(period.dueDay, Number(month.slice(8))));
          });
        }
      }
    });

  if (!profile.businessType) notices.push(COMPLIANCE_NOTICES.businessType);
  else if (!(COMPANY_TYPES as readonly string[]).includes(profile.businessType))
    notices.push(COMPLIANCE_NOTICES.notCovered);
  else {
    if (profile.financialYearEndMonth === null) notices.push(COMPLIANCE_NOTICES.yearEnd);
    else {
      const yearEndMonth = profile.financialYearEndMonth;
      shared(`income tax ${yearEndMonth}`, () => {
        for (const yearEnd of monthEnds({ from: window.from, to: endOfMonth(window.to, 12) }, 13)) {
          if (monthOf(yearEnd) !== yearEndMonth) continue;
          const key = yearEnd.slice(0, 7);
          const year = `year ending ${formatMonth(yearEnd)}`;
          const yearStart = endOfMonth(yearEnd, -12);
          add('IRP6', yearEnd, `P1-${key}`, `First payment, ${year}`, (rule) =>
            endOfMonth(yearStart, (rule as ComplianceRule<'IRP6'>).params.firstAfterMonths),
          );
          add('IRP6', yearEnd, `P2-${key}`, `Second payment, ${year}`, () => yearEnd);
          add(
            'IRP6',
            yearEnd,
            `P3-${key}`,
            `Optional top-up payment, ${year}`,
            (rule) => {
              const { topUp } = (rule as ComplianceRule<'IRP6'>).params;
              return yearEndMonth === 2
                ? makeDate(yearOf(yearEnd), topUp.februaryYearEnd.month, topUp.februaryYearEnd.day)
                : endOfMonth(yearEnd, topUp.otherYearEndMonthsAfter);
            },
            true,
          );
          add('ITR14', yearEnd, key, `Return for the ${year}`, (rule) =>
            endOfMonth(yearEnd, (rule as ComplianceRule<'ITR14'>).params.monthsAfterYearEnd),
          );
        }
      });
    }
    if (profile.incorporationDate === null) notices.push(COMPLIANCE_NOTICES.incorporation);
    else {
      const incorporated = profile.incorporationDate;
      for (let year = yearOf(window.from) - 1; year <= yearOf(window.to); year++) {
        const years = year - yearOf(incorporated);
        if (years < 1) continue;
        const anniversary = addMonths(incorporated, 12 * years);
        add('CIPC_AR', anniversary, `AR-${year}`, `Anniversary ${formatDay(anniversary)}`, (rule) =>
          addBusinessDays(
            anniversary,
            (rule as ComplianceRule<'CIPC_AR'>).params.businessDaysAfterAnniversary,
            holidays,
          ),
        );
      }
      const events = [
        { day: incorporated, label: `After incorporation on ${formatDay(incorporated)}` },
        ...profile.ownershipChanges.map((day) => ({ day, label: `After the ownership change on ${formatDay(day)}` })),
      ];
      for (const event of events) {
        add('BO', event.day, `BO-${event.day}`, event.label, (rule) =>
          addBusinessDays(event.day, (rule as ComplianceRule<'BO'>).params.businessDaysAfterEvent, holidays),
        );
      }
    }
  }

  deadlines.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.obligation.localeCompare(b.obligation));
  return { deadlines, notices };
}
