import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api-client.ts';
import { queryClient } from './query-client.ts';
import type { User } from '../../domain/shapes/user.ts';

export const USER_KEY = ['/api/user'];

/** The signed-in user; a 401 means signed out (null), not an error. */
export function useUser() {
  return useQuery<User | null>({
    queryKey: USER_KEY,
    queryFn: async () => {
      try {
        return await apiRequest<User>('GET', '/api/user');
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  });
}

/** What the portal calls the user: their name, or their username when they gave none. */
export const displayName = (user: User) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;

export const setUser = (user: User | null) => queryClient.setQueryData(USER_KEY, user);

/** The password step's answer: the user, or (two-factor sign-in) a code is needed next. */
export type LoginAnswer = User | { twoFactorRequired: true };
export const needsCode = (answer: LoginAnswer): answer is { twoFactorRequired: true } =>
  'twoFactorRequired' in answer && answer.twoFactorRequired === true;

export function useLogin() {
  return useMutation({
    mutationFn: (credentials: { username: string; password: string }) =>
      apiRequest<LoginAnswer>('POST', '/api/login', credentials),
    onSuccess: (answer) => {
      if (needsCode(answer)) return;
      queryClient.clear();
      setUser(answer);
    },
  });
}

/** The second step: the authenticator's code, or a recovery code. */
export function useSecondStep() {
  return useMutation({
    mutationFn: (input: { code: string } | { recoveryCode: string }) =>
      apiRequest<User>('POST', '/api/login/2fa', input),
    onSuccess: (user) => {
      queryClient.clear();
      setUser(user);
    },
  });
}

export type RegistrationPayload = Record<string, string | number | null> & {
  username: string;
  email: string;
  password: string;
};

export function useRegister() {
  return useMutation({
    mutationFn: (payload: RegistrationPayload) => apiRequest<User>('POST', '/api/register', payload),
    onSuccess: (user) => {
      queryClient.clear();
      setUser(user);
    },
  });
}

/** After logout the user is cleared and everything cached for them dropped (the cart included). */
export function useLogout() {
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>('POST', '/api/logout'),
    onSuccess: () => {
      queryClient.clear();
      setUser(null);
      void queryClient.invalidateQueries({ queryKey: ['/api/cart'] });
    },
  });
}
