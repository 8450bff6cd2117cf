/**
 * Reads ra-data-simple-rest's list parameters: `sort=["field","ASC"]`,
 * `range=[0,24]`, `filter={"q":"…","field":value}`. Elysia has usually parsed
 * the JSON already; raw strings are parsed here. Anything unknown or malformed
 * is a 400 problem naming the parameter, never a guess and never SQL.
 */
import { asc, desc, getTableName, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/problem.ts';
import { allOf, equalsText, FilterValueError } from './filters.ts';
import type { AdminResource } from './resource.ts';
import type { SessionUser } from '../../core/caller.ts';

/** The largest page a list returns (react-admin's export asks for 1000). */
export const MAX_PAGE_SIZE = 1000;
/** Without `range` (react-admin's getMany), a list still stops here. */
const UNRANGED_LIMIT = MAX_PAGE_SIZE;
const MAX_SEARCH_LENGTH = 200;

/** What a list needs of a resource to read its parameters: the engine's resources, and lists served beside them (webhooks). */
export type ListSpec = Pick<
  AdminResource,
  'name' | 'table' | 'id' | 'sortable' | 'defaultSort' | 'searchable' | 'fullText' | 'filters'
>;

export interface RawListQuery {
  sort?: unknown;
  range?: unknown;
  filter?: unknown;
}

export interface ListQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  offset: number;
  limit: number;
  /** `q` through a full-text index; the service turns it into conditions with fullTextWhere. */
  search?: FullTextSearch;
}

export interface FullTextSearch {
  table: string;
  fts: string;
  /** An FTS5 query built from the user's words only (see fullTextMatch). */
  match: string;
}

/** Above this many matches the page is read by walking the sort's index (see fullTextWhere). */
const BROAD_MATCHES = 2000;

/**
 * The conditions of a full-text search, for the page and for its count, and how many rows
 * match. Few matches: SQLite fetches them by rowid and sorts them. Many (a word in a sixth
 * of the table): sorting them all is the slow part, so the page walks the sort's index and
 * keeps matching rows instead, finding a page within a few hundred rows; the unary `+` stops
 * SQLite from choosing the rowid lookup there. The count always looks rows up by rowid.
 */
export async function fullTextWhere(
  db: Database,
  search: FullTextSearch,
): Promise<{ page: SQL; count: SQL; matches: number }> {
  const fts = sql.identifier(search.fts);
  const matching = sql`select rowid from ${fts} where ${fts} match ${search.match}`;
  const [counted] = await db.all<{ n: number }>(
    sql`select count(*) as n from ${fts} where ${fts} match ${search.match}`,
  );
  const matches = Number(counted?.n ?? 0);
  const rowid = sql`${sql.identifier(search.table)}.rowid`;
  const byRowid = sql`${rowid} in (${matching})`;
  return { page: matches > BROAD_MATCHES ? sql`+${rowid} in (${matching})` : byRowid, count: byRowid, matches };
}

function json(name: string, value: unknown, errors: Record<string, string>): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    errors[name] = `${name} must be JSON`;
    return undefined;
  }
}

function parseSort(definition: ListSpec, raw: unknown, errors: Record<string, string>): SQL[] {
  const value = raw === undefined || raw === '' ? [...definition.defaultSort] : json('sort', raw, errors);
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'string' || typeof value[1] !== 'string') {
    errors.sort = 'sort must be ["field","ASC"] or ["field","DESC"]';
    return [];
  }
  const [field, order] = value as [string, string];
  // Own keys only: "constructor" or "toString" must not find Object.prototype's.
  const column = Object.hasOwn(definition.sortable, field) ? definition.sortable[field] : undefined;
  if (!column) {
    errors.sort = `${field} is not a field ${definition.name} can be sorted by (use one of ${Object.keys(definition.sortable).join(', ')})`;
    return [];
  }
  const direction = order.toUpperCase();
  if (direction !== 'ASC' && direction !== 'DESC') {
    errors.sort = 'sort order must be ASC or DESC';
    return [];
  }
  const by = direction === 'ASC' ? asc : desc;
  // The id breaks ties, so paging through equal values never repeats or skips a row.
  return column === definition.id ? [by(column)] : [by(column), by(definition.id)];
}

function parseRange(raw: unknown, errors: Record<string, string>): { offset: number; limit: number } {
  if (raw === undefined || raw === '') return { offset: 0, limit: UNRANGED_LIMIT };
  const value = json('range', raw, errors);
  const valid =
    Array.isArray(value) &&
    value.length === 2 &&
    value.every((n) => Number.isSafeInteger(n) && n >= 0) &&
    (value[0] as number) <= (value[1] as number);
  if (!valid) {
    if (value !== undefined) errors.range = 'range must be [start, end] with 0 <= start <= end';
    return { offset: 0, limit: 0 };
  }
  const [start, end] = value as [number, number];
  if (end - start + 1 > MAX_PAGE_SIZE) {
    errors.range = `range may span at most ${MAX_PAGE_SIZE} rows`;
    return { offset: 0, limit: 0 };
  }
  return { offset: start, limit: end - start + 1 };
}

/**
 * `q` on a table with a full-text index: each word of the query must begin a word of one of
 * the indexed columns (prefix matching as staff type). Words are letters and digits only, each
 * quoted, so nothing the user types is read as FTS5 syntax. A query of symbols alone ('%')
 * has no words (undefined) and falls back to the substring scan.
 */
function fullTextMatch(q: string): string | undefined {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return words?.length ? words.map((word) => `"${word}"*`).join(' ') : undefined;
}

/** `q`: each word must appear (case-insensitively) in one of the searchable columns. */
function searchCondition(columns: readonly SQLiteColumn[], q: string): SQL | undefined {
  const words = q.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return allOf(
    words.map((word) => {
      // LIKE's wildcards in the user's text are matched literally.
      const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return or(...columns.map((column) => sql`lower(${column}) like ${pattern} escape '\\'`));
    }),
  );
}

function parseFilter(
  definition: ListSpec,
  raw: unknown,
  db: Database,
  errors: Record<string, string>,
  found: { search?: FullTextSearch },
  actor: SessionUser | undefined,
): SQL | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = json('filter', raw, errors);
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    errors.filter = 'filter must be a JSON object';
    return undefined;
  }
  const conditions: (SQL | undefined)[] = [];
  for (const [key, item] of Object.entries(value)) {
    // react-admin leaves cleared inputs as empty values; they mean "no filter".
    if (item === undefined || item === null || item === '') continue;
    if (key === 'q') {
      if (!definition.searchable?.length) errors['filter.q'] = `${definition.name} cannot be searched`;
      else if (typeof item !== 'string' || item.length > MAX_SEARCH_LENGTH)
        errors['filter.q'] = `q must be text of at most ${MAX_SEARCH_LENGTH} characters`;
      else {
        const match = definition.fullText ? fullTextMatch(item) : undefined;
        if (definition.fullText && match)
          found.search = { table: getTableName(definition.table), fts: definition.fullText, match };
        else conditions.push(searchCondition(definition.searchable, item));
      }
      continue;
    }
    const filters = definition.filters ?? {};
    const filter = key === 'id' ? equalsText(definition.id) : Object.hasOwn(filters, key) ? filters[key] : undefined;
    if (!filter) {
      const known = ['id', ...(definition.searchable?.length ? ['q'] : []), ...Object.keys(definition.filters ?? {})];
      errors[`filter.${key}`] =
        `${key} is not a field ${definition.name} can be filtered by (use one of ${known.join(', ')})`;
      continue;
    }
    try {
      conditions.push(filter.toCondition(item, db, actor));
    } catch (error) {
      if (!(error instanceof FilterValueError)) throw error;
      errors[`filter.${key}`] = `${key} ${error.message}`;
    }
  }
  return allOf(conditions);
}

export function parseListQuery(definition: ListSpec, raw: RawListQuery, db: Database, actor?: SessionUser): ListQuery {
  const errors: Record<string, string> = {};
  const orderBy = parseSort(definition, raw.sort, errors);
  const { offset, limit } = parseRange(raw.range, errors);
  const found: { search?: FullTextSearch } = {};
  const where = parseFilter(definition, raw.filter, db, errors, found, actor);
  if (Object.keys(errors).length) throw badRequest('The list parameters are not valid.', errors);
  return { where, orderBy, offset, limit, search: found.search };
}

/** The list's Content-Range header (`{resource} {first}-{last}/{total}`), which react-admin reads for the total. */
export function setContentRange(
  set: { headers: Record<string, unknown> },
  name: string,
  offset: number,
  shown: number,
  total: number,
): void {
  set.headers['content-range'] = shown ? `${name} ${offset}-${offset + shown - 1}/${total}` : `${name} */${total}`;
  set.headers['access-control-expose-headers'] = 'Content-Range';
}
