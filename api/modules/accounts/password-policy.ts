import { isCommonPassword } from '../../../domain/password-rules.ts';
import { ACCOUNT_MESSAGES as M } from '../../../domain/profile.ts';
import { invalid } from '../../lib/problem.ts';

/**
 * Refuses a new password that is on the common-password list (422 on `field`).
 * Every place a password is chosen calls it: registration, user creation,
 * a password change and an admin's reset.
 */
export async function assertPasswordAllowed(password: string, field = 'password'): Promise<void> {
  if (await isCommonPassword(password)) throw invalid(M.passwordTooCommon, { [field]: M.passwordTooCommon });
}
