/**
 * What the calculation reads from the database: the rules in force, the public
 * holidays (statutory ones generated per year on first need, ad hoc ones added by
 * admins) and a client's details. Every function takes a drizzle handle or a
 * transaction, so a recompute reads what its own write sees.
 */
import { and, gte, inArray, lte } from 'drizzle-orm';
import type { CalendarDate } from '../../../domain/compliance/calendar-dates.ts';
import type { ComplianceProfile } from '../../../domain/compliance/deadlines.ts';
import { statutoryHolidays } from '../../../domain/compliance/public-holidays.ts';
import type { ComplianceRule } from '../../../domain/compliance/rules.ts';
import type { DbOrTx } from '../../db/client.ts';
import { complianceRules, ownershipChanges, publicHolidays, users } from '../../db/schema.ts';

export async function loadRules(db: DbOrTx): Promise<ComplianceRule[]> {
  const rows = await db.select().from(complianceRules);
  // The params were checked against their obligation's shape when written (seed or admin).
  return rows.map((row) => ({ ...row, params: row.params as never }));
}

/** Inserts each year's statutory holidays once; an ad hoc day already on that date wins. */
export async function ensureStatutoryHolidays(db: DbOrTx, fromYear: number, toYear: number): Promise<void> {
  const rows = [];
  for (let year = fromYear; year <= toYear; year++) {
    rows.push(...statutoryHolidays(year).map((holiday) => ({ ...holiday, kind: 'statutory' as const })));
  }
  await db.insert(publicHolidays).values(rows).onConflictDoNothing();
}

export async function holidayCalendar(db: DbOrTx, from: CalendarDate, to: CalendarDate): Promise<Map<string, string>> {
  const rows = await db
    .select({ date: publicHolidays.date, name: publicHolidays.name })
    .from(publicHolidays)
    .where(and(gte(publicHolidays.date, from), lte(publicHolidays.date, to)));
  return new Map(rows.map((row) => [row.date, row.name]));
}

export async function loadProfile(db: DbOrTx, clientId: string): Promise<ComplianceProfile | null> {
  return (await loadProfiles(db, [clientId])).get(clientId) ?? null;
}

/** The details of those ids that are clients (staff and unknown ids are left out), in two queries. */
export async function loadProfiles(db: DbOrTx, clientIds: readonly string[]): Promise<Map<string, ComplianceProfile>> {
  const profiles = new Map<string, ComplianceProfile>();
  if (!clientIds.length) return profiles;
  const rows = await db
    .select({
      id: users.id,
      businessType: users.businessType,
      financialYearEndMonth: users.financialYearEndMonth,
      vatCategory: users.vatCategory,
      vatEfiler: users.vatEfiler,
      incorporationDate: users.incorporationDate,
      registeredEmployer: users.registeredEmployer,
      role: users.role,
    })
    .from(users)
    .where(inArray(users.id, [...clientIds]));
  const changes = await db
    .select({ clientId: ownershipChanges.clientId, changedOn: ownershipChanges.changedOn })
    .from(ownershipChanges)
    .where(inArray(ownershipChanges.clientId, [...clientIds]));
  const changesOf = new Map<string, CalendarDate[]>();
  for (const change of changes) {
    const list = changesOf.get(change.clientId) ?? [];
    list.push(change.changedOn);
    changesOf.set(change.clientId, list);
  }
  for (const { id, role, ...profile } of rows) {
    if (role !== 'client') continue;
    profiles.set(id, { ...profile, ownershipChanges: changesOf.get(id) ?? [] });
  }
  return profiles;
}
