import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { USER_KEY } from '../../lib/use-user.ts';

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
    // The page's own read of the user may still be in flight, sent before the link was used:
    // cancel it, or invalidating would hand its stale answer (not yet confirmed) to the refetch.
    onSuccess: async () => {
      await queryClient.cancelQueries({ queryKey: USER_KEY });
      await queryClient.invalidateQueries({ queryKey: USER_KEY });
    },
  });
}
