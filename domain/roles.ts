/**
 * Who sees which clients (README, Roles): managers and admins see every
 * client; an accountant only the clients actively assigned to them. The API
 * enforces it (api/core/access/visibility.ts); the backoffice reads the same
 * rule only to hide what the API would refuse.
 */
import type { Role } from './enums.ts';

export const MANAGER_ROLES = ['manager', 'admin'] as const satisfies readonly Role[];

export const seesEveryClient = (role: Role | string | null | undefined): boolean =>
  (MANAGER_ROLES as readonly string[]).includes(role ?? '');

/**
 * Who must use two-factor sign-in before the backoffice answers them (decision
 * 030): admins always; accountants and managers when the firm says so.
 */
export const TWO_FACTOR_REQUIRED = 'Two-factor authentication required';
export const mustUseTwoFactor = (role: Role | string, staffRequired: boolean): boolean =>
  role === 'admin' || (staffRequired && (role === 'accountant' || role === 'manager'));
