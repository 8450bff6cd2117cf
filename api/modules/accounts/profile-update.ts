/**
 * The one rule for a change to a person's profile, whoever makes it: the person through
 * PATCH /api/user (service.ts) or staff correcting it through the users resource
 * (users-resource.ts). The fields as they would stand must pass the day's compliance checks
 * (a 422 naming each field), and whether the profile is complete follows from them, so the
 * two ways in can never disagree on either.
 */
import { complianceFieldErrors } from '../../../domain/compliance/profile-fields.ts';
import { todayInSouthAfrica } from '../../../domain/format.ts';
import { isProfileComplete } from '../../../domain/profile.ts';
import { invalid } from '../../lib/problem.ts';

type ProfileFields = Parameters<typeof complianceFieldErrors>[0] & Parameters<typeof isProfileComplete>[0];

/** Checks the profile as `changes` would leave `current`; answers the completeness to store with them. */
export function checkProfileChange(
  current: ProfileFields,
  changes: ProfileFields,
  today: string = todayInSouthAfrica(),
): { isProfileComplete: boolean } {
  const merged = { ...current, ...changes };
  const errors = complianceFieldErrors(merged, today);
  if (Object.keys(errors).length) throw invalid('The request body is not valid.', errors);
  return { isProfileComplete: isProfileComplete(merged) };
}
