import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import type { User } from '../../../domain/shapes/user.ts';
import { setUser } from '../../lib/use-user.ts';
import type { CompanyField, CompanyPayloadValue } from './company-fields.ts';

/**
 * PATCH /api/user with the company form's fields. The answer (with the
 * recomputed isProfileComplete) replaces the current user; no sign-in call
 * follows (docs/product/README.md#beyond-the-first-brief).
 */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: Record<CompanyField, CompanyPayloadValue>) => apiRequest<User>('PATCH', '/api/user', payload),
    onSuccess: (user) => {
      setUser(user);
      // The due dates follow the tax and compliance fields.
      void queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith('/api/deadlines'),
      });
    },
  });
}
