import { ANNUAL_REVENUES, BUSINESS_TYPES, type AnnualRevenue, type BusinessType } from '../../../domain/enums.ts';
import { ANNUAL_REVENUE_LABELS, BUSINESS_TYPE_LABELS } from '../../../domain/labels.ts';
import { ACCOUNT_MESSAGES, COMPANY_REQUIRED_FIELDS, type CompanyRequiredField } from '../../../domain/profile.ts';
import type { User } from '../../../domain/shapes/user.ts';

/** The company form's fields (SPEC.md section 7, PATCH /api/user), all held as the inputs' text. */
export const COMPANY_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'company',
  'address',
  'city',
  'postalCode',
  'country',
  'vatNumber',
  'registrationNumber',
  'businessType',
  'annualRevenue',
  'numberOfEmployees',
] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];
export type CompanyValues = Record<CompanyField, string>;

export interface FieldSpec {
  name: CompanyField;
  label: string;
  autoComplete?: string;
  placeholder?: string;
  type?: string;
  options?: { value: string; label: string }[];
  /** How the read-only card shows the stored value. */
  show?: (value: string) => string;
}

const businessTypes = BUSINESS_TYPES.map((value) => ({ value, label: BUSINESS_TYPE_LABELS[value] }));
const revenues = ANNUAL_REVENUES.map((value) => ({ value, label: ANNUAL_REVENUE_LABELS[value] }));

/** The two cards of /dashboard/company. */
export const CARDS: { id: string; title: string; fields: FieldSpec[] }[] = [
  {
    id: 'business-details',
    title: 'Business Details',
    fields: [
      { name: 'company', label: 'Company name', autoComplete: 'organization' },
      // Placeholder examples in the South African formats (CIPC registration, SARS VAT number).
      { name: 'registrationNumber', label: 'Registration number', placeholder: 'e.g. 2018/123456/07' },
      { name: 'vatNumber', label: 'VAT number', placeholder: 'e.g. 4123456789' },
      {
        name: 'businessType',
        label: 'Business type',
        options: businessTypes,
        show: (v) => BUSINESS_TYPE_LABELS[v as BusinessType] ?? v,
      },
      {
        name: 'annualRevenue',
        label: 'Annual revenue',
        options: revenues,
        show: (v) => ANNUAL_REVENUE_LABELS[v as AnnualRevenue] ?? v,
      },
      { name: 'numberOfEmployees', label: 'Number of employees', type: 'number' },
    ],
  },
  {
    id: 'contact-information',
    title: 'Contact Information',
    fields: [
      { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
      { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
      { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
      { name: 'address', label: 'Address', autoComplete: 'street-address' },
      { name: 'city', label: 'City', autoComplete: 'address-level2' },
      { name: 'postalCode', label: 'Postal code', autoComplete: 'postal-code' },
      { name: 'country', label: 'Country', autoComplete: 'country-name' },
    ],
  },
];

export const isRequired = (name: CompanyField): name is CompanyRequiredField => name in COMPANY_REQUIRED_FIELDS;

export function valuesOf(user: User): CompanyValues {
  const values = {} as CompanyValues;
  for (const name of COMPANY_FIELDS) {
    const value = user[name];
    values[name] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

/** The company form's rules, with the messages the API uses too. */
export function companyErrors(values: CompanyValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, message] of Object.entries(COMPANY_REQUIRED_FIELDS)) {
    if (!values[name as CompanyRequiredField].trim()) errors[name] = message;
  }
  // A whole number, 0 or more; an empty value means unset.
  if (values.numberOfEmployees.trim() && !/^\d+$/.test(values.numberOfEmployees.trim())) {
    errors.numberOfEmployees = ACCOUNT_MESSAGES.numberOfEmployees;
  }
  return errors;
}

/** The PATCH /api/user body: text trimmed, blanks as null, the employee count as a number. */
export function toPayload(values: CompanyValues): Record<CompanyField, string | number | null> {
  const payload = {} as Record<CompanyField, string | number | null>;
  for (const name of COMPANY_FIELDS) {
    const value = values[name].trim();
    payload[name] = value === '' ? null : name === 'numberOfEmployees' ? Number(value) : value;
  }
  return payload;
}
