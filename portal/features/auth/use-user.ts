import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import type { User } from '../../../domain/shapes/user.ts';

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

export const setUser = (user: User | null) => queryClient.setQueryData(USER_KEY, user);

export function useLogin() {
  return useMutation({
    mutationFn: (credentials: { username: string; password: string }) =>
      apiRequest<User>('POST', '/api/login', credentials),
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
