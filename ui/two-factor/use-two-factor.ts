/**
 * Two-factor sign-in's data, for the portal's Security card and the backoffice's
 * enrolment alike: every call goes through the client the app provides (useApiClient),
 * the query names its own fetch (the backoffice has no default one) and writes
 * refresh it through the QueryClient they run under.
 */
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api-client.tsx';

export const TWO_FACTOR_PATH = '/api/user/two-factor';

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  /** The firm requires it of this user: it cannot be turned off, and the backoffice waits for it. */
  required: boolean;
}
export interface TwoFactorSetup {
  secret: string;
  uri: string;
  qrSvg: string;
}

const KEY = [TWO_FACTOR_PATH];
export const useTwoFactorStatus = () => {
  const api = useApiClient();
  return useQuery<TwoFactorStatus>({
    queryKey: KEY,
    queryFn: () => api.request<TwoFactorStatus>('GET', TWO_FACTOR_PATH),
  });
};

/** A read still in flight was sent before the write: cancel it, then read anew. */
const refetch = async (queryClient: QueryClient) => {
  await queryClient.cancelQueries({ queryKey: KEY });
  await queryClient.invalidateQueries({ queryKey: KEY });
};

export const useTwoFactorSetup = () => {
  const api = useApiClient();
  return useMutation({ mutationFn: () => api.request<TwoFactorSetup>('POST', `${TWO_FACTOR_PATH}/setup`) });
};

export const useTwoFactorEnable = () => {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.request<{ recoveryCodes: string[] }>('POST', `${TWO_FACTOR_PATH}/enable`, { code }),
    onSuccess: () => refetch(queryClient),
  });
};

export const useNewRecoveryCodes = () => {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.request<{ recoveryCodes: string[] }>('POST', `${TWO_FACTOR_PATH}/recovery-codes`, { code }),
    onSuccess: () => refetch(queryClient),
  });
};

export const useTwoFactorDisable = () => {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { password: string; code?: string; recoveryCode?: string }) =>
      api.request<{ message: string }>('POST', `${TWO_FACTOR_PATH}/disable`, input),
    onSuccess: () => refetch(queryClient),
  });
};
