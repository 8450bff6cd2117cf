/**
 * The payroll estimate, in integer cents: PAYE, UIF and SDL per employee
 * and the client's EMP201 for a month, from the tax tables and rates given to it.
 * It says why when it cannot estimate, and never shows a figure that may be wrong.
 * Left out, and said so: retirement contributions, fringe benefits, bonuses, part
 * months, directors, and SARS's own table rounding (unconfirmed).
 */
import { formatRand } from '../format.ts';
import type { PayrollRates, TaxTable } from './tables.ts';

export interface PayrollEmployee {
  id: string;
  name: string;
  /** Monthly, in cents; null when not recorded. */
  salaryCents: number | null;
  /** yyyy-MM-dd */
  dateOfBirth: string | null;
  medicalMembers: number;
  /** yyyy-MM-dd */
  startDate: string | null;
  endDate: string | null;
}

export const CANNOT_ESTIMATE = {
  noSalary: 'No salary recorded',
  noBirthDate: 'No date of birth: the rebates depend on age',
  noTable: 'No tax table is published for this tax year yet',
  blankBase: 'The tax table for this income is not complete yet',
} as const;

/** One line of the breakdown a client reads: what was done and the amount it gave. */
export interface EstimateStep {
  label: string;
  cents: number;
}

export type EmployeeEstimate =
  | {
      employee: PayrollEmployee;
      ok: true;
      payeCents: number;
      uifEmployeeCents: number;
      uifEmployerCents: number;
      netCents: number;
      steps: EstimateStep[];
    }
  | { employee: PayrollEmployee; ok: false; reason: string };

/** The tax year (by the year it ends) that a month 'yyyy-MM' falls in: March starts a new one. */
export const taxYearEndOf = (month: string) => Number(month.slice(0, 4)) + (Number(month.slice(5, 7)) >= 3 ? 1 : 0);

/** '2026/27' for the tax year ending in 2027. */
export const taxYearLabel = (taxYearEnd: number) => `${taxYearEnd - 1}/${String(taxYearEnd).slice(2)}`;

/** Whole years of age on a day. */
export function ageOn(dateOfBirth: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return day.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

/** Half up to the cent. */
const roundCents = (cents: number) => Math.round(cents + Number.EPSILON);

/** A deduction shown as a negative amount (never -0, which JSON and tests tell apart). */
const less = (cents: number) => (cents === 0 ? 0 : -cents);
const rand = (cents: number) => formatRand(cents / 100, 2);

/** Annual tax in cents before rebates and how it was found, or null when the income reaches a bracket without its base. */
function bracketTax(annualCents: number, table: TaxTable): EstimateStep | null {
  const bracket = [...table.brackets].reverse().find((b) => annualCents >= b.from * 100);
  if (!bracket) return { label: 'Tax by bracket', cents: 0 };
  if (bracket.base === null) return null;
  const cents = bracket.base * 100 + ((annualCents - bracket.from * 100) * bracket.rate) / 100;
  const label =
    bracket.from === 0
      ? `Tax by bracket: ${bracket.rate}% of the annual salary`
      : `Tax by bracket: ${formatRand(bracket.base)} + ${bracket.rate}% of the amount above ${formatRand(bracket.from)}`;
  return { label, cents };
}

export function employeeEstimate(
  employee: PayrollEmployee,
  month: string,
  tables: readonly TaxTable[],
  rates: PayrollRates,
): EmployeeEstimate {
  const fail = (reason: string): EmployeeEstimate => ({ employee, ok: false, reason });
  if (!employee.salaryCents) return fail(CANNOT_ESTIMATE.noSalary);
  if (!employee.dateOfBirth) return fail(CANNOT_ESTIMATE.noBirthDate);
  const taxYearEnd = taxYearEndOf(month);
  const table = tables.find((t) => t.taxYearEnd === taxYearEnd);
  if (!table) return fail(CANNOT_ESTIMATE.noTable);
  const bracket = bracketTax(employee.salaryCents * 12, table);
  if (bracket === null) return fail(CANNOT_ESTIMATE.blankBase);
  const annual = bracket.cents;

  const lastDay = `${taxYearEnd}-02-${taxYearEnd % 4 === 0 && (taxYearEnd % 100 !== 0 || taxYearEnd % 400 === 0) ? '29' : '28'}`;
  const age = ageOn(employee.dateOfBirth, lastDay);
  const rebates =
    table.rebates.primary + (age >= 65 ? table.rebates.secondary : 0) + (age >= 75 ? table.rebates.tertiary : 0);
  const monthlyTax = Math.max(0, annual - rebates * 100) / 12;
  const members = Math.max(0, employee.medicalMembers);
  const credits =
    (Math.min(members, 2) * table.medicalCredits.firstTwoEach +
      Math.max(0, members - 2) * table.medicalCredits.furtherEach) *
    100;
  const payeCents = roundCents(Math.max(0, monthlyTax - credits));

  const uifBase = Math.min(employee.salaryCents, rates.uifMonthlyCeiling * 100);
  const uifEmployeeCents = roundCents((uifBase * rates.uifEmployeeRate) / 100);
  const uifEmployerCents = roundCents((uifBase * rates.uifEmployerRate) / 100);
  const netCents = employee.salaryCents - payeCents - uifEmployeeCents;
  const rebateNames = ['primary', ...(age >= 65 ? ['65+'] : []), ...(age >= 75 ? ['75+'] : [])].join(', ');
  const steps: EstimateStep[] = [
    { label: 'Monthly salary', cents: employee.salaryCents },
    { label: 'Annual salary (× 12)', cents: employee.salaryCents * 12 },
    { label: bracket.label, cents: roundCents(annual) },
    { label: `Less rebates (${rebateNames}; age ${age} on ${lastDay})`, cents: less(rebates * 100) },
    { label: 'Annual tax after rebates (not below R0)', cents: roundCents(Math.max(0, annual - rebates * 100)) },
    { label: 'Monthly tax (÷ 12)', cents: roundCents(monthlyTax) },
    { label: `Less medical credits (${members} member${members === 1 ? '' : 's'})`, cents: less(credits) },
    { label: 'PAYE (not below R0, rounded to the cent)', cents: payeCents },
    {
      label: `UIF employee: ${rates.uifEmployeeRate}% of ${rand(uifBase)}${employee.salaryCents > uifBase ? ' (the ceiling)' : ''}`,
      cents: uifEmployeeCents,
    },
    { label: `UIF employer: ${rates.uifEmployerRate}% (paid by the employer)`, cents: uifEmployerCents },
    { label: 'Net pay (salary less PAYE and UIF)', cents: netCents },
  ];
  return { employee, ok: true, payeCents, uifEmployeeCents, uifEmployerCents, netCents, steps };
}

/** Employed at any time in the month 'yyyy-MM'. */
export function employedIn(employee: PayrollEmployee, month: string): boolean {
  const first = `${month}-01`;
  const last = `${month}-31`;
  return (!employee.startDate || employee.startDate <= last) && (!employee.endDate || employee.endDate >= first);
}

export type Emp201Estimate =
  | {
      complete: true;
      estimates: EmployeeEstimate[];
      payeCents: number;
      uifEmployeeCents: number;
      uifEmployerCents: number;
      uifCents: number;
      /** null: exempt (the month's salaries times 12 are at or under the exemption). */
      sdlCents: number | null;
      totalCents: number;
    }
  | { complete: false; estimates: EmployeeEstimate[]; incomplete: string };

/** The client's EMP201 estimate for a month; withheld (with the names) while anyone cannot be estimated. */
export function emp201Estimate(
  employees: readonly PayrollEmployee[],
  month: string,
  tables: readonly TaxTable[],
  rates: PayrollRates,
): Emp201Estimate {
  const estimates = employees
    .filter((employee) => employedIn(employee, month))
    .map((employee) => employeeEstimate(employee, month, tables, rates));
  const failed = estimates.filter((estimate) => !estimate.ok);
  if (failed.length) {
    const names = failed.map((estimate) => estimate.employee.name).join(', ');
    const count = `${failed.length} employee${failed.length === 1 ? '' : 's'}`;
    return { complete: false, estimates, incomplete: `Incomplete: ${count} cannot be estimated (${names})` };
  }
  let payeCents = 0;
  let uifEmployeeCents = 0;
  let uifEmployerCents = 0;
  let salaries = 0;
  for (const estimate of estimates) {
    if (!estimate.ok) continue;
    payeCents += estimate.payeCents;
    uifEmployeeCents += estimate.uifEmployeeCents;
    uifEmployerCents += estimate.uifEmployerCents;
    salaries += estimate.employee.salaryCents ?? 0;
  }
  const exempt = salaries * 12 <= rates.sdlAnnualExemption * 100;
  const sdlCents = exempt ? null : roundCents((salaries * rates.sdlRate) / 100);
  const uifCents = uifEmployeeCents + uifEmployerCents;
  return {
    complete: true,
    estimates,
    payeCents,
    uifEmployeeCents,
    uifEmployerCents,
    uifCents,
    sdlCents,
    totalCents: payeCents + uifCents + (sdlCents ?? 0),
  };
}
