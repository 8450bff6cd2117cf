import { describe, expect, test } from 'bun:test';
import { addBusinessDays, type HolidayCalendar } from './business-days.ts';
import { formatShortDay, isCalendarDate } from './calendar-dates.ts';
import { COMPLIANCE_NOTICES, type ComplianceProfile, computeDeadlines } from './deadlines.ts';
import { easterSunday, statutoryHolidays } from './public-holidays.ts';
import { SEEDED_RULES } from './seed-rules.ts';

const calendar = (...years: number[]): Map<string, string> =>
  new Map(years.flatMap((year) => statutoryHolidays(year).map((holiday) => [holiday.date, holiday.name] as const)));
const holidays: HolidayCalendar = calendar(2025, 2026, 2027, 2028);

const profile = (overrides: Partial<ComplianceProfile>): ComplianceProfile => ({
  businessType: 'private_company',
  financialYearEndMonth: 2,
  vatCategory: 'none',
  vatEfiler: null,
  incorporationDate: '2019-06-12',
  registeredEmployer: false,
  ownershipChanges: [],
  ...overrides,
});
const window = { from: '2026-01-01', to: '2027-12-31' };
const due = (p: ComplianceProfile, obligation: string, period: string) => {
  const found = computeDeadlines(p, SEEDED_RULES, holidays, window).deadlines.find(
    (deadline) => deadline.obligation === obligation && deadline.period === period,
  );
  if (!found) throw new Error(`No ${obligation} ${period}`);
  return found;
};
const short = (date: string) => formatShortDay(date);

describe('public holidays (Public Holidays Act)', () => {
  test('2026 equals the research list', () => {
    expect(statutoryHolidays(2026).map((h) => h.date)).toEqual([
      '2026-01-01',
      '2026-03-21',
      '2026-04-03',
      '2026-04-06',
      '2026-04-27',
      '2026-05-01',
      '2026-06-16',
      '2026-08-09',
      '2026-08-10',
      '2026-09-24',
      '2026-12-16',
      '2026-12-25',
      '2026-12-26',
    ]);
  });
  test('2027 equals the research list: Sunday holidays make the Monday one', () => {
    expect(statutoryHolidays(2027).map((h) => h.date)).toEqual([
      '2027-01-01',
      '2027-03-21',
      '2027-03-22',
      '2027-03-26',
      '2027-03-29',
      '2027-04-27',
      '2027-05-01',
      '2027-06-16',
      '2027-08-09',
      '2027-09-24',
      '2027-12-16',
      '2027-12-25',
      '2027-12-26',
      '2027-12-27',
    ]);
  });
  test('Easter by the Gregorian computus', () => {
    expect([easterSunday(2026), easterSunday(2027), easterSunday(2019), easterSunday(2038)]).toEqual([
      '2026-04-05',
      '2027-03-28',
      '2019-04-21',
      '2038-04-25',
    ]);
  });
  test('a Monday that is already a holiday adds nothing (25 Dec 2022 on a Sunday)', () => {
    const december = statutoryHolidays(2022).filter((h) => h.date >= '2022-12-25');
    expect(december.map((h) => h.date)).toEqual(['2022-12-25', '2022-12-26']);
  });
});

describe("the research's derived dates", () => {
  const employer = profile({ registeredEmployer: true });
  test('EMP201: May 2026 Fri 5 Jun, Oct 2026 Fri 6 Nov, Jan 2027 Fri 5 Feb, Feb 2027 Fri 5 Mar', () => {
    expect(short(due(employer, 'EMP201', '2026-05').dueDate)).toBe('Fri 5 Jun');
    expect(short(due(employer, 'EMP201', '2026-10').dueDate)).toBe('Fri 6 Nov');
    expect(short(due(employer, 'EMP201', '2027-01').dueDate)).toBe('Fri 5 Feb');
    expect(short(due(employer, 'EMP201', '2027-02').dueDate)).toBe('Fri 5 Mar');
    expect(due(employer, 'EMP201', '2026-05').moveReason).toBe('7 Jun 2026 is a Sunday: due Fri 5 Jun');
  });
  test('IRP6 second payment for a year ending Sun 28 Feb 2027: Fri 26 Feb', () => {
    const second = due(profile({}), 'IRP6', 'P2-2027-02');
    expect(second.statutoryDate).toBe('2027-02-28');
    expect(short(second.dueDate)).toBe('Fri 26 Feb');
  });
  test('interim EMP501 2026: Sat 31 Oct moves to Fri 30 Oct', () => {
    const interim = due(employer, 'EMP501', 'interim-2026-08');
    expect(interim.statutoryDate).toBe('2026-10-31');
    expect(short(interim.dueDate)).toBe('Fri 30 Oct');
  });
  test('VAT, not on eFiling, period ending Nov 2026: 25 Dec is a public holiday, due Thu 24 Dec', () => {
    // Periods ending in November are category A's (Jan, Mar, … Nov).
    const vat = due(profile({ vatCategory: 'A', vatEfiler: false }), 'VAT201', '2026-11');
    expect(short(vat.dueDate)).toBe('Thu 24 Dec');
    expect(vat.moveReason).toBe('25 Dec 2026 is a public holiday: due Thu 24 Dec');
  });
  test('VAT on eFiling, period ending Apr 2026: the last business day of May, Fri 29 May', () => {
    expect(short(due(profile({ vatCategory: 'B', vatEfiler: true }), 'VAT201', '2026-04').dueDate)).toBe('Fri 29 May');
  });
});

describe('what applies to whom', () => {
  test('category A periods end in odd months, B in even ones, C every month', () => {
    const periods = (vatCategory: 'A' | 'B' | 'C') =>
      computeDeadlines(profile({ vatCategory, vatEfiler: true }), SEEDED_RULES, holidays, {
        from: '2026-02-01',
        to: '2026-07-31',
      })
        .deadlines.filter((d) => d.obligation === 'VAT201')
        .map((d) => d.period);
    expect(periods('A')).toEqual(['2026-01', '2026-03', '2026-05']);
    expect(periods('B')).toEqual(['2026-02', '2026-04', '2026-06']);
    expect(periods('C')).toHaveLength(6);
  });
  test('IRP6 first payment at the end of month 6, ITR14 twelve months after year-end, top-up optional', () => {
    const june = profile({ financialYearEndMonth: 6 });
    expect(due(june, 'IRP6', 'P1-2027-06').statutoryDate).toBe('2026-12-31');
    expect(due(june, 'IRP6', 'P3-2026-06')).toMatchObject({ statutoryDate: '2026-12-31', optional: true });
    expect(due(profile({}), 'IRP6', 'P3-2026-02').statutoryDate).toBe('2026-09-30');
    expect(due(profile({}), 'ITR14', '2026-02').statutoryDate).toBe('2027-02-28');
  });
  test('CIPC: 30 business days after the anniversary; beneficial ownership 10 after incorporation or a change', () => {
    const incorporated = profile({ incorporationDate: '2026-03-02', ownershipChanges: ['2027-06-10'] });
    expect(due(incorporated, 'CIPC_AR', 'AR-2027').dueDate).toBe(addBusinessDays('2027-03-02', 30, holidays));
    // 2 Mar 2026 plus ten business days; 21 Mar (Sat) is a holiday that costs nothing.
    expect(due(incorporated, 'BO', 'BO-2026-03-02').dueDate).toBe('2026-03-16');
    // Thu 10 Jun 2027 plus ten business days, Youth Day (Wed 16 Jun) not counted: Fri 25 Jun.
    expect(due(incorporated, 'BO', 'BO-2027-06-10').dueDate).toBe('2027-06-25');
  });
  test('missing details name the field; other business types are told what is not covered', () => {
    const notices = (p: Partial<ComplianceProfile>) =>
      computeDeadlines(profile(p), SEEDED_RULES, holidays, window).notices;
    expect(notices({ financialYearEndMonth: null })).toContain('Add your financial year-end to see income tax dates');
    expect(notices({ incorporationDate: null })).toContain(COMPLIANCE_NOTICES.incorporation);
    expect(notices({ vatCategory: 'A', vatEfiler: null })).toContain(COMPLIANCE_NOTICES.vatEfiler);
    expect(notices({ vatCategory: null })).toContain(COMPLIANCE_NOTICES.vatCategory);
    expect(notices({ businessType: 'sole_proprietorship' })).toEqual([COMPLIANCE_NOTICES.notCovered]);
    expect(notices({ businessType: null })).toEqual([COMPLIANCE_NOTICES.businessType]);
    const soleTrader = computeDeadlines(
      profile({ businessType: 'sole_proprietorship' }),
      SEEDED_RULES,
      holidays,
      window,
    );
    expect(soleTrader.deadlines.filter((d) => ['IRP6', 'ITR14', 'CIPC_AR'].includes(d.obligation))).toEqual([]);
  });
  test('an added holiday moves a SARS date earlier and says why', () => {
    const employer = profile({ registeredEmployer: true });
    const withElection = new Map(holidays);
    withElection.set('2026-12-07', 'Election day');
    const moved = computeDeadlines(employer, SEEDED_RULES, withElection, window).deadlines.find(
      (d) => d.obligation === 'EMP201' && d.period === '2026-11',
    );
    expect(moved).toMatchObject({ statutoryDate: '2026-12-07', dueDate: '2026-12-04' });
    expect(moved?.moveReason).toBe('7 Dec 2026 is a public holiday: due Fri 4 Dec');
  });
  test('a rule version applies from its effective date: a new VAT version changes later periods only', () => {
    const [vat] = SEEDED_RULES;
    if (vat?.obligation !== 'VAT201') throw new Error('seed order');
    const rules = [
      { ...vat, effectiveTo: '2026-12-31' },
      {
        ...vat,
        id: 'vat-v2',
        effectiveFrom: '2027-01-01',
        params: { ...vat.params, other: { monthsAfter: 1, day: 'last_business_day' as const } },
      },
      ...SEEDED_RULES.slice(1),
    ];
    const p = profile({ vatCategory: 'C', vatEfiler: false });
    const result = computeDeadlines(p, rules, holidays, window).deadlines;
    expect(result.find((d) => d.period === '2026-12')?.statutoryDate).toBe('2027-01-25');
    expect(result.find((d) => d.period === '2027-01')).toMatchObject({ ruleId: 'vat-v2', dueDate: '2027-02-26' });
  });
});

test('isCalendarDate takes real days only', () => {
  expect(['2026-02-28', '2028-02-29'].map(isCalendarDate)).toEqual([true, true]);
  expect(['2026-02-29', '2026-13-01', '2026-1-01', '', 'today'].map(isCalendarDate)).toEqual([
    false,
    false,
    false,
    false,
    false,
  ]);
});

test('clients of a kind share schedules worked out once, and get the dates a fresh computation gives', () => {
  const kinds = [
    profile({ vatCategory: 'C', vatEfiler: true, registeredEmployer: true }),
    profile({ vatCategory: 'A', vatEfiler: false, financialYearEndMonth: 6, incorporationDate: '2021-02-28' }),
    profile({ vatCategory: 'B', vatEfiler: true, businessType: 'sole_proprietor', registeredEmployer: true }),
    profile({ vatCategory: 'C', vatEfiler: true, registeredEmployer: true, incorporationDate: '2010-12-25' }),
  ];
  const asked = kinds.map((p) => computeDeadlines(p, SEEDED_RULES, holidays, window));
  // What a client gets back is its own: changing it changes nothing for the next client of its kind.
  for (const deadline of asked[0]?.deadlines ?? []) deadline.dueDate = '1999-01-01';
  for (const [n, p] of kinds.entries()) {
    const fresh = computeDeadlines(p, [...SEEDED_RULES], new Map(holidays), { ...window });
    expect(computeDeadlines(p, SEEDED_RULES, holidays, window)).toEqual(fresh);
    if (n > 0) expect(asked[n]).toEqual(fresh);
  }
  const other = { from: '2026-06-01', to: '2027-06-30' };
  expect(computeDeadlines(kinds[0] as ComplianceProfile, SEEDED_RULES, holidays, other)).toEqual(
    computeDeadlines(kinds[0] as ComplianceProfile, [...SEEDED_RULES], new Map(holidays), other),
  );
});
