/**
 * Filters a resource allows in `filter={...}`. Each turns one JSON value into a
 * parameterised WHERE condition, or throws `FilterValueError` with a message
 * for the 400 problem. Field names never reach SQL: only the columns named in
 * a definition do.
 */
import { and, eq, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Database } from '../../db/client.ts';
import type { SessionUser } from '../../core/caller.ts';

export interface ListFilter {
  /** `actor`: who is asking, for filters that depend on them (a thread unread by me). */
  toCondition: (value: unknown, db: Database, actor?: SessionUser) => SQL | undefined;
}

export class FilterValueError extends Error {}

/** react-admin's getMany sends `{id: [...]}`; a page never asks for more. */
const MAX_VALUES = 1000;

type Scalar = string | number | boolean;
type ScalarParser<T extends Scalar> = (value: unknown) => T;

const text: ScalarParser<string> = (value) => {
  if (typeof value === 'string' && value.length <= 500) return value;
  if (typeof value === 'number') return String(value);
  throw new FilterValueError('must be text');
};

const boolean: ScalarParser<boolean> = (value) => {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new FilterValueError('must be true or false');
};

const oneOf =
  <T extends string>(allowed: readonly T[]): ScalarParser<T> =>
  (value) => {
    if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
    throw new FilterValueError(`must be one of ${allowed.join(', ')}`);
  };

/** One value, or a list of them (react-admin's getMany and multi-selects). */
function equalsWith<T extends Scalar>(column: SQLiteColumn, parse: ScalarParser<T>): ListFilter {
  return {
    toCondition(value) {
      if (Array.isArray(value)) {
        if (value.length > MAX_VALUES) throw new FilterValueError(`must list at most ${MAX_VALUES} values`);
        return inArray(column, value.map(parse));
      }
      return eq(column, parse(value));
    },
  };
}

export const equalsText = (column: SQLiteColumn) => equalsWith(column, text);
export const equalsBoolean = (column: SQLiteColumn) => equalsWith(column, boolean);
export const equalsOneOf = <T extends string>(column: SQLiteColumn, allowed: readonly T[]) =>
  equalsWith(column, oneOf(allowed));

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function parseDate(value: unknown): { at: Date; dateOnly: boolean } {
  const dateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  const at = typeof value === 'string' || typeof value === 'number' ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(at.getTime())) throw new FilterValueError('must be a date (yyyy-mm-dd) or an ISO date-time');
  return { at, dateOnly };
}

/** `createdAt_gte`: on or after the date (a plain date means from its start). */
export const onOrAfter = (column: SQLiteColumn): ListFilter => ({
  toCondition: (value) => gte(column, parseDate(value).at),
});

/** `createdAt_lte`: on or before the date; a plain date includes that whole day. */
export const onOrBefore = (column: SQLiteColumn): ListFilter => ({
  toCondition(value) {
    const { at, dateOnly } = parseDate(value);
    return dateOnly ? lt(column, new Date(at.getTime() + 24 * 60 * 60 * 1000)) : lte(column, at);
  },
});

/** The usual pair for a time column: `{field}_gte` and `{field}_lte`. */
export const dateRange = (name: string, column: SQLiteColumn): Record<string, ListFilter> => ({
  [`${name}_gte`]: onOrAfter(column),
  [`${name}_lte`]: onOrBefore(column),
});

/** A filter whose condition needs more than a column (a subquery); `parse` validates the value first. */
export function custom<T extends Scalar>(
  kind: 'text' | 'boolean',
  build: (value: T, db: Database, actor?: SessionUser) => SQL | undefined,
): ListFilter {
  const parse = (kind === 'text' ? text : boolean) as ScalarParser<T>;
  return { toCondition: (value, db, actor) => build(parse(value), db, actor) };
}

export const allOf = (conditions: (SQL | undefined)[]): SQL | undefined => {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length ? and(...present) : undefined;
};

/** `{field}_gte` / `{field}_lte` for a calendar-date column stored as 'yyyy-MM-dd' text. */
export const calendarDateRange = (name: string, column: SQLiteColumn): Record<string, ListFilter> => {
  const day = (value: unknown) => {
    if (typeof value === 'string' && DATE_ONLY.test(value)) return value;
    throw new FilterValueError('must be a date (yyyy-mm-dd)');
  };
  return {
    [`${name}_gte`]: { toCondition: (value) => gte(column, day(value)) },
    [`${name}_lte`]: { toCondition: (value) => lte(column, day(value)) },
  };
};
