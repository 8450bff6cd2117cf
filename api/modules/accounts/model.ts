import { type } from 'arktype';
import { ANNUAL_REVENUES, BUSINESS_TYPES, ROLES } from '../../../domain/enums.ts';
import { ACCOUNT_MESSAGES as M, COMPANY_REQUIRED_FIELDS as C } from '../../../domain/profile.ts';
import { PASSWORD_MIN_LENGTH } from '../../../domain/constants.ts';
import { sameShape } from '../../../domain/shapes/same-shape.ts';
import type { User } from '../../../domain/shapes/user.ts';
import { emailField, optionalText, requiredText } from '../../lib/validation.ts';
import { COMPLIANCE_FIELD_MESSAGES } from '../../../domain/compliance/profile-fields.ts';
import { VAT_CATEGORIES } from '../../../domain/compliance/rules.ts';

export const password = type(`${PASSWORD_MIN_LENGTH} <= string <= 256`).configure({ message: M.passwordTooShort });
const businessType = type
  .enumerated(...BUSINESS_TYPES)
  .or('null')
  .or(type("''").pipe(() => null));
const annualRevenue = type
  .enumerated(...ANNUAL_REVENUES)
  .or('null')
  .or(type("''").pipe(() => null));
const numberOfEmployees = type('number.integer >= 0 | null')
  .configure({ message: M.numberOfEmployees })
  .or(type("''").pipe(() => null));

const CM = COMPLIANCE_FIELD_MESSAGES;
/** Tax and compliance (the compliance calendar): types here; rules across fields in complianceFieldErrors. */
export const complianceFields = {
  'financialYearEndMonth?': type('1 <= number.integer <= 12 | null').configure({ message: CM.financialYearEndMonth }),
  'vatCategory?': type
    .enumerated(...VAT_CATEGORIES)
    .or('null')
    .configure({ message: CM.vatCategory }),
  'vatEfiler?': type('boolean | null').configure({ message: CM.vatEfiler }),
  'incorporationDate?': type('string | null')
    .configure({ message: CM.incorporationDate })
    .describe('yyyy-MM-dd, not in the future, not before 1900-01-01; empty clears it')
    .pipe((value) => (value === null ? null : value.trim() || null)),
  'registeredEmployer?': type('boolean').configure({ message: CM.registeredEmployer }),
  'payeReference?': type('string <= 20 | null')
    .configure({ message: CM.payeReference })
    .pipe((value) => (value === null ? null : value.trim() || null)),
} as const;

/** The optional profile fields of registration (docs/product/business-rules.md#account-forms). */
const profileFields = {
  'firstName?': optionalText(100),
  'lastName?': optionalText(100),
  'phone?': optionalText(30),
  'company?': optionalText(200),
  'address?': optionalText(300),
  'city?': optionalText(100),
  'postalCode?': optionalText(20),
  'country?': optionalText(100),
  'vatNumber?': optionalText(30),
  'registrationNumber?': optionalText(30),
  'businessType?': businessType,
  'annualRevenue?': annualRevenue,
  'numberOfEmployees?': numberOfEmployees,
} as const;

/** Registration's fields, also the base of the backoffice's user bodies (users-resource.ts). */
export const registerFields = {
  username: requiredText(M.usernameRequired, 50),
  email: emailField(M.emailInvalid),
  password,
  ...profileFields,
} as const;

export const registerBody = type({ '+': 'reject', ...registerFields });
export type RegisterInput = typeof registerBody.infer;

export const loginBody = type({
  username: requiredText(M.usernameRequired, 254),
  password: type('0 < string <= 256').configure({ message: M.passwordRequired }),
});

/**
 * PATCH /api/user: only the company form's fields. Extra keys (role, isStaff,
 * email, password, id…) are refused with a field message, never applied.
 * A field that is present and required by the company form must not be blank.
 */
export const updateProfileBody = type({
  '+': 'reject',
  'firstName?': requiredText(C.firstName, 100),
  'lastName?': requiredText(C.lastName, 100),
  'phone?': requiredText(C.phone, 30),
  'company?': requiredText(C.company, 200),
  'address?': requiredText(C.address, 300),
  'city?': requiredText(C.city, 100),
  'postalCode?': requiredText(C.postalCode, 20),
  'country?': requiredText(C.country, 100),
  'vatNumber?': optionalText(30),
  'registrationNumber?': optionalText(30),
  'businessType?': businessType,
  'annualRevenue?': annualRevenue,
  'numberOfEmployees?': numberOfEmployees,
  ...complianceFields,
});
export type UpdateProfileInput = typeof updateProfileBody.infer;

export const changePasswordBody = type({
  '+': 'reject',
  currentPassword: type('0 < string <= 256').configure({ message: M.currentPasswordRequired }),
  newPassword: password,
});

export const passwordResetBody = type({
  '+': 'reject',
  email: emailField(M.emailInvalid),
});

export const passwordResetConfirmBody = type({
  '+': 'reject',
  token: type('0 < string <= 200').configure({ message: 'The link is incomplete: open it from the e-mail again' }),
  newPassword: password,
});

export const deleteAccountBody = type({
  '+': 'reject',
  password: type('0 < string <= 256').configure({ message: M.passwordToVerify }),
});

export const changeEmailBody = type({
  '+': 'reject',
  newEmail: emailField(M.emailInvalid),
  password: type('0 < string <= 256').configure({ message: M.passwordToVerify }),
});

/** The user as the API shows it: never the password hash, the Stripe id or session secrets. */
export const publicUserSchema = type({
  id: 'string',
  username: 'string',
  email: 'string',
  firstName: 'string | null',
  lastName: 'string | null',
  phone: 'string | null',
  role: type.enumerated(...ROLES),
  isStaff: 'boolean',
  company: 'string | null',
  address: 'string | null',
  city: 'string | null',
  postalCode: 'string | null',
  country: 'string | null',
  vatNumber: 'string | null',
  registrationNumber: 'string | null',
  businessType: 'string | null',
  annualRevenue: 'string | null',
  numberOfEmployees: 'number | null',
  financialYearEndMonth: type('number | null').describe('1-12'),
  vatCategory: type.enumerated(...VAT_CATEGORIES).or('null'),
  vatEfiler: 'boolean | null',
  incorporationDate: type('string | null').describe('yyyy-MM-dd'),
  registeredEmployer: 'boolean',
  payeReference: 'string | null',
  isProfileComplete: 'boolean',
  emailVerifiedAt: type('string | null').describe('when the address confirmed its link; null: not yet'),
  lastLogin: 'string | null',
  createdAt: 'string',
  updatedAt: 'string',
});
export type PublicUser = User;
sameShape<typeof publicUserSchema.infer, User>(true);

export const messageSchema = type({ message: 'string' });

export const sessionStateSchema = type({
  signedIn: 'boolean',
  'username?': 'string',
  'role?': type.enumerated(...ROLES),
});
