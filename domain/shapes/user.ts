import type { VatCategory } from '../compliance/rules.ts';
import type { Role } from '../enums.ts';

/**
 * The user as the API answers it (GET /api/user, sign-in, registration), defined once:
 * the API's schema (api/modules/accounts/model.ts) is checked against it at compile time,
 * the portal and the backoffice import it. Never the password hash, the Stripe id or
 * session secrets. Dates are ISO strings.
 */
export interface User {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  role: Role;
  isStaff: boolean;
  company: string | null;
  address: string | null;
  city: string | null;
  postalCode: string | null;
  country: string | null;
  vatNumber: string | null;
  registrationNumber: string | null;
  businessType: string | null;
  annualRevenue: string | null;
  numberOfEmployees: number | null;
  /** Tax and compliance (domain/compliance/profile-fields.ts). 1-12 */
  financialYearEndMonth: number | null;
  vatCategory: VatCategory | null;
  vatEfiler: boolean | null;
  /** yyyy-MM-dd */
  incorporationDate: string | null;
  registeredEmployer: boolean;
  payeReference: string | null;
  isProfileComplete: boolean;
  /** When the address confirmed its link; null: not yet, so only account e-mails go to it. */
  emailVerifiedAt: string | null;
  lastLogin: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Every field of the user's answer, in the order the API writes them. */
export const USER_FIELDS = [
  'id',
  'username',
  'email',
  'firstName',
  'lastName',
  'phone',
  'role',
  'isStaff',
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
  'financialYearEndMonth',
  'vatCategory',
  'vatEfiler',
  'incorporationDate',
  'registeredEmployer',
  'payeReference',
  'isProfileComplete',
  'emailVerifiedAt',
  'lastLogin',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof User)[];

// Every key of User is listed: adding a field to the interface alone fails here.
type Unlisted = Exclude<keyof User, (typeof USER_FIELDS)[number]>;
const _allListed: Unlisted extends never ? true : false = true;
void _allListed;

/** The fields a person fills about themselves and their company (registration, company form, staff edits). */
export type ProfileFields = Pick<
  User,
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'company'
  | 'address'
  | 'city'
  | 'postalCode'
  | 'country'
  | 'vatNumber'
  | 'registrationNumber'
  | 'businessType'
  | 'annualRevenue'
  | 'numberOfEmployees'
>;

/** What the backoffice keeps of the signed-in staff member. */
export type StaffIdentity = Pick<User, 'id' | 'username' | 'firstName' | 'lastName' | 'role'>;
