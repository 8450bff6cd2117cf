import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function useRequestReset() {
  return useMutation({
    mutationFn: (email: string) => apiRequest<{ message: string }>('POST', '/api/password-reset', { email }),
  });
}

/** Sets the new password with the link's token; no session opens (the person signs in next). */
export function useConfirmReset() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      apiRequest<{ message: string }>('POST', '/api/password-reset/confirm', input),
  });
}
