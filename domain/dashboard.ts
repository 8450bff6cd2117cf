/**
 * The backoffice dashboard's numbers, as GET /api/admin/dashboard answers them
 * and the backoffice's cards read them.
 */
export interface DashboardStats {
  /** Unread contact messages, uncontacted waitlist entries, unprocessed quote requests. */
  newEnquiries: { total: number; contact: number; waitlist: number; quotes: number };
  documentsAwaitingReview: number;
  /** Open: pending or overdue; overdue: marked overdue, or pending past the due date. */
  documentRequests: { open: number; overdue: number };
  activeSubscriptions: number;
  /** Rand: the sum of the active subscriptions' monthly package prices. */
  monthlyRecurringRevenue: number;
  /** Monday (yyyy-mm-dd, South African time) of each of the last weeks, oldest first. */
  enquiriesPerWeek: { weekStart: string; count: number }[];
}
