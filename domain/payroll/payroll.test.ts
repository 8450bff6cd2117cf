import { describe, expect, test } from 'bun:test';
import {
  ageOn,
  CANNOT_ESTIMATE,
  emp201Estimate,
  employeeEstimate,
  type PayrollEmployee,
  taxYearEndOf,
} from './estimate.ts';
import { estimateMonths, monthLabel } from './estimate-months.ts';
import { payrollRateErrors, taxTableErrors, taxTableWarnings } from './table-checks.ts';
import { SEEDED_PAYROLL_RATES as RATES, SEEDED_TAX_TABLES as TABLES } from './seed-tables.ts';

const person = (overrides: Partial<PayrollEmployee> = {}): PayrollEmployee => ({
  id: 'e1',
  name: 'Thandi Nkosi',
  salaryCents: 2_500_000,
  dateOfBirth: '1990-05-01',
  medicalMembers: 0,
  startDate: '2020-01-01',
  endDate: null,
  ...overrides,
});
const JUNE_2026 = '2026-06'; // tax year 2026/27
const JUNE_2025 = '2025-06'; // tax year 2025/26
const estimate = (p: PayrollEmployee, month = JUNE_2026) => {
  const result = employeeEstimate(p, month, TABLES, RATES);
  if (!result.ok) throw new Error(result.reason);
  return result;
};

describe("the research's worked example: R25,000 a month, under 65, no medical members", () => {
  test('2026/27: PAYE R3,381.00, UIF R177.12 each side, net R21,441.88', () => {
    expect(estimate(person())).toMatchObject({
      payeCents: 338_100,
      uifEmployeeCents: 17_712,
      uifEmployerCents: 17_712,
      netCents: 2_144_188,
    });
  });
  test('2025/26: PAYE R3,483.08, net R21,339.80', () => {
    expect(estimate(person(), JUNE_2025)).toMatchObject({ payeCents: 348_308, netCents: 2_133_980 });
  });
});

describe('PAYE', () => {
  test('R8,250 a month in 2026/27 pays nothing (threshold R99,000)', () => {
    expect(estimate(person({ salaryCents: 825_000 })).payeCents).toBe(0);
  });
  test('the 65+ and 75+ rebates by age on the last day of the tax year', () => {
    // Turns 65 on 28 Feb 2027, the tax year's last day: the secondary rebate applies for the whole year.
    const at65 = estimate(person({ dateOfBirth: '1962-02-28' }));
    expect(at65.payeCents).toBe(Math.round(((58_392 - 17_820 - 9_765) * 100) / 12));
    const at75 = estimate(person({ dateOfBirth: '1951-06-01' }));
    expect(at75.payeCents).toBe(Math.round(((58_392 - 17_820 - 9_765 - 3_249) * 100) / 12));
    expect(ageOn('1962-03-01', '2027-02-28')).toBe(64);
  });
  test('medical credits for 1, 2 and 3 members in each year', () => {
    const base2027 = 338_100;
    expect(estimate(person({ medicalMembers: 1 })).payeCents).toBe(base2027 - 37_600);
    expect(estimate(person({ medicalMembers: 2 })).payeCents).toBe(base2027 - 75_200);
    expect(estimate(person({ medicalMembers: 3 })).payeCents).toBe(base2027 - 75_200 - 25_400);
    const base2026 = 348_308;
    expect(estimate(person({ medicalMembers: 1 }), JUNE_2025).payeCents).toBe(base2026 - 36_400);
    expect(estimate(person({ medicalMembers: 2 }), JUNE_2025).payeCents).toBe(base2026 - 72_800);
    expect(estimate(person({ medicalMembers: 3 }), JUNE_2025).payeCents).toBe(base2026 - 72_800 - 24_600);
    // Credits never take PAYE below zero.
    expect(estimate(person({ salaryCents: 900_000, medicalMembers: 3 })).payeCents).toBe(0);
  });
  test('March starts a new tax year', () => {
    expect([taxYearEndOf('2026-02'), taxYearEndOf('2026-03'), taxYearEndOf('2027-01')]).toEqual([2026, 2027, 2027]);
  });
});

describe('UIF and SDL', () => {
  test('UIF under the ceiling: R10,000 pays R100.00 each side', () => {
    expect(estimate(person({ salaryCents: 1_000_000 }))).toMatchObject({
      uifEmployeeCents: 10_000,
      uifEmployerCents: 10_000,
    });
  });
  test('SDL exempt at exactly R500,000 a year, due just above', () => {
    // No monthly salary in cents makes exactly R500,000 a year, so the boundary is shown at R300,000 (R25,000 a month).
    const at = emp201Estimate([person()], JUNE_2026, TABLES, { ...RATES, sdlAnnualExemption: 300_000 });
    expect(at.complete && at.sdlCents).toBeNull();
    const cent = emp201Estimate([person({ salaryCents: 2_500_001 })], JUNE_2026, TABLES, {
      ...RATES,
      sdlAnnualExemption: 300_000,
    });
    expect(cent.complete && cent.sdlCents).toBe(25_000);
    // With the seeded R500,000: R41,666.66 a month (R499,999.92 a year) is exempt, R41,666.67 (R500,000.04) is not.
    const under = emp201Estimate([person({ salaryCents: 4_166_666 })], JUNE_2026, TABLES, RATES);
    expect(under.complete && under.sdlCents).toBeNull();
    const over = emp201Estimate([person({ salaryCents: 4_166_667 })], JUNE_2026, TABLES, RATES);
    expect(over.complete && over.sdlCents).toBe(41_667);
  });
  test('EMP201 = PAYE + both UIF + SDL', () => {
    const result = emp201Estimate(
      [person(), person({ id: 'e2', name: 'Sipho', salaryCents: 1_000_000 })],
      JUNE_2026,
      TABLES,
      RATES,
    );
    if (!result.complete) throw new Error(result.incomplete);
    expect(result.totalCents).toBe(result.payeCents + result.uifCents + (result.sdlCents ?? 0));
    expect(result.uifCents).toBe(17_712 * 2 + 10_000 * 2);
  });
});

describe('cannot estimate: the reason, no figure', () => {
  test('no salary, no birth date, no table, a blank base', () => {
    const reason = (p: PayrollEmployee, month = JUNE_2026) => {
      const result = employeeEstimate(p, month, TABLES, RATES);
      return result.ok ? null : result.reason;
    };
    expect(reason(person({ salaryCents: null }))).toBe(CANNOT_ESTIMATE.noSalary);
    expect(reason(person({ dateOfBirth: null }))).toBe(CANNOT_ESTIMATE.noBirthDate);
    expect(reason(person(), '2027-03')).toBe(CANNOT_ESTIMATE.noTable);
    // R80,000 a month reaches the 41% bracket, whose 2026/27 base is unconfirmed.
    expect(reason(person({ salaryCents: 8_000_000 }))).toBe(CANNOT_ESTIMATE.blankBase);
    const filled = TABLES.map((t) =>
      t.taxYearEnd === 2027
        ? { ...t, brackets: t.brackets.map((b) => (b.from === 887_000 ? { ...b, base: 260_584 } : b)) }
        : t,
    );
    expect(employeeEstimate(person({ salaryCents: 8_000_000 }), JUNE_2026, filled, RATES).ok).toBe(true);
  });
  test('the EMP201 is withheld, naming who cannot be estimated; people not employed that month are left out', () => {
    const result = emp201Estimate(
      [
        person(),
        person({ id: 'e2', name: 'Sipho Dlamini', dateOfBirth: null }),
        person({ id: 'e3', name: 'Anele Mokoena', salaryCents: null }),
        person({ id: 'e4', name: 'Left Earlier', endDate: '2026-04-30', salaryCents: null }),
      ],
      JUNE_2026,
      TABLES,
      RATES,
    );
    expect(result.complete).toBe(false);
    if (result.complete) return;
    expect(result.incomplete).toBe('Incomplete: 2 employees cannot be estimated (Sipho Dlamini, Anele Mokoena)');
    expect(result.estimates).toHaveLength(3);
  });
});

describe('the breakdown', () => {
  test('each step of the R25,000 example, ending in PAYE and net pay', () => {
    const steps = estimate(person()).steps;
    expect(steps.map((step) => step.cents)).toEqual([
      2_500_000, 30_000_000, 5_839_200, -1_782_000, 4_057_200, 338_100, 0, 338_100, 17_712, 17_712, 2_144_188,
    ]);
    expect(steps[3]?.label).toBe('Less rebates (primary; age 36 on 2027-02-28)');
    expect(steps[8]?.label).toContain('(the ceiling)');
  });
});

describe('table checks', () => {
  const table = TABLES.find((t) => t.taxYearEnd === 2026);
  if (!table) throw new Error('no 2025/26 table');
  const withBrackets = (brackets: typeof table.brackets) => ({ ...table, brackets });
  test('the seeded tables pass with no warnings', () => {
    for (const seeded of TABLES) {
      expect(taxTableErrors(seeded)).toEqual({});
      expect(taxTableWarnings(seeded)).toEqual([]);
    }
  });
  test('brackets not ascending from 0, a rate outside 0 to 100%, a base off by more than R1: refused naming the row', () => {
    const [first, second, third] = table.brackets;
    if (!first || !second || !third) throw new Error('short table');
    expect(taxTableErrors(withBrackets([{ ...first, from: 1 }, second])).brackets).toStartWith('Row 1:');
    expect(taxTableErrors(withBrackets([first, { ...third, base: null }, second])).brackets).toStartWith(
      'Row 3: brackets must ascend',
    );
    expect(taxTableErrors(withBrackets([first, { ...second, rate: 101 }])).brackets).toBe(
      'Row 2: the rate must be from 0 to 100%',
    );
    expect(taxTableErrors(withBrackets([first, { ...second, base: 42_680 }])).brackets).toStartWith(
      'Row 2: the base R',
    );
    expect(taxTableErrors(withBrackets([first, { ...second, base: 42_679 }]))).toEqual({});
    expect(payrollRateErrors({ uifEmployeeRate: -1, sdlRate: 1 })).toEqual({
      uifEmployeeRate: 'The rate must be from 0 to 100%',
    });
  });
  test('a threshold times the first rate that is not the rebate is a warning', () => {
    const warnings = taxTableWarnings({ ...table, thresholds: { ...table.thresholds, under65: 96_000 } });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toStartWith('The threshold under 65');
  });
});

describe('the months offered', () => {
  test('three ahead to a year back, across year ends, with their names', () => {
    const months = estimateMonths('2026-11-25');
    expect(months).toHaveLength(16);
    expect([months[0], months[3], months.at(-1)]).toEqual(['2027-02', '2026-11', '2025-11']);
    expect(monthLabel('2027-02')).toBe('February 2027');
  });
});
