import { useQuery } from '@tanstack/react-query';

/**
 * What the dashboard reads of each list: only the fields its cards show
 * (SPEC.md section 3). The documents and billing issues own these calls.
 */
export interface DashboardSubscription {
  id: string;
  status: string;
  startDate: string;
  renewalDate: string | null;
  autoRenew: boolean;
  service?: { title: string } | null;
}
export interface DashboardDocument {
  id: string;
  status: string;
}
export interface DashboardDocumentRequest {
  id: string;
  documentType: string;
  description: string;
  dueDate: string | null;
  status: string;
}
export interface DashboardPayment {
  id: string;
  amount: number | string;
  paymentDate: string;
}
export interface DashboardEmployee {
  id: string;
}

/**
 * A list for a card. A failed load (or an answer that is not a list) is an
 * empty list, not an error on screen (SPEC.md section 7).
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
