import { type } from 'arktype';
import { EARLIEST_DATE } from '../../../domain/constants.ts';
import {
  cleanEmployee,
  completeEmployee,
  employeeErrors,
  type Employee,
  type EmployeeInput,
} from '../../../domain/employee-rules.ts';

/**
 * The employee calls' bodies. arktype gives the shape (and the OpenAPI
 * schema); every rule and message of the employee form (docs/product/business-rules.md#employee-form) comes
 * from domain/employee-rules.ts, which the portal runs too, and is reported
 * field by field (422, `errors`).
 */

const optionalText = (what: string) => type('string | null').describe(`${what}; empty or null means not set`);
const date = (what: string) =>
  type('string | null').describe(`${what}: yyyy-MM-dd, not before ${EARLIEST_DATE}; empty or null means not set`);

const fields = {
  '+': 'reject',
  firstName: type('string').describe('required'),
  lastName: type('string').describe('required'),
  'email?': optionalText('a valid e-mail address'),
  'phone?': optionalText('phone number'),
  'position?': optionalText('job title'),
  'employeeId?': optionalText("the client's own employee number"),
  'taxNumber?': optionalText('income tax reference number'),
  'salaryAmount?': type('number | string | null').describe(
    'monthly salary in rand, above 0, whole cents; empty or null means not set',
  ),
  'startDate?': date('not in the future (South African date)'),
  'endDate?': date('not before the start date; empty or null means currently employed'),
  'dateOfBirth?': date('not in the future; the payroll estimate needs it for the age rebates'),
  'medicalMembers?': type('number | string | null').describe('medical scheme members covered, 0 to 20; default 0'),
  'isActive?': type('boolean').describe('default true; inactive employees are listed separately'),
} as const;

type Reject = (input: { message: string; relativePath: string[] }) => false;
function rules(partial: boolean) {
  return (body: Record<string, unknown>, ctx: { reject: Reject }) => {
    const errors = employeeErrors(body, { partial });
    for (const [field, message] of Object.entries(errors)) ctx.reject({ message, relativePath: [field] });
    return Object.keys(errors).length === 0;
  };
}

/** POST /api/employees: names required, the rest optional (isActive defaults to true). */
export const createEmployeeBody = type(fields)
  .narrow(rules(false))
  .pipe((body): EmployeeInput => {
    const clean = cleanEmployee(body);
    return completeEmployee(clean, clean.isActive ?? true);
  });

/** PATCH /api/employees/{id}: the same fields, each optional; only those sent change. */
const { firstName, lastName, ...otherFields } = fields;
export const updateEmployeeBody = type({ ...otherFields, 'firstName?': firstName, 'lastName?': lastName })
  .narrow(rules(true))
  .pipe((body) => cleanEmployee(body));

export const employeeParams = type({ id: 'string' });

export const employeeSchema = type({
  id: 'string',
  userId: 'string',
  firstName: 'string',
  lastName: 'string',
  email: 'string | null',
  phone: 'string | null',
  position: 'string | null',
  employeeId: 'string | null',
  taxNumber: 'string | null',
  salaryAmount: type('number | null').describe('monthly, in rand'),
  startDate: type('string | null').describe('yyyy-MM-dd'),
  endDate: type('string | null').describe('yyyy-MM-dd; null while employed'),
  dateOfBirth: type('string | null').describe('yyyy-MM-dd'),
  medicalMembers: type('number').describe('medical scheme members covered'),
  isActive: 'boolean',
  createdAt: 'string',
  updatedAt: 'string',
});
// The portal reads the shared Employee type; the schema that validates answers must match it.
const _sameShape: Employee = {} as typeof employeeSchema.infer;
void _sameShape;

export const employeeListSchema = employeeSchema.array();
export const messageSchema = type({ message: 'string' });
