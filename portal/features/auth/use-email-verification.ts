import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { USER_KEY } from './use-user.ts';

/** The banner's Resend: a new verification link (the older one stops working). */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>('POST', '/api/user/email-verification'),
  });
}

/** Uses a verification or e-mail change link; the signed-in user (if any) is read again. */
export function useConfirmEmail() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<{ message: string; email: string }>('POST', '/api/email-verification/confirm', { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_KEY }),
  });
}
