import { type } from 'arktype';
import type { DashboardStats } from '../../../domain/dashboard.ts';

/**
 * ra-data-simple-rest's list parameters. Each is JSON in the query string;
 * Elysia hands over the parsed value when it parses, the raw text otherwise,
 * so any value passes here and list-query.ts checks the shape (400 when wrong).
 */
export const listQuerySchema = type({
  'sort?': type('unknown').describe('JSON ["field","ASC"|"DESC"]; the field must be one the resource can be sorted by'),
  'range?': type('unknown').describe('JSON [start, end], both inclusive, at most 1000 rows'),
  'filter?': type('unknown').describe(
    'JSON {"q": "search words", "field": value or [values], "createdAt_gte": "yyyy-mm-dd"}',
  ),
});

export const idParams = type({ id: '0 < string <= 100' });

export const dashboardSchema = type({
  newEnquiries: { total: 'number', contact: 'number', waitlist: 'number', quotes: 'number' },
  documentsAwaitingReview: 'number',
  documentRequests: { open: 'number', overdue: 'number' },
  activeSubscriptions: 'number',
  monthlyRecurringRevenue: 'number',
  enquiriesPerWeek: type({ weekStart: 'string', count: 'number' }).array(),
});
// Compile-time check: the schema describes exactly what domain/dashboard.ts declares for the backoffice.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
true satisfies Same<typeof dashboardSchema.infer, DashboardStats>;

/** Booleans as react-admin's inputs send them. */
export const flag = type('boolean');
/** An id of another record, as a write body names it. */
export const reference = type('0 < string <= 100').configure({ message: 'Choose a record' });
