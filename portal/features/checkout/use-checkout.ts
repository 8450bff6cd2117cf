import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import type { CheckoutAnswer, Subscription } from '../../../domain/shapes/billing.ts';
import { refetchBilling } from '../../lib/use-subscriptions.ts';

/** The pending subscriptions awaiting payment. */
export const useCart = () => useQuery<Subscription[]>({ queryKey: ['/api/cart'] });

export const useChoosePackage = () =>
  useMutation({
    mutationFn: (serviceId: string) => apiRequest<Subscription>('POST', '/api/subscriptions', { serviceId }),
    onSuccess: refetchBilling,
  });

export const useStartCheckout = () =>
  useMutation({
    mutationFn: (subscriptionId: string) => apiRequest<CheckoutAnswer>('POST', '/api/checkout', { subscriptionId }),
    onSuccess: refetchBilling,
  });
