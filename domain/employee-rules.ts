/**
 * The employee form's rules and messages (docs/product/business-rules.md#employee-form): one
 * source for the API, which enforces them, and the portal, which checks them
 * before sending. Framework-free so both bundle it.
 */
import { EARLIEST_DATE } from './constants.ts';
import { EMAIL_PATTERN } from './email.ts';
import { todayInSouthAfrica } from './format.ts';

/** An employee record as GET /api/employees answers it (money in rand, dates yyyy-MM-dd). */
export interface Employee {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  position: string | null;
  employeeId: string | null;
  taxNumber: string | null;
  salaryAmount: number | null;
  startDate: string | null;
  endDate: string | null;
  /** yyyy-MM-dd: the age rebates of the payroll estimate depend on it. */
  dateOfBirth: string | null;
  /** Medical scheme members the employee's contributions cover (0-20): the medical tax credits. */
  medicalMembers: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** What POST /api/employees and PATCH /api/employees/{id} store, once cleaned. */
export type EmployeeInput = Omit<Employee, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export const EMPLOYEE_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Invalid email address',
  salaryAmount: 'Amount must be greater than 0',
  // The messages below are the product's own wording.
  salaryCents: 'Amount can have at most two decimal places (cents)',
  salaryTooLarge: 'Amount must be less than R100 000 000',
  dateFormat: 'Enter a date as yyyy-MM-dd',
  startDateFuture: 'Start date cannot be in the future',
  startDateTooEarly: 'Start date cannot be before 1 January 1900',
  endDateTooEarly: 'End date cannot be before 1 January 1900',
  endBeforeStart: 'End date cannot be before the start date',
  startAfterEnd: 'Start date cannot be after the end date',
  isActive: 'isActive must be true or false',
  dateOfBirthFuture: 'Date of birth cannot be in the future',
  dateOfBirthTooEarly: 'Date of birth cannot be before 1 January 1900',
  medicalMembers: 'Medical scheme members must be a whole number from 0 to 20',
} as const;

export const MAX_MEDICAL_MEMBERS = 20;

/** The longest value each text field takes (the form sets them as maxlength). */
export const EMPLOYEE_MAX_LENGTHS = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 30,
  position: 100,
  employeeId: 50,
  taxNumber: 30,
} as const;
type TextField = keyof typeof EMPLOYEE_MAX_LENGTHS;
const TEXT_FIELDS = Object.keys(EMPLOYEE_MAX_LENGTHS) as TextField[];

/** A monthly salary this large is a typing slip, and it keeps cents well inside safe integers. */
export const MAX_SALARY = 100_000_000;
/** The salary input's step: rand with cents (docs/product/business-rules.md#money-and-dates). */
export const SALARY_STEP = 0.01;

export type FieldErrors = Record<string, string>;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A real calendar date written yyyy-MM-dd (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The salary as a number of rand, null when not given, NaN when it is not a number at all. */
export function readSalary(value: unknown): number | null {
  if (blank(value)) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*\d*(\.\d*)?\s*$/.test(value)) return Number(value);
  return Number.NaN;
}

function salaryError(value: unknown): string | undefined {
  const amount = readSalary(value);
  if (amount === null) return undefined;
  if (!Number.isFinite(amount) || amount <= 0) return EMPLOYEE_MESSAGES.salaryAmount;
  if (amount >= MAX_SALARY) return EMPLOYEE_MESSAGES.salaryTooLarge;
  // Whole cents only: 0.001 would be stored as 0.
  if (Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6) return EMPLOYEE_MESSAGES.salaryCents;
  return undefined;
}

/**
 * Every rule of the employee form: field name → its message, empty
 * when the values pass. Values may be the form's strings or the API's JSON.
 * With `partial` (a PATCH), only the fields present are checked, and the end
 * date is compared with the start date only when both are present; the
 * caller compares with the stored one (see `dateOrderError`).
 */
export function employeeErrors(
  values: Record<string, unknown>,
  options: { partial?: boolean; today?: string } = {},
): FieldErrors {
  const M = EMPLOYEE_MESSAGES;
  const errors: FieldErrors = {};
  const checks = (field: string) => !options.partial || field in values;
  const today = options.today ?? todayInSouthAfrica();

  if (checks('firstName') && !text(values.firstName)) errors.firstName = M.firstName;
  if (checks('lastName') && !text(values.lastName)) errors.lastName = M.lastName;
  if (!blank(values.email) && !EMAIL_PATTERN.test(text(values.email))) errors.email = M.email;
  for (const field of TEXT_FIELDS) {
    const max = EMPLOYEE_MAX_LENGTHS[field];
    if (!errors[field] && text(values[field]).length > max)
      errors[field] = `${field} must be at most ${max} characters`;
  }
  const salary = salaryError(values.salaryAmount);
  if (salary) errors.salaryAmount = salary;

  const start = text(values.startDate);
  const end = text(values.endDate);
  if (start) {
    if (!isIsoDate(start)) errors.startDate = M.dateFormat;
    else if (start > today) errors.startDate = M.startDateFuture;
    else if (start < EARLIEST_DATE) errors.startDate = M.startDateTooEarly;
  }
  if (end) {
    if (!isIsoDate(end)) errors.endDate = M.dateFormat;
    else if (end < EARLIEST_DATE) errors.endDate = M.endDateTooEarly;
    else if (!errors.startDate && start && end < start) errors.endDate = M.endBeforeStart;
  }
  const born = text(values.dateOfBirth);
  if (born) {
    if (!isIsoDate(born)) errors.dateOfBirth = M.dateFormat;
    else if (born > today) errors.dateOfBirth = M.dateOfBirthFuture;
    else if (born < EARLIEST_DATE) errors.dateOfBirth = M.dateOfBirthTooEarly;
  }
  if (!blank(values.medicalMembers)) {
    const members = typeof values.medicalMembers === 'string' ? Number(values.medicalMembers) : values.medicalMembers;
    if (typeof members !== 'number' || !Number.isInteger(members) || members < 0 || members > MAX_MEDICAL_MEMBERS)
      errors.medicalMembers = M.medicalMembers;
  }
  if ('isActive' in values && values.isActive !== undefined && typeof values.isActive !== 'boolean')
    errors.isActive = M.isActive;
  return errors;
}

/**
 * For a PATCH that sends only one of the dates: the stored other one must
 * still be in order. Blames the field that was sent.
 */
export function dateOrderError(start: string | null, end: string | null, sent: 'startDate' | 'endDate'): FieldErrors {
  if (!start || !end || end >= start) return {};
  return sent === 'endDate'
    ? { endDate: EMPLOYEE_MESSAGES.endBeforeStart }
    : { startDate: EMPLOYEE_MESSAGES.startAfterEnd };
}

const optional = (value: unknown) => (blank(value) ? null : text(value));

/**
 * Cleans values that passed `employeeErrors`: trims text, turns blanks into
 * null (empty strings mean "not set"), reads the salary as a number. Only the
 * keys present are returned, so a PATCH changes only what it sends.
 */
export function cleanEmployee(values: Record<string, unknown>): Partial<EmployeeInput> {
  const out: Partial<EmployeeInput> = {};
  if ('firstName' in values) out.firstName = text(values.firstName);
  if ('lastName' in values) out.lastName = text(values.lastName);
  if ('email' in values) out.email = optional(values.email)?.toLowerCase() ?? null;
  for (const field of ['phone', 'position', 'employeeId', 'taxNumber'] as const) {
    if (field in values) out[field] = optional(values[field]);
  }
  if ('salaryAmount' in values) out.salaryAmount = readSalary(values.salaryAmount);
  if ('startDate' in values) out.startDate = optional(values.startDate);
  if ('endDate' in values) out.endDate = optional(values.endDate);
  if ('dateOfBirth' in values) out.dateOfBirth = optional(values.dateOfBirth);
  if ('medicalMembers' in values) out.medicalMembers = blank(values.medicalMembers) ? 0 : Number(values.medicalMembers);
  if (typeof values.isActive === 'boolean') out.isActive = values.isActive;
  return out;
}

/** Case-insensitive search over first name, last name, position and e-mail (docs/product/business-rules.md#searches). */
export function matchesEmployeeSearch(
  employee: Pick<Employee, 'firstName' | 'lastName' | 'position' | 'email'>,
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [employee.firstName, employee.lastName, employee.position, employee.email].some((value) =>
    value?.toLowerCase().includes(needle),
  );
}

/** A cleaned record with every field present: blanks as null, names as given (the caller has validated them). */
export function completeEmployee(clean: Partial<EmployeeInput>, isActive: boolean): EmployeeInput {
  return {
    firstName: clean.firstName ?? '',
    lastName: clean.lastName ?? '',
    email: clean.email ?? null,
    phone: clean.phone ?? null,
    position: clean.position ?? null,
    employeeId: clean.employeeId ?? null,
    taxNumber: clean.taxNumber ?? null,
    salaryAmount: clean.salaryAmount ?? null,
    startDate: clean.startDate ?? null,
    endDate: clean.endDate ?? null,
    dateOfBirth: clean.dateOfBirth ?? null,
    medicalMembers: clean.medicalMembers ?? 0,
    isActive,
  };
}
