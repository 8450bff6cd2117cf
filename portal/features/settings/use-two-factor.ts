import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { refetchAfterWrite } from '../../lib/query-client.ts';

export const TWO_FACTOR_PATH = '/api/user/two-factor';

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
}
export interface TwoFactorSetup {
  secret: string;
  uri: string;
  qrSvg: string;
}

export const useTwoFactorStatus = () => useQuery<TwoFactorStatus>({ queryKey: [TWO_FACTOR_PATH] });
const refetch = () => refetchAfterWrite(TWO_FACTOR_PATH);

export const useTwoFactorSetup = () =>
  useMutation({ mutationFn: () => apiRequest<TwoFactorSetup>('POST', `${TWO_FACTOR_PATH}/setup`) });

export const useTwoFactorEnable = () =>
  useMutation({
    mutationFn: (code: string) =>
      apiRequest<{ recoveryCodes: string[] }>('POST', `${TWO_FACTOR_PATH}/enable`, { code }),
    onSuccess: refetch,
  });

export const useNewRecoveryCodes = () =>
  useMutation({
    mutationFn: (code: string) =>
      apiRequest<{ recoveryCodes: string[] }>('POST', `${TWO_FACTOR_PATH}/recovery-codes`, { code }),
    onSuccess: refetch,
  });

export const useTwoFactorDisable = () =>
  useMutation({
    mutationFn: (input: { password: string; code?: string; recoveryCode?: string }) =>
      apiRequest<{ message: string }>('POST', `${TWO_FACTOR_PATH}/disable`, input),
    onSuccess: refetch,
  });
