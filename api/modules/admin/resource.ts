/**
 * What a backoffice resource is: one definition per table says what a record
 * shows, what may be sorted, filtered and searched, what may be written and by
 * whom, and which rows an accountant may see. The generic simple-rest routes
 * (index.ts) and logic (service.ts) do the rest, so a new resource (documents,
 * payments…) is one definition in its feature's admin.ts and one line in table-of-contents.ts.
 * docs/decisions/009-admin-resource-engine.md explains the design.
 *
 * `defineResource` types a definition from its drizzle table, its fields and
 * its write bodies: a hook reading a field the record does not show, or
 * returning a column the table lacks or a value of the wrong type, fails the
 * type check where it is written. The engine then handles every definition
 * alike, as `AdminResource` with plain records.
 */
import type { SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Role } from '../../../domain/enums.ts';
import type { AppContext } from '../../context.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { ActivityEntry } from '../../lib/activity-log.ts';
import type { JsonSchema } from '../../lib/openapi/json-schema.ts';
import type { ListFilter } from './filters.ts';
import type { WriteBody } from './write-body.ts';
import type { SessionUser, RequestMeta } from '../../core/caller.ts';

/** A drizzle transaction, as `db.transaction` hands it to its callback. */

/** A record as the engine handles every resource alike. */
export type Row = Record<string, unknown>;

/** What a record shows: columns and computed expressions, as a drizzle selection. */
export type FieldMap = Record<string, SQLiteColumn | SQL.Aliased>;
/** One record as a resource's `fields` select it. */
export type RowOf<TFields extends FieldMap> = SelectResultFields<TFields>;
/** A row to insert into the table. */
export type InsertOf<TTable extends SQLiteTable> = TTable['$inferInsert'];
/** Columns to set on an existing row. */
export type ChangesOf<TTable extends SQLiteTable> = Partial<InsertOf<TTable>>;

/**
 * True when a validated body can be written to the table as it is: every key
 * it declares is a column, with a value the column takes. Otherwise the rules
 * must say how to turn it into a row (`toRow`, `toChanges`).
 */
type FitsTable<TInput, TColumns> = [TInput] extends [never]
  ? true
  : [Exclude<keyof TInput, keyof TColumns>] extends [never]
    ? [TInput] extends [Partial<TColumns>]
      ? true
      : false
    : false;

/** What a write needs besides its data: the database, who acts, from where. */
export interface WriteContext {
  ctx: AppContext;
  actor: SessionUser;
  meta: RequestMeta;
}

interface CreateBase<TTable extends SQLiteTable, TInput> {
  roles: readonly Role[];
  /** The POST body: validated (and documented in OpenAPI); undeclared keys are refused. */
  body: WriteBody<TInput>;
  /** Runs in the insert's transaction: follow-up rows such as a notification. */
  afterInsert?(id: string, row: InsertOf<TTable>, tx: DbOrTx, wc: WriteContext): Promise<void>;
  /** Fields added to the create answer only, never stored or shown again (an API key's secret). */
  revealOnce?(row: InsertOf<TTable>): Record<string, unknown>;
  /** The schemas of what `revealOnce` adds, for the API description. */
  revealed?: Record<string, JsonSchema>;
}
interface ToRow<TTable extends SQLiteTable, TInput> {
  /**
   * Turns the validated body into the row to insert: adds the fields only the
   * server sets (authorId, assignedBy, a password hash) and checks that the
   * actor may use the records it points at (an accountant's own clients).
   * Throws problems. Runs before the transaction, so slow work (hashing)
   * never holds the database.
   */
  toRow(input: TInput, wc: WriteContext): Promise<InsertOf<TTable>>;
}
export type CreateRules<TTable extends SQLiteTable, TInput> = CreateBase<TTable, TInput> &
  Partial<ToRow<TTable, TInput>>;

interface UpdateBase<TTable extends SQLiteTable, TInput> {
  roles: readonly Role[];
  /** The PUT body; every key optional (react-admin's updateMany sends only what changes). */
  body: WriteBody<TInput>;
  /**
   * Runs in the update's transaction, after the changed columns are written
   * (only when something changed): side effects that must stand or fall with
   * the change, such as ending the sessions of a reset password.
   */
  afterUpdate?(id: string, changed: ChangesOf<TTable>, tx: DbOrTx, wc: WriteContext): Promise<void>;
}
interface ToChanges<TTable extends SQLiteTable, TRow, TInput> {
  /**
   * Turns the validated body into the columns to set, given the current
   * record: refuses changes the actor may not make (a role by a non-admin),
   * hashes passwords, recomputes derived flags. Throws problems. Runs before
   * the transaction and must not write: writes belong in `afterUpdate`.
   */
  toChanges(input: TInput, current: TRow, wc: WriteContext): Promise<ChangesOf<TTable>>;
}
export type UpdateRules<TTable extends SQLiteTable, TRow, TInput> = UpdateBase<TTable, TInput> &
  Partial<ToChanges<TTable, TRow, TInput>>;

/** A body that does not fit its table as it is needs the hook that turns it into columns. */
type BodiesFit<TTable extends SQLiteTable, TRow, TCreate, TUpdate> = (FitsTable<TCreate, InsertOf<TTable>> extends true
  ? unknown
  : { create: ToRow<TTable, TCreate> }) &
  (FitsTable<TUpdate, InsertOf<TTable>> extends true ? unknown : { update: ToChanges<TTable, TRow, TUpdate> });

/** The keys of the fields that are SQL expressions rather than columns. */
type ComputedKeys<TFields extends FieldMap> = {
  [K in keyof TFields]: TFields[K] extends SQL.Aliased ? K : never;
}[keyof TFields];
/** Every computed field must have its schema in `computed`. */
type ComputedDescribed<TFields extends FieldMap> = [ComputedKeys<TFields>] extends [never]
  ? unknown
  : { computed: Record<ComputedKeys<TFields>, JsonSchema> };

export interface DeleteRules<TRow> {
  roles: readonly Role[];
  /** Refuses deleting this record (e.g. an accountant deleting another's note). */
  check?(current: TRow, wc: WriteContext): void | Promise<void>;
  /**
   * Replaces the plain delete when related rows or files must go too (users).
   * It must write `log` (the engine's activity entry for this delete) in the
   * same transaction as the delete, so one never commits without the other.
   */
  run?(current: TRow, wc: WriteContext, log: ActivityEntry): Promise<void>;
}

export interface ResourceDefinition<
  TTable extends SQLiteTable,
  TFields extends FieldMap,
  TSort extends string,
  TCreate,
  TUpdate,
> {
  /** The path segment: /api/admin/{name}. */
  name: string;
  /** Singular, for OpenAPI summaries and messages ("client note"). */
  label: string;
  table: TTable;
  id: SQLiteColumn;
  /**
   * What a record shows, as a drizzle selection. Secrets (password hashes) are
   * simply not listed, so no call can return them. Keys that are shown but not
   * writable are ignored in write bodies (react-admin sends whole records);
   * keys that are neither are refused.
   */
  fields: TFields;
  /** The JSON Schema of each computed field (an SQL expression has no type at run time), for the API description. */
  computed?: Partial<Record<keyof TFields, JsonSchema>>;
  /** Fields a list may be sorted by: indexed columns (or indexed expressions), so large tables stay fast. */
  sortable: Record<TSort, SQLiteColumn | SQL>;
  defaultSort: readonly [field: NoInfer<TSort>, order: 'ASC' | 'DESC'];
  /**
   * Columns `filter.q` searches: each word as a case-insensitive substring, or, with `fullText`,
   * as a word prefix through that FTS5 table (which must index exactly these columns).
   */
  searchable?: readonly SQLiteColumn[];
  /** The FTS5 table over `searchable` (drizzle/0004_full_text_search.sql): for tables that grow large. */
  fullText?: string;
  /** Filter keys besides `id` and `q`; anything else is a 400. */
  filters?: Record<string, ListFilter>;
  /** Roles that may read; every other role gets 403. */
  readRoles: readonly Role[];
  /**
   * The rows this actor may see, as a WHERE condition (undefined: all rows).
   * Applied to every read and write, so a row outside it is a 404.
   */
  scope?: (actor: SessionUser, db: Database) => SQL | undefined;
  create?: CreateRules<TTable, TCreate>;
  update?: UpdateRules<TTable, RowOf<TFields>, TUpdate>;
  remove?: DeleteRules<RowOf<TFields>>;
}

/** A definition as the engine (service.ts, index.ts, list-query.ts) sees it: rows are plain records. */
export interface AdminResource {
  name: string;
  label: string;
  table: SQLiteTable;
  id: SQLiteColumn;
  fields: FieldMap;
  computed?: Record<string, JsonSchema>;
  sortable: Record<string, SQLiteColumn | SQL>;
  defaultSort: readonly [field: string, order: 'ASC' | 'DESC'];
  searchable?: readonly SQLiteColumn[];
  fullText?: string;
  filters?: Record<string, ListFilter>;
  readRoles: readonly Role[];
  scope?: (actor: SessionUser, db: Database) => SQL | undefined;
  create?: CreateRules<SQLiteTable, Row>;
  update?: UpdateRules<SQLiteTable, Row, Row>;
  remove?: DeleteRules<Row>;
}

/** Checks a definition against its table, fields and bodies where it is written; the engine takes it from there. */
export function defineResource<
  TTable extends SQLiteTable,
  TFields extends FieldMap,
  TSort extends string,
  TCreate = never,
  TUpdate = never,
>(
  definition: ResourceDefinition<TTable, TFields, TSort, TCreate, TUpdate> &
    BodiesFit<TTable, RowOf<TFields>, TCreate, TUpdate> &
    ComputedDescribed<TFields>,
): AdminResource {
  // The one place the engine forgets a definition's own types: TypeScript cannot relate hooks over generic
  // rows to hooks over plain records, and the signature above has already checked them.
  return definition as unknown as AdminResource;
}
