/**
 * What a backoffice resource is: one definition per table says what a record
 * shows, what may be sorted, filtered and searched, what may be written and by
 * whom, and which rows an accountant may see. The generic simple-rest routes
 * (index.ts) and logic (service.ts) do the rest, so a new resource (documents,
 * payments…) is one file in resources/ and one line in resources/index.ts.
 */
import type { SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Type } from 'arktype';
import type { Role } from '../../../domain/enums.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import type { SessionUser } from '../accounts/auth.ts';
import type { RequestMeta } from '../accounts/service.ts';
import type { ListFilter } from './filters.ts';

/** A drizzle transaction, as `db.transaction` hands it to its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type Row = Record<string, unknown>;

/** What a write needs besides its data: the database, who acts, from where. */
export interface WriteContext {
  ctx: AppContext;
  actor: SessionUser;
  meta: RequestMeta;
}

export interface CreateRules {
  roles: readonly Role[];
  /** Validates the POST body (and documents it in OpenAPI). Unknown keys are refused. */
  body: Type<object>;
  /**
   * Turns the validated body into the row to insert: adds the fields only the
   * server sets (authorId, assignedBy) and checks that the actor may use the
   * records it points at (an accountant's own clients). Throws problems.
   */
  toRow?: (input: Row, wc: WriteContext) => Promise<Row>;
  /** Replaces the plain insert when the resource has its own way to create (users: argon2 hash). Returns the new id. */
  insert?: (row: Row, wc: WriteContext) => Promise<string>;
  /** Runs in the insert's transaction: follow-up rows such as a notification. */
  afterInsert?: (id: string, row: Row, tx: Transaction, wc: WriteContext) => Promise<void>;
}

export interface UpdateRules {
  roles: readonly Role[];
  /** Validates the PUT body; every key optional (react-admin's updateMany sends only what changes). */
  body: Type<object>;
  /**
   * Turns the validated body into the columns to set, given the current record:
   * refuses changes the actor may not make (a role by a non-admin), hashes
   * passwords, recomputes derived flags. Throws problems.
   */
  toChanges?: (input: Row, current: Row, wc: WriteContext) => Promise<Row>;
}

export interface DeleteRules {
  roles: readonly Role[];
  /** Refuses deleting this record (e.g. an accountant deleting another's note). */
  check?: (current: Row, wc: WriteContext) => void | Promise<void>;
  /** Replaces the plain delete when related rows or files must go too (users). */
  run?: (current: Row, wc: WriteContext) => Promise<void>;
}

export interface ResourceDefinition {
  /** The path segment: /api/admin/{name}. */
  name: string;
  /** Singular, for OpenAPI summaries and messages ("client note"). */
  label: string;
  table: SQLiteTable;
  id: SQLiteColumn;
  /**
   * What a record shows, as a drizzle selection. Secrets (password hashes) are
   * simply not listed, so no call can return them. Keys that are shown but not
   * writable are dropped from write bodies (react-admin sends whole records).
   */
  fields: Record<string, SQLiteColumn | SQL.Aliased>;
  /** Fields a list may be sorted by: indexed columns (or indexed expressions), so large tables stay fast. */
  sortable: Record<string, SQLiteColumn | SQL>;
  defaultSort: readonly [field: string, order: 'ASC' | 'DESC'];
  /** Columns `filter.q` searches (case-insensitive substring). */
  searchable?: readonly SQLiteColumn[];
  /** Filter keys besides `id` and `q`; anything else is a 400. */
  filters?: Record<string, ListFilter>;
  /** Roles that may read; every other role gets 403. */
  readRoles: readonly Role[];
  /**
   * The rows this actor may see, as a WHERE condition (undefined: all rows).
   * Applied to every read and write, so a row outside it is a 404.
   */
  scope?: (actor: SessionUser, db: Database) => SQL | undefined;
  create?: CreateRules;
  update?: UpdateRules;
  remove?: DeleteRules;
}

/** Identity helper that checks a definition's shape where it is written. */
export const defineResource = (definition: ResourceDefinition): ResourceDefinition => definition;
