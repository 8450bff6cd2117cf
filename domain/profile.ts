/**
 * The company form's required fields with their messages
 * (docs/product/business-rules.md#company-form).
 * The server computes isProfileComplete from the same list the portal's form
 * validates, so the dashboard banner and the form never disagree.
 */
export const COMPANY_REQUIRED_FIELDS = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  phone: 'Phone number is required',
  company: 'Company name is required',
  address: 'Address is required',
  city: 'City is required',
  postalCode: 'Postal code is required',
  country: 'Country is required',
} as const;
export type CompanyRequiredField = keyof typeof COMPANY_REQUIRED_FIELDS;

export function isProfileComplete(user: Partial<Record<CompanyRequiredField, string | null | undefined>>): boolean {
  return (Object.keys(COMPANY_REQUIRED_FIELDS) as CompanyRequiredField[]).every((field) =>
    Boolean(user[field]?.trim()),
  );
}

/** Messages of the account forms (docs/product/business-rules.md#account-forms), shared by the API and the portal. */
export const ACCOUNT_MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  emailInvalid: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooCommon: 'This password is one of the most common passwords. Please choose one that is harder to guess',
  passwordIncorrect: 'Password is incorrect',
  confirmPassword: 'Please confirm your password',
  passwordsDontMatch: "Passwords don't match",
  currentPasswordRequired: 'Current password is required',
  passwordToVerify: 'Password is required to verify your identity',
  invalidLogin: 'Invalid username or password',
  numberOfEmployees: 'Number of employees must be a whole number, 0 or more',
} as const;

/** A person's first and last name as written, or '' when neither is set. */
export const personName = (person: { firstName?: string | null; lastName?: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');
