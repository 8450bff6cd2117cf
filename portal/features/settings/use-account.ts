import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import type { User } from '../../../domain/shapes/user.ts';
import { setUser } from '../auth/use-user.ts';

export function useChangePassword() {
  return useMutation({
    mutationFn: (payload: { currentPassword: string; newPassword: string }) =>
      apiRequest<{ message: string }>('POST', '/api/user/change-password', payload),
  });
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: (payload: { newEmail: string; password: string }) =>
      apiRequest<User>('POST', '/api/user/change-email', payload),
    onSuccess: (user) => setUser(user),
  });
}

/** After deletion the user is logged out: the server ended every session; the client forgets them. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (payload: { password: string }) => apiRequest<{ message: string }>('DELETE', '/api/user', payload),
    onSuccess: () => {
      queryClient.clear();
      setUser(null);
    },
  });
}
