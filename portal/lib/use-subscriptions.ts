import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { refetchAfterWrite } from './query-client.ts';
import type { BillingService, Subscription } from '../../domain/shapes/billing.ts';

export const SUBSCRIPTIONS_KEY = ['/api/subscriptions'];

export const useSubscriptionList = () => useQuery<Subscription[]>({ queryKey: SUBSCRIPTIONS_KEY });
export const useServiceList = () =>
  useQuery<(BillingService & { isHighlighted: boolean })[]>({ queryKey: ['/api/services'] });

/** Every billing list is refetched after a change (docs/product/portal.md#how-the-portal-reads-and-writes). */
export const refetchBilling = () => refetchAfterWrite('/api/subscriptions', '/api/payments', '/api/cart');

export const useSetAutoRenew = () =>
  useMutation({
    mutationFn: ({ id, autoRenew }: { id: string; autoRenew: boolean }) =>
      apiRequest<Subscription>('PATCH', `/api/subscriptions/${encodeURIComponent(id)}`, { autoRenew }),
    onSuccess: refetchBilling,
  });

export const useCancelSubscription = () =>
  useMutation({
    mutationFn: (id: string) => apiRequest<Subscription>('POST', `/api/subscriptions/${encodeURIComponent(id)}/cancel`),
    onSuccess: refetchBilling,
  });

/** Days until a date: the absolute difference, rounded up (docs/product/business-rules.md#display-constants). */
export function daysUntil(date: string, now = Date.now()): number {
  return Math.ceil(Math.abs(new Date(date).getTime() - now) / 86_400_000);
}
