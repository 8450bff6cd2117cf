import { useQuery } from '@tanstack/react-query';
import type { PayrollEstimate } from '../../domain/shapes/payroll.ts';
import { apiRequest } from './api-client.ts';

export const PAYROLL_ESTIMATE_PATH = '/api/payroll/estimate';

/**
 * The month's estimate. Keyed by the path first, so a change to the employees refetches every month's.
 * `enabled: false` skips the call (a client with no employees has nothing to estimate).
 */
export const usePayrollEstimate = (month: string, enabled = true) =>
  useQuery<PayrollEstimate>({
    queryKey: [PAYROLL_ESTIMATE_PATH, month],
    queryFn: () => apiRequest<PayrollEstimate>('GET', `${PAYROLL_ESTIMATE_PATH}?month=${encodeURIComponent(month)}`),
    enabled,
  });
