/**
 * The payroll estimate (issue 17), in integer cents: PAYE, UIF and SDL per employee
 * and the client's EMP201 for a month, from the tax tables and rates given to it.
 * It says why when it cannot estimate, and never shows a figure that may be wrong.
 * Left out, and said so: retirement contributions, fringe benefits, bonuses, part
 * months, directors, and SARS's own table rounding (unconfirmed).
 */
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

export type EmployeeEstimate =
  | {
      employee: PayrollEmployee;
      ok: true;
      payeCents: number;
      uifEmployeeCents: number;
      uifEmployerCents: number;
      netCents: number;
    }
  | { employee: PayrollEmployee; ok: false; reason: string };

/** The tax year (by the year it ends) that a month 'yyyy-MM' falls in: March starts a new one. */
export const taxYearEndOf = (month: string) => Number(month.slice(0, 4)) + (Number(month.slice(5, 7)) >= 3 ? 1 : 0);

/** Whole years of age on a day. */
export function ageOn(dateOfBirth: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return day.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

/** Half up to the cent. */
const roundCents = (cents: number) => Math.round(cents + Number.EPSILON);

/** Annual tax in cents before rebates, or null when the income reaches a bracket without its base. */
function bracketTax(annualCents: number, table: TaxTable): number | null {
  const bracket = [...table.brackets].reverse().find((b) => annualCents >= b.from * 100);
  if (!bracket) return 0;
  if (bracket.base === null) return null;
  return bracket.base * 100 + ((annualCents - bracket.from * 100) * bracket.rate) / 100;
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
  const annual = bracketTax(employee.salaryCents * 12, table);
  if (annual === null) return fail(CANNOT_ESTIMATE.blankBase);

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
  return {
    employee,
    ok: true,
    payeCents,
    uifEmployeeCents,
    uifEmployerCents,
    netCents: employee.salaryCents - payeCents - uifEmployeeCents,
  };
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
  let uifCents = 0;
  let salaries = 0;
  for (const estimate of estimates) {
    if (!estimate.ok) continue;
    payeCents += estimate.payeCents;
    uifCents += estimate.uifEmployeeCents + estimate.uifEmployerCents;
    salaries += estimate.employee.salaryCents ?? 0;
  }
  const exempt = salaries * 12 <= rates.sdlAnnualExemption * 100;
  const sdlCents = exempt ? null : roundCents((salaries * rates.sdlRate) / 100);
  return {
    complete: true,
    estimates,
    payeCents,
    uifCents,
    sdlCents,
    totalCents: payeCents + uifCents + (sdlCents ?? 0),
  };
}
