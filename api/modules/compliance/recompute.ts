/**
 * Keeps compliance_deadlines equal to what the calculation says for a client's
 * window (12 months back to 18 ahead), keeping statuses: a date that moves keeps
 * its row (its SEQUENCE rises so calendar apps replace the event), a period that
 * no longer applies goes unless it was marked done, a new one is added.
 */
import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { addMonths, type CalendarDate, yearOf } from '../../../domain/compliance/calendar-dates.ts';
import type { HolidayCalendar } from '../../../domain/compliance/business-days.ts';
import { type ComplianceProfile, computeDeadlines } from '../../../domain/compliance/deadlines.ts';
import type { ComplianceRule } from '../../../domain/compliance/rules.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { complianceDeadlines, users } from '../../db/schema.ts';
import { log } from '../../lib/logger.ts';
import { deadlinesRecomputed } from './hooks.ts';
import { ensureStatutoryHolidays, holidayCalendar, loadProfiles, loadRules } from './store.ts';

export const MONTHS_BACK = 12;
export const MONTHS_AHEAD = 18;

export function windowAround(today: CalendarDate) {
  return { from: addMonths(today, -MONTHS_BACK), to: addMonths(today, MONTHS_AHEAD) };
}

/** What every client's computation shares, read once per run: the window, the rules, the holidays. */
export interface RecomputeContext {
  window: { from: CalendarDate; to: CalendarDate };
  rules: ComplianceRule[];
  holidays: HolidayCalendar;
  today: CalendarDate;
  /**
   * False for the nightly run: other modules' listeners (the work board's jobs) then have
   * their own daily run, so the firm is not passed over twice a night.
   */
  tellListeners?: boolean;
}

export async function loadRecomputeContext(tx: DbOrTx, today: CalendarDate): Promise<RecomputeContext> {
  const window = windowAround(today);
  // Business days are counted past the window's end (30 after an anniversary): holidays a year further.
  await ensureStatutoryHolidays(tx, yearOf(window.from) - 1, yearOf(window.to) + 1);
  const holidays = await holidayCalendar(tx, `${yearOf(window.from) - 1}-01-01`, `${yearOf(window.to) + 1}-12-31`);
  return { window, rules: await loadRules(tx), holidays, today };
}

/** Rows per upsert: a transaction's worth (about 80 a client), a JSON text of a megabyte or two. */
const ROWS_PER_UPSERT = 10_000;
/** Ids per delete: well under SQLite's limit on bound parameters. */
const IDS_PER_DELETE = 500;
/** Clients per transaction in a firm-wide run: other writers wait for one chunk (a fraction of a second), never for all. */
export const CLIENTS_PER_TRANSACTION = 100;

const chunksOf = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, n) => items.slice(n * size, (n + 1) * size));

/** What a stored row is compared by: only these, as a nightly run reads every client's window (timestamps cost a Date each). */
const COMPARED_COLUMNS = {
  id: complianceDeadlines.id,
  clientId: complianceDeadlines.clientId,
  obligation: complianceDeadlines.obligation,
  period: complianceDeadlines.period,
  periodLabel: complianceDeadlines.periodLabel,
  statutoryDate: complianceDeadlines.statutoryDate,
  dueDate: complianceDeadlines.dueDate,
  moveReason: complianceDeadlines.moveReason,
  optional: complianceDeadlines.optional,
  status: complianceDeadlines.status,
};

/**
 * Recomputes these clients' deadlines inside the caller's transaction, in a few
 * statements for all of them: their details and stored dates are read in bulk, and
 * new and changed rows are written by multi-row upserts. A changed row keeps its id
 * and status; its sequence rises when its due date moves (a row found under the same
 * key outside the window, which conflicts on insert, has necessarily moved).
 */
export async function recomputeClients(
  tx: DbOrTx,
  context: RecomputeContext,
  clientIds: readonly string[],
): Promise<void> {
  await recomputeProfiles(tx, context, await loadProfiles(tx, clientIds));
}

async function recomputeProfiles(
  tx: DbOrTx,
  context: RecomputeContext,
  profiles: ReadonlyMap<string, ComplianceProfile>,
): Promise<void> {
  const { window } = context;
  const ids = [...profiles.keys()];
  if (!ids.length) return;
  const existing = await tx
    .select(COMPARED_COLUMNS)
    .from(complianceDeadlines)
    .where(
      and(
        inArray(complianceDeadlines.clientId, ids),
        gte(complianceDeadlines.dueDate, window.from),
        lte(complianceDeadlines.dueDate, window.to),
      ),
    );
  const byKey = new Map(existing.map((row) => [`${row.clientId} ${row.obligation} ${row.period}`, row]));
  const kept = new Set<string>();
  const written: WrittenRow[] = [];
  for (const [clientId, profile] of profiles) {
    const { deadlines } = computeDeadlines(profile, context.rules, context.holidays, window);
    for (const deadline of deadlines) {
      const row = byKey.get(`${clientId} ${deadline.obligation} ${deadline.period}`);
      const values = {
        clientId,
        obligation: deadline.obligation,
        period: deadline.period,
        periodLabel: deadline.periodLabel,
        statutoryDate: deadline.statutoryDate,
        dueDate: deadline.dueDate,
        moveReason: deadline.moveReason,
        optional: deadline.optional,
      };
      if (row) {
        kept.add(row.id);
        const changed =
          row.dueDate !== values.dueDate ||
          row.statutoryDate !== values.statutoryDate ||
          row.moveReason !== values.moveReason ||
          row.periodLabel !== values.periodLabel ||
          row.optional !== values.optional;
        if (!changed) continue;
      }
      written.push(values);
    }
  }
  for (const rows of chunksOf(written, ROWS_PER_UPSERT)) await tx.run(upsertStatement(rows));
  const gone = existing.filter((row) => !kept.has(row.id) && row.status === 'open').map((row) => row.id);
  for (const batch of chunksOf(gone, IDS_PER_DELETE)) {
    await tx.delete(complianceDeadlines).where(inArray(complianceDeadlines.id, batch));
  }
  if (context.tellListeners !== false) await deadlinesRecomputed(tx, ids, context.today);
}

type WrittenRow = Pick<
  typeof complianceDeadlines.$inferInsert,
  'clientId' | 'obligation' | 'period' | 'periodLabel' | 'statutoryDate' | 'dueDate' | 'moveReason' | 'optional'
>;

/**
 * One upsert for a whole chunk of rows, sent as a single JSON array that SQLite
 * unpacks (json_each): the statement's text never changes, so it costs nothing to
 * build or parse, where a VALUES list with a parameter per value took about as long
 * to build, bind and prepare as SQLite took to write the rows. A row whose client,
 * obligation and period exist takes the new values in place, keeping its id and
 * status; the right-hand sides read the row as it was, so its sequence rises only
 * when its due date moves (a row met outside the window has always moved).
 */
function upsertStatement(rows: readonly WrittenRow[]): SQL {
  const values = rows.map((row) => [
    // Time-ordered ids land at the end of the primary key's index instead of on a random
    // page of it, which was most of SQLite's cost of a first computation.
    Bun.randomUUIDv7(),
    row.clientId,
    row.obligation,
    row.period,
    row.periodLabel,
    row.statutoryDate,
    row.dueDate,
    row.moveReason ?? null,
    row.optional ? 1 : 0,
  ]);
  return sql`insert into compliance_deadlines (id, client_id, obligation, period, period_label, statutory_date, due_date, move_reason, optional)
    select value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, value ->> 6, value ->> 7, value ->> 8
    from json_each(${JSON.stringify(values)}) where true
    on conflict (client_id, obligation, period) do update set period_label = excluded.period_label,
      statutory_date = excluded.statutory_date, due_date = excluded.due_date, move_reason = excluded.move_reason,
      optional = excluded.optional, sequence = sequence + (due_date <> excluded.due_date), updated_at = ${Date.now()}`;
}

/** Recomputes one client's deadlines inside the caller's transaction. Staff and unknown ids have none. */
export async function recomputeClient(tx: DbOrTx, clientId: string, today: CalendarDate): Promise<void> {
  const profiles = await loadProfiles(tx, [clientId]);
  // Checked first so that editing a staff member writes nothing (not even the year's holidays).
  if (!profiles.size) return;
  await recomputeProfiles(tx, await loadRecomputeContext(tx, today), profiles);
}

/**
 * Every client: the rules and holidays read once, then a transaction per chunk of
 * clients, each reading its clients' details and dates inside it, so a change a
 * client makes meanwhile is either seen or recomputed after by its own write.
 */
export async function recomputeAll(
  db: Database,
  today: CalendarDate,
  clientsPerTransaction = CLIENTS_PER_TRANSACTION,
  { tellListeners = true }: { tellListeners?: boolean } = {},
): Promise<number> {
  const context = { ...(await db.transaction((tx) => loadRecomputeContext(tx, today))), tellListeners };
  // In id order, so each chunk's rows go in next to the last chunk's in the indexes that start with the client.
  const clients = await db.select({ id: users.id }).from(users).where(eq(users.role, 'client')).orderBy(asc(users.id));
  for (const chunk of chunksOf(
    clients.map((client) => client.id),
    clientsPerTransaction,
  )) {
    await db.transaction((tx) => recomputeClients(tx, context, chunk));
  }
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
