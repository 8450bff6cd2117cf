/**
 * A document's retention clock, computed in SQL from the rules table so every reader (the
 * portal's list, the backoffice, a delete, account deletion) answers the same date.
 * Dates are South African calendar dates (yyyy-MM-dd), inclusive: the last day a record
 * must still be kept.
 */
import { type SQL, sql } from 'drizzle-orm';

/** A millisecond timestamp as the calendar date and time in South Africa (UTC+2, no daylight saving). */
const local = (ms: SQL) => sql`datetime(${ms} / 1000, 'unixepoch', '+2 hours')`;

/** When the years of a rule end, for a record that came in at `received` (ms). */
function ruleEnd(received: SQL): SQL {
  const at = local(received);
  // The South African tax year ends on the last day of February: the year after for a record
  // received from March on. Counting from it keeps a record at least as long as counting from
  // a submission made in that tax year would.
  const taxYearEnd = sql`date(printf('%04d-03-01', cast(strftime('%Y', ${at}) as integer) + (cast(strftime('%m', ${at}) as integer) >= 3) + rr.years), '-1 day')`;
  return sql`case rr.starts_at when 'tax_year_end' then ${taxYearEnd} else date(${at}, '+' || rr.years || ' years') end`;
}

/**
 * 'yyyy-MM-dd|rule id' of the clock that holds the document longest, or null when none
 * does: rules over its category, the engagement rule over a signed letter (counted from the
 * letter's close, or from today while the engagement lasts), and staff extensions.
 */
export function documentClockSql() {
  // Qualified by hand: drizzle leaves a single table's columns bare, which the subquery's own tables would shadow.
  const documentId = sql.raw('"documents"."id"');
  const category = sql.raw('"documents"."category"');
  const received = sql.raw('"documents"."uploaded_at"');
  const now = sql`cast(unixepoch('subsec') * 1000 as integer)`;
  return sql<string | null>`(
    select ${ruleEnd(received)} || '|' || rr.id from retention_rules rr, json_each(rr.categories) j
      where j.value = ${category} and rr.starts_at in ('tax_year_end', 'record_date')
    union all
    select date(${local(sql`coalesce(el.closed_at, ${now})`)}, '+' || rr.years || ' years') || '|' || rr.id
      from engagement_letters el, retention_rules rr
      where el.signed_document_id = ${documentId} and rr.starts_at = 'engagement_end'
    union all
    select e.until || '|' || e.rule_id from retention_extensions e where e.document_id = ${documentId}
    order by 1 desc limit 1)`;
}

export interface Clock {
  keepUntil: string;
  retentionRule: string;
}

/** Splits what clockSql answers; null stays null. */
export function readClock(value: string | null | undefined): Clock | null {
  if (!value) return null;
  const [keepUntil, retentionRule] = value.split('|');
  return keepUntil && retentionRule ? { keepUntil, retentionRule } : null;
}

/** A clock still runs on its last day and ends the day after. */
export const isRunning = (keepUntil: string, today: string) => keepUntil >= today;
