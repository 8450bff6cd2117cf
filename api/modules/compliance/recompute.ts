/**
 * Keeps compliance_deadlines equal to what the calculation says for a client's
 * window (12 months back to 18 ahead), keeping statuses: a date that moves keeps
 * its row (its SEQUENCE rises so calendar apps replace the event), a period that
 * no longer applies goes unless it was marked done, a new one is added.
 */
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { addMonths, type CalendarDate, yearOf } from '../../../domain/compliance/calendar-dates.ts';
import { computeDeadlines } from '../../../domain/compliance/deadlines.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { complianceDeadlines, users } from '../../db/schema.ts';
import { log } from '../../lib/logger.ts';
import { ensureStatutoryHolidays, holidayCalendar, loadProfile, loadRules } from './store.ts';

export const MONTHS_BACK = 12;
export const MONTHS_AHEAD = 18;

export function windowAround(today: CalendarDate) {
  return { from: addMonths(today, -MONTHS_BACK), to: addMonths(today, MONTHS_AHEAD) };
}

/** Recomputes one client's deadlines inside the caller's transaction. Staff and unknown ids have none. */
export async function recomputeClient(tx: DbOrTx, clientId: string, today: CalendarDate): Promise<void> {
  const profile = await loadProfile(tx, clientId);
  if (!profile) return;
  const window = windowAround(today);
  // Business days are counted past the window's end (30 after an anniversary): holidays a year further.
  await ensureStatutoryHolidays(tx, yearOf(window.from) - 1, yearOf(window.to) + 1);
  const holidays = await holidayCalendar(tx, `${yearOf(window.from) - 1}-01-01`, `${yearOf(window.to) + 1}-12-31`);
  const { deadlines } = computeDeadlines(profile, await loadRules(tx), holidays, window);

  const existing = await tx
    .select()
    .from(complianceDeadlines)
    .where(
      and(
        eq(complianceDeadlines.clientId, clientId),
        gte(complianceDeadlines.dueDate, window.from),
        lte(complianceDeadlines.dueDate, window.to),
      ),
    );
  const byKey = new Map(existing.map((row) => [`${row.obligation} ${row.period}`, row]));
  const kept = new Set<string>();
  const added: (typeof complianceDeadlines.$inferInsert)[] = [];
  for (const deadline of deadlines) {
    const key = `${deadline.obligation} ${deadline.period}`;
    const row = byKey.get(key);
    const values = {
      periodLabel: deadline.periodLabel,
      statutoryDate: deadline.statutoryDate,
      dueDate: deadline.dueDate,
      moveReason: deadline.moveReason,
      optional: deadline.optional,
    };
    if (!row) {
      added.push({ clientId, obligation: deadline.obligation, period: deadline.period, ...values });
    } else {
      kept.add(row.id);
      const changed =
        row.dueDate !== values.dueDate ||
        row.statutoryDate !== values.statutoryDate ||
        row.moveReason !== values.moveReason ||
        row.periodLabel !== values.periodLabel ||
        row.optional !== values.optional;
      if (changed) {
        await tx
          .update(complianceDeadlines)
          .set({ ...values, sequence: row.dueDate === values.dueDate ? row.sequence : row.sequence + 1 })
          .where(eq(complianceDeadlines.id, row.id));
      }
    }
  }
  // New periods in one statement per hundred (a first computation adds about eighty). A row that was outside
  // the window under its old date is updated in place, keeping its status.
  for (let start = 0; start < added.length; start += 100) {
    await tx
      .insert(complianceDeadlines)
      .values(added.slice(start, start + 100))
      .onConflictDoUpdate({
        target: [complianceDeadlines.clientId, complianceDeadlines.obligation, complianceDeadlines.period],
        set: {
          periodLabel: sql`excluded.period_label`,
          statutoryDate: sql`excluded.statutory_date`,
          dueDate: sql`excluded.due_date`,
          moveReason: sql`excluded.move_reason`,
          optional: sql`excluded.optional`,
          sequence: sql`${complianceDeadlines.sequence} + 1`,
        },
      });
  }
  const gone = existing.filter((row) => !kept.has(row.id) && row.status === 'open').map((row) => row.id);
  if (gone.length) await tx.delete(complianceDeadlines).where(inArray(complianceDeadlines.id, gone));
}

/** Every client, one transaction each (other writers wait for one client, never for all). */
export async function recomputeAll(db: Database, today: CalendarDate): Promise<number> {
  const clients = await db.select({ id: users.id }).from(users).where(eq(users.role, 'client'));
  for (const client of clients) await db.transaction((tx) => recomputeClient(tx, client.id, today));
  return clients.length;
}

const running = new WeakMap<Database, { done: Promise<void>; again: boolean }>();

/**
 * After a rule or a holiday changes: every client's deadlines, once the change has
 * committed (a timer, so never inside the admin's transaction, which would hold
 * every writer for the whole firm). Changes made while it runs make it run once
 * more. If the process stops first, the nightly job catches up. Resolves when done.
 */
export function recomputeAllSoon(db: Database, today: () => CalendarDate): Promise<void> {
  const current = running.get(db);
  if (current) {
    current.again = true;
    return current.done;
  }
  const state = { again: false, done: Promise.resolve() };
  state.done = (async () => {
    do {
      state.again = false;
      await Bun.sleep(0);
      try {
        await recomputeAll(db, today());
      } catch (error) {
        log.error({ msg: 'compliance recompute failed', error: String(error) });
      }
    } while (state.again);
    running.delete(db);
  })();
  running.set(db, state);
  return state.done;
}
