import { useQuery } from '@tanstack/react-query';
import type { PayrollEstimate } from '../../../domain/shapes/payroll.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const PAYROLL_ESTIMATE_PATH = '/api/payroll/estimate';

/** The month's estimate. Keyed by the path first, so a change to the employees refetches every month's. */
export const usePayrollEstimate = (month: string) =>
  useQuery<PayrollEstimate>({
    queryKey: [PAYROLL_ESTIMATE_PATH, month],
    queryFn: () => apiRequest<PayrollEstimate>('GET', `${PAYROLL_ESTIMATE_PATH}?month=${encodeURIComponent(month)}`),
  });
