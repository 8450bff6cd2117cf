/**
 * The numbers on the backoffice's dashboard, in two queries: one row of counts
 * (scalar subqueries) and the enquiries per week. Client-related counts follow
 * the actor's scope, so an accountant's dashboard is about their clients.
 */
import { and, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import {
  contactSubmissions,
  documentRequests,
  documents,
  quoteRequests,
  services,
  subscriptions,
  waitlistSubmissions,
} from '../../db/schema.ts';
import { assignedClientsOnly } from '../../core/access/visibility.ts';
import { allOf } from './filters.ts';
import type { DashboardStats } from '../../../domain/dashboard.ts';
import type { SessionUser } from '../../core/caller.ts';

export const CHART_WEEKS = 12;
const DAY_MS = 24 * 60 * 60 * 1000;
/** South African time has no daylight saving: weeks start on Monday at 00:00 UTC+2. */
const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;

/** Monday (yyyy-mm-dd, South African time) of the week holding `at`. */
export function weekStart(at: Date): string {
  const local = new Date(at.getTime() + SAST_OFFSET_MS);
  const daysSinceMonday = (local.getUTCDay() + 6) % 7;
  return new Date(local.getTime() - daysSinceMonday * DAY_MS).toISOString().slice(0, 10);
}

export function createDashboardService(ctx: AppContext) {
  const { db } = ctx;

  return {
    async stats(actor: SessionUser, now = new Date()): Promise<DashboardStats> {
      const requestsInScope = assignedClientsOnly(documentRequests.clientId)(actor, db);
      const open = inArray(documentRequests.status, ['pending', 'overdue']);
      const overdue = or(
        eq(documentRequests.status, 'overdue'),
        and(eq(documentRequests.status, 'pending'), lt(documentRequests.dueDate, now)),
      );
      const activeSubscriptions = allOf([
        eq(subscriptions.status, 'active'),
        assignedClientsOnly(subscriptions.userId)(actor, db),
      ]);

      const [counts] = await db
        .select({
          contact: db.$count(contactSubmissions, eq(contactSubmissions.isRead, false)),
          waitlist: db.$count(waitlistSubmissions, eq(waitlistSubmissions.isContacted, false)),
          quotes: db.$count(quoteRequests, eq(quoteRequests.isProcessed, false)),
          documentsAwaitingReview: db.$count(
            documents,
            allOf([eq(documents.status, 'pending'), assignedClientsOnly(documents.userId)(actor, db)]),
          ),
          openRequests: db.$count(documentRequests, allOf([open, requestsInScope])),
          overdueRequests: db.$count(documentRequests, allOf([overdue, requestsInScope])),
          activeSubscriptions: db.$count(subscriptions, activeSubscriptions),
          // Cents, summed in the database; converted to rand once below.
          recurringCents: sql<number>`(${db
            .select({ cents: sql`coalesce(sum(${services.price}), 0)` })
            .from(subscriptions)
            .innerJoin(services, eq(services.id, subscriptions.serviceId))
            .where(activeSubscriptions)})`.mapWith(Number),
        })
        .from(sql`(select 1)`);

      const firstWeek = weekStart(new Date(now.getTime() - (CHART_WEEKS - 1) * 7 * DAY_MS));
      const since = new Date(Date.parse(`${firstWeek}T00:00:00Z`) - SAST_OFFSET_MS);
      const enquiryTimes = sql`select ${contactSubmissions.createdAt} as at from ${contactSubmissions} where ${gte(contactSubmissions.createdAt, since)}
        union all select ${waitlistSubmissions.createdAt} from ${waitlistSubmissions} where ${gte(waitlistSubmissions.createdAt, since)}
        union all select ${quoteRequests.createdAt} from ${quoteRequests} where ${gte(quoteRequests.createdAt, since)}`;
      const perWeek = await db.all<{ week: string; count: number }>(sql`
        select date(at / 1000, 'unixepoch', '+2 hours', 'weekday 0', '-6 days') as week, count(*) as count
        from (${enquiryTimes}) group by week`);
      const byWeek = new Map(perWeek.map((row) => [row.week, Number(row.count)]));
      const enquiriesPerWeek = Array.from({ length: CHART_WEEKS }, (_, i) => {
        const week = weekStart(new Date(Date.parse(`${firstWeek}T12:00:00Z`) + i * 7 * DAY_MS));
        return { weekStart: week, count: byWeek.get(week) ?? 0 };
      });

      const c = counts ?? {
        contact: 0,
        waitlist: 0,
        quotes: 0,
        documentsAwaitingReview: 0,
        openRequests: 0,
        overdueRequests: 0,
        activeSubscriptions: 0,
        recurringCents: 0,
      };
      return {
        newEnquiries: {
          total: c.contact + c.waitlist + c.quotes,
          contact: c.contact,
          waitlist: c.waitlist,
          quotes: c.quotes,
        },
        documentsAwaitingReview: c.documentsAwaitingReview,
        documentRequests: { open: c.openRequests, overdue: c.overdueRequests },
        activeSubscriptions: c.activeSubscriptions,
        monthlyRecurringRevenue: c.recurringCents / 100,
        enquiriesPerWeek,
      };
    },
  };
}
