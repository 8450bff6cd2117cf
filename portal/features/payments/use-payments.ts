import { useQuery } from '@tanstack/react-query';
import type { Payment } from '../../../domain/shapes/billing.ts';

/** My payments, newest first; the default query function GETs the key's path. */
export const usePaymentList = () => useQuery<Payment[]>({ queryKey: ['/api/payments'] });
