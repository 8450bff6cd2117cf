import { useQuery } from '@tanstack/react-query';
import type { Employee } from '../../../domain/employee-rules.ts';
import type { Payment, Subscription } from '../../../domain/shapes/billing.ts';
import type { ClientDocument, DocumentRequest } from '../../../domain/shapes/documents.ts';

/** What the dashboard reads of each list: only the fields its cards show (docs/product/portal.md#dashboard). */
export type DashboardSubscription = Pick<Subscription, 'id' | 'status' | 'startDate' | 'renewalDate' | 'autoRenew'> & {
  service?: Pick<Subscription['service'], 'title'> | null;
};
export type DashboardDocument = Pick<ClientDocument, 'id' | 'status'>;
export type DashboardDocumentRequest = Pick<
  DocumentRequest,
  'id' | 'documentType' | 'description' | 'dueDate' | 'status'
>;
export type DashboardPayment = Pick<Payment, 'id' | 'amount' | 'paymentDate'>;
export type DashboardEmployee = Pick<Employee, 'id'>;

/**
 * A list for a card. A failed load (or an answer that is not a list) is an
 * empty list, not an error on screen.
 */
function useList<T>(path: string) {
  const query = useQuery<T[]>({ queryKey: [path] });
  return { items: Array.isArray(query.data) ? query.data : [], isLoading: query.isLoading };
}

export const useSubscriptions = () => useList<DashboardSubscription>('/api/subscriptions');
export const useDocuments = () => useList<DashboardDocument>('/api/documents');
export const useDocumentRequests = () => useList<DashboardDocumentRequest>('/api/document-requests');
export const usePayments = () => useList<DashboardPayment>('/api/payments');
export const useEmployeeRecords = () => useList<DashboardEmployee>('/api/employees');

/** "The active subscription shown on the dashboard is the first one whose status is active." */
export const activeSubscription = (subscriptions: DashboardSubscription[]) =>
  subscriptions.find((s) => s.status === 'active');

/** Pending and overdue requests are 'open'. */
export const openRequests = (requests: DashboardDocumentRequest[]) =>
  requests.filter((r) => r.status === 'pending' || r.status === 'overdue');
