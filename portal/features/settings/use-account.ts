import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { setUser } from '../../lib/use-user.ts';

export function useChangePassword() {
  return useMutation({
    mutationFn: (payload: { currentPassword: string; newPassword: string }) =>
      apiRequest<{ message: string }>('POST', '/api/user/change-password', payload),
  });
}

/** Asks for the change: the address changes only once the new one opens its link (the answer says so). */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (payload: { newEmail: string; password: string }) =>
      apiRequest<{ message: string }>('POST', '/api/user/change-email', payload),
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
