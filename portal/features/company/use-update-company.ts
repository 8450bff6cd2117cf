import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import type { User } from '../../../domain/shapes/user.ts';
import { setUser } from '../auth/use-user.ts';
import type { CompanyField } from './company-fields.ts';

/**
 * PATCH /api/user with the company form's fields. The answer (with the
 * recomputed isProfileComplete) replaces the current user; unlike the spec's
 * original, no login call with an empty password follows (DESIGN.md).
 */
export function useUpdateCompany() {
  return useMutation({
    mutationFn: (payload: Record<CompanyField, string | number | null>) =>
      apiRequest<User>('PATCH', '/api/user', payload),
    onSuccess: (user) => setUser(user),
  });
}
