import { usePermissions } from 'react-admin';
import type { Role } from '../domain/enums.ts';
import { seesEveryClient } from '../domain/roles.ts';

/**
 * What the screens offer each role. The API enforces the same rules; these
 * only keep buttons and menu items away from people who would get a 403.
 */
export function useRole() {
  const { permissions } = usePermissions<Role | null>();
  return {
    role: permissions ?? null,
    isAdmin: permissions === 'admin',
    seesEveryClient: seesEveryClient(permissions),
  };
}
