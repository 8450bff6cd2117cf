/**
 * The batched recompute (rules and holidays read once, clients in chunks, multi-row
 * upserts) against the per-client recompute it replaced, kept here verbatim as the
 * reference: over clients of every kind, a first computation, then a second after
 * statuses, details and holidays changed and the window moved, must leave exactly
 * the same rows (ids aside): dates, reasons, labels, statuses and sequences.
 */
import { describe, expect, test } from 'bun:test';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { addDays, addMonths, type CalendarDate, yearOf } from '../../../domain/compliance/calendar-dates.ts';
import { computeDeadlines } from '../../../domain/compliance/deadlines.ts';
import type { VatCategory } from '../../../domain/compliance/rules.ts';
import type { DbOrTx } from '../../db/client.ts';
import { complianceDeadlines, ownershipChanges, publicHolidays, users } from '../../db/schema.ts';
import { type TestApp, withFreshApp } from '../../testing/test-app.ts';
import { ensureStatutoryHolidays, holidayCalendar, loadProfile, loadRules } from './store.ts';
import { recomputeAll, recomputeClient, windowAround } from './recompute.ts';

/** The per-client recompute as it was: everything read and written for one client at a time. */
async function referenceRecomputeClient(tx: DbOrTx, clientId: string, today: CalendarDate): Promise<void> {
  const profile = await loadProfile(tx, clientId);
  if (!profile) return;
  const window = windowAround(today);
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
    const row = byKey.get(`${deadline.obligation} ${deadline.period}`);
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

let t: TestApp;
withFreshApp(async (app) => {
  t = app;
});

const TODAY = '2026-11-24';
const CHUNK = 10;
const SLOW_MS = 60_000;
const BUSINESS_TYPES = ['private_company', 'public_company', 'close_corporation', 'sole_proprietor', null];
const VAT: [VatCategory | null, boolean | null][] = [
  [null, null],
  ['none', null],
  ['A', true],
  ['B', false],
  ['C', true],
  ['C', false],
  ['A', null],
];
const INCORPORATED = [null, '2015-06-01', '2024-02-29', '2026-01-10', '2026-09-30', '2019-12-31'];

/** Clients of every kind over several chunks (CHUNK per transaction), and one staff member. */
async function seedVariedFirm(): Promise<string[]> {
  const clients = Array.from({ length: 4 * CHUNK + 5 }, (_, n) => {
    const [vatCategory, vatEfiler] = VAT[n % VAT.length] ?? [null, null];
    return {
      id: crypto.randomUUID(),
      username: `client-${n}`,
      email: `client-${n}@example.co.za`,
      password: 'x',
      businessType: BUSINESS_TYPES[n % BUSINESS_TYPES.length] ?? null,
      financialYearEndMonth: n % 13 === 0 ? null : (n % 12) + 1,
      vatCategory,
      vatEfiler,
      incorporationDate: INCORPORATED[n % INCORPORATED.length] ?? null,
      registeredEmployer: n % 3 !== 0,
    };
  });
  await t.db.insert(users).values(clients);
  await t.db.insert(users).values({
    username: 'staff',
    email: 'staff@example.co.za',
    password: 'x',
    role: 'accountant',
    isStaff: true,
    businessType: 'private_company',
    financialYearEndMonth: 2,
  });
  await t.db
    .insert(ownershipChanges)
    .values(
      clients
        .filter((_, n) => n % 4 === 1)
        .flatMap((client, n) => [
          { clientId: client.id, changedOn: addDays(TODAY, -n * 11) },
          ...(n % 2 ? [{ clientId: client.id, changedOn: '2025-12-24' }] : []),
        ]),
    );
  return clients.map((client) => client.id);
}

type Row = typeof complianceDeadlines.$inferSelect;

async function allRows(): Promise<Row[]> {
  return t.db
    .select()
    .from(complianceDeadlines)
    .orderBy(asc(complianceDeadlines.clientId), asc(complianceDeadlines.obligation), asc(complianceDeadlines.period));
}

/** What a client, a calendar feed or staff can see of a row: everything but its id and clock columns. */
const visible = (rows: Row[]) => rows.map(({ id: _id, createdAt: _c, updatedAt: _u, doneAt: _d, ...row }) => row);

async function restore(rows: Row[]) {
  await t.db.delete(complianceDeadlines);
  for (let start = 0; start < rows.length; start += 200) {
    await t.db.insert(complianceDeadlines).values(rows.slice(start, start + 200));
  }
}

/** Both recomputes from the same stored rows; each one's result. */
async function both(today: CalendarDate) {
  const before = await allRows();
  const clients = await t.db.select({ id: users.id }).from(users);
  for (const client of clients) await t.db.transaction((tx) => referenceRecomputeClient(tx, client.id, today));
  const reference = await allRows();
  await restore(before);
  await recomputeAll(t.db, today, CHUNK);
  const batched = await allRows();
  return { reference, batched };
}

describe('the batched recompute', () => {
  test(
    'leaves the same rows as the per-client one: first computation, then after changes and a month on',
    async () => {
      const ids = await seedVariedFirm();

      const first = await both(TODAY);
      expect(first.reference.length).toBeGreaterThan(1000);
      expect(new Set(first.reference.map((row) => row.obligation)).size).toBe(7);
      expect(visible(first.batched)).toEqual(visible(first.reference));

      // Some dates done, some clients' details changed (periods that no longer apply), a new holiday that moves
      // dates, and a row left far outside the window that the new dates meet again.
      const rows = first.batched;
      await t.db
        .update(complianceDeadlines)
        .set({ status: 'done', doneAt: new Date() })
        .where(
          inArray(
            complianceDeadlines.id,
            rows.filter((_, n) => n % 5 === 0).map((row) => row.id),
          ),
        );
      await t.db
        .update(users)
        .set({ vatCategory: 'B', vatEfiler: true, financialYearEndMonth: 6, registeredEmployer: false })
        .where(
          inArray(
            users.id,
            ids.filter((_, n) => n % 6 === 2),
          ),
        );
      const aMonday = rows.find((row) => row.obligation === 'EMP201' && row.dueDate > TODAY)?.dueDate ?? '';
      await t.db
        .insert(publicHolidays)
        .values({ date: aMonday, name: 'Special day', kind: 'ad_hoc', reason: 'Gazette' });
      const someRow = rows.find((row) => row.obligation === 'VAT201' && row.status === 'open');
      if (!someRow) throw new Error('no VAT201 row');
      await t.db
        .update(complianceDeadlines)
        .set({ dueDate: addMonths(TODAY, -30) })
        .where(eq(complianceDeadlines.id, someRow.id));

      const later = addDays(TODAY, 45);
      const second = await both(later);
      expect(visible(second.batched)).toEqual(visible(second.reference));
      expect(second.reference.some((row) => row.sequence > 0)).toBe(true);
      expect(second.reference.some((row) => row.moveReason?.includes('a public holiday'))).toBe(true);
      expect(second.reference.filter((row) => row.status === 'done').length).toBeGreaterThan(0);
      // Kept rows keep their ids too.
      expect(second.batched.map((row) => row.id).filter((id) => rows.some((row) => row.id === id)).length).toBe(
        second.reference.map((row) => row.id).filter((id) => rows.some((row) => row.id === id)).length,
      );
    },
    SLOW_MS,
  );

  test(
    'one client alone computes what the firm-wide run computes for them, and staff get nothing',
    async () => {
      const ids = await seedVariedFirm();
      await recomputeAll(t.db, TODAY, CHUNK);
      const firmWide = visible(await allRows());
      await t.db.delete(complianceDeadlines);
      for (const id of ids) await t.db.transaction((tx) => recomputeClient(tx, id, TODAY));
      const [staff] = await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'accountant'));
      if (staff) await recomputeClient(t.db, staff.id, TODAY);
      expect(visible(await allRows())).toEqual(firmWide);
    },
    SLOW_MS,
  );
});
