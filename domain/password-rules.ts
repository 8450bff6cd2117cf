/**
 * Passwords refused beyond the 8-character minimum: those on the common-password
 * list of @zxcvbn-ts/language-common (about 49,000 passwords from leaks, kept
 * with the zxcvbn-ts estimator behind the portal's strength meter), compared
 * without case, since 'Password1' is guessed as early as 'password1'. The list is
 * about 380 KB, so it is loaded on first use: never at start-up or first paint.
 */
let commonPasswords: Promise<ReadonlySet<string>> | undefined;

export const loadCommonPasswords = () =>
  (commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  ));

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}

/** The strength meter's words for zxcvbn's scores 0 to 4. */
export const STRENGTH_LABELS = ['Very weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
