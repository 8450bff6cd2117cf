import { sameShape } from '../../../domain/shapes/same-shape.ts';
import type { PayrollEstimate } from '../../../domain/shapes/payroll.ts';
import { type } from 'arktype';

const cents = (what: string) => type('number.integer').describe(`${what}, in cents`);

export const employeeEstimateSchema = type({
  employeeId: 'string',
  name: 'string',
  estimated: 'boolean',
  'reason?': type('string').describe('why there is no figure'),
  'payeCents?': cents('PAYE a month'),
  'uifEmployeeCents?': cents("the employee's UIF"),
  'uifEmployerCents?': cents("the employer's UIF"),
  'netCents?': cents('salary less PAYE and UIF'),
  'steps?': type({ label: 'string', cents: 'number.integer' })
    .array()
    .describe('the breakdown, each step with the amount it gave (negative: a deduction)'),
});

export const payrollEstimateSchema = type({
  month: type('string').describe('yyyy-MM'),
  taxYear: type('string').describe('2026/27'),
  taxTableSource: type('string | null').describe("the published table's source; null when none is published"),
  employees: employeeEstimateSchema.array(),
  emp201: type({
    complete: 'boolean',
    'incomplete?': type('string').describe("'Incomplete: 2 employees cannot be estimated (…)'"),
    'payeCents?': 'number.integer',
    'uifEmployeeCents?': 'number.integer',
    'uifEmployerCents?': 'number.integer',
    'uifCents?': type('number.integer').describe('both sides'),
    'sdlCents?': type('number.integer | null').describe('null: exempt'),
    'totalCents?': 'number.integer',
  }),
  leftOut: type('string[]').describe('what the estimate does not include'),
});

export const payrollQuery = type({ 'month?': type('string').describe('yyyy-MM; default: this month') });
export const staffPayrollQuery = type({
  clientId: 'string',
  'month?': type('string').describe('yyyy-MM; default: this month'),
});

sameShape<typeof payrollEstimateSchema.infer, PayrollEstimate>(true);
