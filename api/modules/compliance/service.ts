import { randomBytes } from 'node:crypto';
import { and, asc, eq, getTableColumns, gte, lte } from 'drizzle-orm';
import { addMonths, isCalendarDate } from '../../../domain/compliance/calendar-dates.ts';
import { computeDeadlines } from '../../../domain/compliance/deadlines.ts';
import { todayInSouthAfrica } from '../../../domain/format.ts';
import { OBLIGATION_LABELS } from '../../../domain/compliance/rules.ts';
import type { AppContext } from '../../context.ts';
import { calendarFeeds, complianceDeadlines, users } from '../../db/schema.ts';
import { logActivity } from '../../lib/activity-log.ts';
import { badRequest, notFound } from '../../lib/problem.ts';
import type { DeadlineView } from './model.ts';
import { loadProfile } from './store.ts';
import { beforeTrackedFromSql, trackedFromOf } from './tracked-from.ts';
import { sha256Hex } from '../../lib/sha256.ts';
import type { RequestMeta, SessionUser } from '../../core/caller.ts';
import { assertClientVisible } from '../../core/access/visibility.ts';

type DeadlineRow = typeof complianceDeadlines.$inferSelect & { beforeTrackedFrom: boolean };

export const toDeadlineView = (row: DeadlineRow): DeadlineView => ({
  id: row.id,
  obligation: row.obligation,
  obligationLabel: OBLIGATION_LABELS[row.obligation],
  period: row.period,
  periodLabel: row.periodLabel,
  statutoryDate: row.statutoryDate,
  dueDate: row.dueDate,
  moveReason: row.moveReason,
  optional: row.optional,
  status: row.status,
  doneAt: row.doneAt?.toISOString() ?? null,
  beforeTrackedFrom: row.beforeTrackedFrom,
  takenOn: row.takenOnAt !== null,
});

export const MAX_RANGE_MONTHS = 24;
const hashToken = sha256Hex;

export function createComplianceService(ctx: AppContext, now: () => Date = () => new Date()) {
  const { db } = ctx;

  /** from/to as asked, checked: real dates, in order, at most 24 months apart (400 otherwise). */
  function range(query: { from?: string; to?: string }) {
    const from = query.from || todayInSouthAfrica(now());
    const to = query.to || (isCalendarDate(from) ? addMonths(from, 18) : from);
    const errors: Record<string, string> = {};
    if (!isCalendarDate(from)) errors.from = 'from must be a date (yyyy-MM-dd)';
    if (!isCalendarDate(to)) errors.to = 'to must be a date (yyyy-MM-dd)';
    else if (isCalendarDate(from) && to < from) errors.to = 'to must not be before from';
    else if (isCalendarDate(from) && to > addMonths(from, MAX_RANGE_MONTHS)) {
      errors.to = `Ask for at most ${MAX_RANGE_MONTHS} months at a time`;
    }
    if (Object.keys(errors).length) throw badRequest('The dates are not valid.', errors);
    return { from, to };
  }

  async function deadlinesOf(clientId: string, from: string, to: string) {
    return db
      .select({ ...getTableColumns(complianceDeadlines), beforeTrackedFrom: beforeTrackedFromSql.mapWith(Boolean) })
      .from(complianceDeadlines)
      .where(
        and(
          eq(complianceDeadlines.clientId, clientId),
          gte(complianceDeadlines.dueDate, from),
          lte(complianceDeadlines.dueDate, to),
        ),
      )
      .orderBy(asc(complianceDeadlines.dueDate), asc(complianceDeadlines.obligation));
  }

  return {
    range,
    deadlinesOf,

    async list(clientId: string, query: { from?: string; to?: string }) {
      const { from, to } = range(query);
      const rows = await deadlinesOf(clientId, from, to);
      const profile = await loadProfile(db, clientId);
      // The notices depend on the details alone: an empty window computes them and no dates.
      const today = todayInSouthAfrica(now());
      const notices = profile ? computeDeadlines(profile, [], new Map(), { from: today, to: today }).notices : [];
      const tracked = await trackedFromOf(db, clientId);
      return { deadlines: rows.map(toDeadlineView), notices, trackedFrom: tracked?.trackedFrom ?? today };
    },

    /** The client's tracked-from date, for staff who see the client (404 otherwise). */
    async trackedFrom(actor: SessionUser, clientId: string) {
      await assertClientVisible(db, actor, clientId);
      const tracked = await trackedFromOf(db, clientId);
      if (!tracked) throw notFound();
      return tracked;
    },

    /** Sets (or, with null, clears) the date staff chose, with the reason in the activity log. */
    async setTrackedFrom(
      actor: SessionUser,
      clientId: string,
      input: { trackedFrom: string | null; reason: string },
      meta: RequestMeta,
    ) {
      await assertClientVisible(db, actor, clientId);
      const before = await trackedFromOf(db, clientId);
      if (!before) throw notFound();
      await db.transaction(async (tx) => {
        await tx.update(users).set({ trackedFrom: input.trackedFrom }).where(eq(users.id, clientId));
        await logActivity(tx, {
          userId: actor.id,
          action: 'tracked_from_changed',
          details: {
            clientId,
            from: before.trackedFrom,
            to: input.trackedFrom ?? before.defaultTrackedFrom,
            reason: input.reason,
            ...(actor.apiKey ? { apiKey: actor.apiKey.name } : {}),
          },
          ...meta,
        });
      });
      return (await trackedFromOf(db, clientId)) as NonNullable<typeof before>;
    },

    /** A new secret feed address; the old one (if any) stops working. */
    async newFeed(clientId: string, meta: RequestMeta) {
      const token = `cal_${randomBytes(24).toString('base64url')}`;
      await db.transaction(async (tx) => {
        await tx.delete(calendarFeeds).where(eq(calendarFeeds.clientId, clientId));
        await tx.insert(calendarFeeds).values({ clientId, tokenHash: hashToken(token) });
        await logActivity(tx, { userId: clientId, action: 'calendar_feed_created', ...meta });
      });
      return { url: `${ctx.config.publicUrl}/api/calendar/${token}.ics` };
    },

    async revokeFeed(clientId: string, meta: RequestMeta) {
      await db.transaction(async (tx) => {
        await tx.delete(calendarFeeds).where(eq(calendarFeeds.clientId, clientId));
        await logActivity(tx, { userId: clientId, action: 'calendar_feed_revoked', ...meta });
      });
      return { message: 'Calendar link revoked' };
    },

    /** The feed's owner and their company, or 404 for an unknown or revoked token. */
    async feedOwner(file: string) {
      const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
      if (!token.startsWith('cal_')) throw notFound();
      const [owner] = await db
        .select({ clientId: calendarFeeds.clientId, company: users.company })
        .from(calendarFeeds)
        .innerJoin(users, eq(users.id, calendarFeeds.clientId))
        .where(eq(calendarFeeds.tokenHash, hashToken(token)));
      if (!owner) throw notFound();
      return owner;
    },
  };
}
export type ComplianceService = ReturnType<typeof createComplianceService>;
