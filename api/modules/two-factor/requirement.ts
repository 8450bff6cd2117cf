import { eq } from 'drizzle-orm';
import type { Role } from '../../../domain/enums.ts';
import { mustUseTwoFactor } from '../../../domain/roles.ts';
import type { TwoFactorRequirement } from '../../core/access/policy.ts';
import type { Database } from '../../db/client.ts';
import { twoFactor } from '../../db/schema.ts';
import { readFirmSettings } from '../firm-settings/service.ts';

/**
 * Who must use two-factor sign-in and who has it on: one answer for the two-factor
 * routes (status, turning it off) and for the access policy that refuses staff without
 * it (api/core/access/policy.ts). Each costs one primary-key read; `requiredFor` reads
 * the firm setting only for accountants and managers (admins always must, clients never).
 */
export function createTwoFactorRequirement(db: Database): TwoFactorRequirement {
  return {
    async enabledFor(userId: string): Promise<boolean> {
      const [found] = await db
        .select({ enabledAt: twoFactor.enabledAt })
        .from(twoFactor)
        .where(eq(twoFactor.userId, userId));
      return Boolean(found?.enabledAt);
    },

    async requiredFor(role: Role): Promise<boolean> {
      if (role === 'client') return false;
      return mustUseTwoFactor(role, role !== 'admin' && (await readFirmSettings(db)).twoFactorRequiredForStaff);
    },
  };
}
