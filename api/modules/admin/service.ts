/**
 * The simple-rest operations over any resource definition: list, get one,
 * create, update, delete. Every read and write goes through the definition's
 * scope, so a row an actor may not see is a 404 whatever the call. Every write
 * is recorded in activity_logs with the actor, in the write's transaction.
 * No HTTP here: index.ts turns the results into responses.
 */
import { count, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Role } from '../../../domain/enums.ts';
import type { AppContext } from '../../context.ts';
import { logActivity } from '../../lib/activity-log.ts';
import { conflict, forbidden, HttpProblem, notFound } from '../../lib/problem.ts';
import { allOf } from './filters.ts';
import { fullTextWhere, parseListQuery, type RawListQuery } from './list-query.ts';
import type { AdminResource, Row, WriteContext } from './resource.ts';
import type { SessionUser } from '../../core/caller.ts';

export interface ListResult {
  rows: Row[];
  total: number;
  offset: number;
}

/**
 * Only the keys the body declares. index.ts has refused any other key before
 * validation; this keeps a service from writing one whatever its schema says.
 */
function declaredOnly(input: Row, keys: readonly string[]): Row {
  return Object.fromEntries(keys.filter((key) => Object.hasOwn(input, key)).map((key) => [key, input[key]]));
}

/**
 * TypeScript checks the values a hook returns but not extra keys of a returned
 * object literal, and drizzle would drop such a key silently: a misspelt
 * column in a resource file fails here, loudly, in the first test that writes.
 */
function assertColumns(definition: AdminResource, hook: string, row: Row): void {
  const columns = getTableColumns(definition.table);
  const strangers = Object.keys(row).filter((key) => !Object.hasOwn(columns, key));
  if (strangers.length)
    throw new Error(`${definition.name}.${hook} returned ${strangers.join(', ')}: not columns of its table`);
}

const methodNotAllowed = (definition: AdminResource, what: string) =>
  new HttpProblem(405, `${definition.name} cannot be ${what} in the backoffice.`);

function requireRole(roles: readonly Role[], actor: SessionUser): void {
  if (!roles.includes(actor.role)) throw forbidden();
}

/** The database's own refusals (a taken unique value, a record still in use) are conflicts, not crashes. */
function asConflict(error: unknown, definition: AdminResource): never {
  const text = `${String(error)} ${String((error as { cause?: unknown })?.cause ?? '')}`;
  if (text.includes('UNIQUE constraint failed'))
    throw conflict(`A ${definition.label} with these values already exists.`);
  if (text.includes('FOREIGN KEY constraint failed')) {
    throw conflict(
      `This ${definition.label} is still used by other records, or points at a record that does not exist.`,
    );
  }
  throw error;
}

export function createAdminService(ctx: AppContext) {
  const { db } = ctx;

  const table = (definition: AdminResource) => definition.table as SQLiteTable;

  /** One record as the definition shows it, within `extra` (the actor's scope), or undefined. */
  async function findOne(definition: AdminResource, id: string, extra?: SQL): Promise<Row | undefined> {
    const [row] = await db
      .select(definition.fields)
      .from(table(definition))
      .where(allOf([eq(definition.id, id), extra]))
      .limit(1);
    return row;
  }

  async function findVisible(definition: AdminResource, actor: SessionUser, id: string): Promise<Row> {
    const row = await findOne(definition, id, definition.scope?.(actor, db));
    if (!row) throw notFound(`No such ${definition.label}.`);
    return row;
  }

  const record = (definition: AdminResource, actor: SessionUser, verb: string, id: string, fields?: string[]) =>
    ({
      userId: actor.id,
      action: `${definition.name}.${verb}`,
      // Field names, never values: notes and passwords stay out of the log.
      details: {
        resource: definition.name,
        id,
        ...(fields ? { fields } : {}),
        // A write made with an integrator's key names the key.
        ...(actor.apiKey ? { apiKey: actor.apiKey.name } : {}),
      },
    }) as const;

  return {
    /** One page of rows and the total matching, in two queries (rows and count), whatever the page size. */
    async list(definition: AdminResource, actor: SessionUser, raw: RawListQuery): Promise<ListResult> {
      const query = parseListQuery(definition, raw, db, actor);
      const where = allOf([definition.scope?.(actor, db), query.where]);
      const search = query.search && (await fullTextWhere(db, query.search));
      const rows = await db
        .select(definition.fields)
        .from(table(definition))
        .where(allOf([where, search?.page]))
        .orderBy(...query.orderBy)
        .limit(query.limit)
        .offset(query.offset);
      // A search with nothing else to narrow it: the index has already counted the matches.
      if (search && !where) return { rows, total: search.matches, offset: query.offset };
      const totals = await db
        .select({ total: count() })
        .from(table(definition))
        .where(allOf([where, search?.count]));
      return { rows, total: totals[0]?.total ?? 0, offset: query.offset };
    },

    getOne: findVisible,

    async create(definition: AdminResource, body: Row, wc: WriteContext): Promise<Row> {
      const rules = definition.create;
      if (!rules) throw methodNotAllowed(definition, 'created');
      requireRole(rules.roles, wc.actor);
      const input = declaredOnly(body, rules.body.keys);
      const row = rules.toRow ? await rules.toRow(input, wc) : input;
      assertColumns(definition, 'create', row);
      let id: string;
      try {
        id = await db.transaction(async (tx) => {
          const [inserted] = await tx.insert(table(definition)).values(row).returning({ id: definition.id });
          const newId = String(inserted?.id);
          await rules.afterInsert?.(newId, row, tx, wc);
          await logActivity(tx, { ...record(definition, wc.actor, 'create', newId, Object.keys(input)), ...wc.meta });
          return newId;
        });
      } catch (error) {
        asConflict(error, definition);
      }
      // Shown whether or not the actor's scope covers it: they just wrote it.
      const created = await findOne(definition, id);
      if (!created) throw notFound(`No such ${definition.label}.`);
      return rules.revealOnce ? { ...created, ...rules.revealOnce(row) } : created;
    },

    async update(definition: AdminResource, id: string, body: Row, wc: WriteContext): Promise<Row> {
      const rules = definition.update;
      if (!rules) throw methodNotAllowed(definition, 'changed');
      requireRole(rules.roles, wc.actor);
      const current = await findVisible(definition, wc.actor, id);
      const input = declaredOnly(body, rules.body.keys);
      const changes: Row = rules.toChanges ? await rules.toChanges(input, current, wc) : input;
      assertColumns(definition, 'update', changes);
      // react-admin sends whole records: only values that differ are written and logged.
      const changed = Object.fromEntries(
        Object.entries(changes).filter(([key, value]) => !sameValue(current[key], value)),
      );
      if (Object.keys(changed).length === 0) return current;
      try {
        await db.transaction(async (tx) => {
          await tx.update(table(definition)).set(changed).where(eq(definition.id, id));
          await rules.afterUpdate?.(id, changed, tx, wc);
          await logActivity(tx, { ...record(definition, wc.actor, 'update', id, Object.keys(changed)), ...wc.meta });
        });
      } catch (error) {
        asConflict(error, definition);
      }
      return (await findOne(definition, id)) ?? current;
    },

    async remove(definition: AdminResource, id: string, wc: WriteContext): Promise<Row> {
      const rules = definition.remove;
      if (!rules) throw methodNotAllowed(definition, 'deleted');
      requireRole(rules.roles, wc.actor);
      const current = await findVisible(definition, wc.actor, id);
      await rules.check?.(current, wc);
      const log = { ...record(definition, wc.actor, 'delete', id), ...wc.meta };
      try {
        if (rules.run) {
          // The custom delete writes `log` in its own transaction (see DeleteRules.run).
          await rules.run(current, wc, log);
        } else {
          await db.transaction(async (tx) => {
            await tx.delete(table(definition)).where(eq(definition.id, id));
            await logActivity(tx, log);
          });
        }
      } catch (error) {
        asConflict(error, definition);
      }
      return current;
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;

/** Equality for what records hold: scalars, dates and JSON lists. */
function sameValue(current: unknown, next: unknown): boolean {
  if (current instanceof Date && next instanceof Date) return current.getTime() === next.getTime();
  if (typeof current === 'object' && current !== null) return JSON.stringify(current) === JSON.stringify(next);
  return current === next;
}
