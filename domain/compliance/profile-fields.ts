/**
 * The 'Tax and compliance' fields a client keeps (PATCH /api/user, the company
 * page, the backoffice), their messages and the rules that span two fields or
 * need today's date. Shared by the API and the portal's form.
 */
import { isCalendarDate } from './calendar-dates.ts';
import type { VatCategory } from './rules.ts';

export const COMPLIANCE_FIELD_MESSAGES = {
  financialYearEndMonth: 'Choose the month your financial year ends',
  vatCategory: 'Choose none, A, B or C',
  vatEfiler: 'Say whether you file VAT returns on eFiling',
  incorporationDate: 'Enter a valid date (yyyy-MM-dd)',
  incorporationFuture: 'Incorporation date cannot be in the future',
  incorporationTooOld: 'Incorporation date cannot be before 1900-01-01',
  registeredEmployer: 'Say whether you are registered as an employer',
  payeReference: 'PAYE reference must be at most 20 characters',
} as const;

export interface ComplianceFields {
  financialYearEndMonth: number | null;
  vatCategory: VatCategory | null;
  vatEfiler: boolean | null;
  incorporationDate: string | null;
  registeredEmployer: boolean;
  payeReference: string | null;
}

export const COMPLIANCE_FIELD_NAMES = [
  'financialYearEndMonth',
  'vatCategory',
  'vatEfiler',
  'incorporationDate',
  'registeredEmployer',
  'payeReference',
] as const satisfies readonly (keyof ComplianceFields)[];

/** Field → message for what the values break together or against today ('yyyy-MM-dd' in South Africa). */
export function complianceFieldErrors(fields: Partial<ComplianceFields>, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const date = fields.incorporationDate;
  if (date) {
    if (!isCalendarDate(date)) errors.incorporationDate = COMPLIANCE_FIELD_MESSAGES.incorporationDate;
    else if (date > today) errors.incorporationDate = COMPLIANCE_FIELD_MESSAGES.incorporationFuture;
    else if (date < '1900-01-01') errors.incorporationDate = COMPLIANCE_FIELD_MESSAGES.incorporationTooOld;
  }
  const registered = fields.vatCategory && fields.vatCategory !== 'none';
  if (registered && (fields.vatEfiler === null || fields.vatEfiler === undefined)) {
    errors.vatEfiler = COMPLIANCE_FIELD_MESSAGES.vatEfiler;
  }
  return errors;
}
