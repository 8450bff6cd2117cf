import { emp201Estimate, taxYearEndOf, taxYearLabel } from '../../../domain/payroll/estimate.ts';
import { todayInSouthAfrica } from '../../../domain/format.ts';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/problem.ts';
import { payrollEmployees, publishedTaxTables, ratesOn } from './store.ts';

export const LEFT_OUT = [
  'Retirement fund contributions',
  'Fringe benefits and allowances',
  'Bonuses and other irregular pay',
  'Part months (joining or leaving during the month)',
  "Directors' remuneration rules",
  "SARS's own rounding in its monthly tables",
];

/** A client's payroll estimate for a month 'yyyy-MM' (default: this month in South Africa). */
export async function payrollEstimate(db: Database, clientId: string, month?: string) {
  const when = month ?? todayInSouthAfrica().slice(0, 7);
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(when))
    throw badRequest('The month is not valid.', { month: 'month must be yyyy-MM' });
  const end = taxYearEndOf(when);
  const [rates, employees, tables] = await Promise.all([
    ratesOn(db, `${when}-01`),
    payrollEmployees(db, clientId),
    publishedTaxTables(db, end),
  ]);
  const taxYear = taxYearLabel(end);
  const taxTableSource = tables[0]?.source ?? null;
  if (!rates) {
    return {
      month: when,
      taxYear,
      taxTableSource,
      employees: employees.map((e) => ({
        employeeId: e.id,
        name: e.name,
        estimated: false,
        reason: 'No UIF and SDL rates for this month',
      })),
      emp201: { complete: false, incomplete: 'Incomplete: no UIF and SDL rates for this month' },
      leftOut: LEFT_OUT,
    };
  }
  const result = emp201Estimate(employees, when, tables, rates);
  return {
    month: when,
    taxYear,
    taxTableSource,
    employees: result.estimates.map((estimate) =>
      estimate.ok
        ? {
            employeeId: estimate.employee.id,
            name: estimate.employee.name,
            estimated: true,
            payeCents: estimate.payeCents,
            uifEmployeeCents: estimate.uifEmployeeCents,
            uifEmployerCents: estimate.uifEmployerCents,
            netCents: estimate.netCents,
            steps: estimate.steps,
          }
        : { employeeId: estimate.employee.id, name: estimate.employee.name, estimated: false, reason: estimate.reason },
    ),
    emp201: result.complete
      ? {
          complete: true,
          payeCents: result.payeCents,
          uifEmployeeCents: result.uifEmployeeCents,
          uifEmployerCents: result.uifEmployerCents,
          uifCents: result.uifCents,
          sdlCents: result.sdlCents,
          totalCents: result.totalCents,
        }
      : { complete: false, incomplete: result.incomplete },
    leftOut: LEFT_OUT,
  };
}
