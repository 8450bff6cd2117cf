import { ANNUAL_REVENUES, BUSINESS_TYPES, type AnnualRevenue, type BusinessType } from '../../../domain/enums.ts';
import { ANNUAL_REVENUE_LABELS, BUSINESS_TYPE_LABELS } from '../../../domain/labels.ts';
import { ACCOUNT_MESSAGES, COMPANY_REQUIRED_FIELDS, type CompanyRequiredField } from '../../../domain/profile.ts';
import type { User } from '../../../domain/shapes/user.ts';
import { COMPLIANCE_FIELD_NAMES, complianceFieldErrors } from '../../../domain/compliance/profile-fields.ts';
import { todayInSouthAfrica } from '../../../domain/format.ts';

/** The company form's fields (PATCH /api/user), all held as the inputs' text. */
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
  ...COMPLIANCE_FIELD_NAMES,
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

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const months = MONTH_NAMES.map((label, index) => ({ value: String(index + 1), label }));
const VAT_CATEGORY_LABELS: Record<string, string> = {
  none: 'Not registered for VAT',
  A: 'A: every two months, periods ending Jan, Mar, May…',
  B: 'B: every two months, periods ending Feb, Apr, Jun…',
  C: 'C: every month',
};
const YES_NO: Record<string, string> = { true: 'Yes', false: 'No' };
const yesNo = Object.entries(YES_NO).map(([value, label]) => ({ value, label }));

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
    id: 'tax-and-compliance',
    title: 'Tax and compliance',
    fields: [
      {
        name: 'financialYearEndMonth',
        label: 'Financial year-end month',
        options: months,
        show: (v) => MONTH_NAMES[Number(v) - 1] ?? v,
      },
      {
        name: 'vatCategory',
        label: 'VAT category',
        options: Object.entries(VAT_CATEGORY_LABELS).map(([value, label]) => ({ value, label })),
        show: (v) => VAT_CATEGORY_LABELS[v] ?? v,
      },
      { name: 'vatEfiler', label: 'VAT returns filed on eFiling', options: yesNo, show: (v) => YES_NO[v] ?? v },
      { name: 'incorporationDate', label: 'Incorporation date', type: 'date', show: (v) => v },
      { name: 'registeredEmployer', label: 'Registered employer (PAYE)', options: yesNo, show: (v) => YES_NO[v] ?? v },
      { name: 'payeReference', label: 'PAYE reference', placeholder: 'e.g. 7123456789' },
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
  const payload = toPayload(values);
  return {
    ...complianceFieldErrors(
      {
        vatCategory: payload.vatCategory as User['vatCategory'],
        vatEfiler: payload.vatEfiler as boolean | null,
        incorporationDate: payload.incorporationDate as string | null,
      },
      todayInSouthAfrica(),
    ),
    ...errors,
  };
}

/** How a field's text becomes its value in the body; text by default. */
const PARSE: Partial<Record<CompanyField, (text: string) => CompanyPayloadValue>> = {
  numberOfEmployees: Number,
  financialYearEndMonth: Number,
  vatEfiler: (text) => text === 'true',
  registeredEmployer: (text) => text === 'true',
};
export type CompanyPayloadValue = string | number | boolean | null;

/** The PATCH /api/user body: text trimmed, blanks as null (not registered as an employer: false), numbers and yes/no parsed. */
export function toPayload(values: CompanyValues): Record<CompanyField, CompanyPayloadValue> {
  const payload = {} as Record<CompanyField, CompanyPayloadValue>;
  for (const name of COMPANY_FIELDS) {
    const value = values[name].trim();
    const parse = PARSE[name];
    payload[name] = value === '' ? (name === 'registeredEmployer' ? false : null) : parse ? parse(value) : value;
  }
  return payload;
}
