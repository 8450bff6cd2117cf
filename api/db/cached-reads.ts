import type { InStatement, ResultSet, Row } from '@libsql/client';
import Database from 'libsql';

/**
 * Reads of a local database through statements prepared once.
 *
 * The libSQL client prepares every statement again on each call and asks for
 * its columns twice, which was most of a signed-in list's time (see
 * docs/decisions/033-the-signed-in-read-path.md). This keeps one connection
 * (the same native library and file, opened as the client opens its own) with
 * its SELECTs prepared, and answers in the client's own shape: the values by
 * index and by column name, integers as numbers. A statement it cannot answer
 * exactly as the client would (arguments other than text, numbers and null)
 * returns `undefined`, so the caller asks the client instead.
 */

/** Enough for every fixed query of the app; ad-hoc SQL beyond it evicts the oldest. */
const MAX_STATEMENTS = 500;
const MIN_SAFE = BigInt(Number.MIN_SAFE_INTEGER);
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** The row values live here; the index and `length` are read through the shared prototype, as on the client's rows. */
const VALUES = Symbol('values');

interface Prepared {
  statement: Database.Statement<unknown[]>;
  columns: string[];
  columnTypes: string[];
  /** Gives each row its values by index and `length`, none of them enumerable (as the client's rows). */
  prototype: object;
}

function rowPrototype(width: number): object {
  const prototype: PropertyDescriptorMap = {
    length: { value: width },
  };
  for (let i = 0; i < width; i++) {
    prototype[i] = {
      get(this: { [VALUES]: unknown[] }) {
        return this[VALUES][i];
      },
    };
  }
  return Object.create(Object.prototype, prototype);
}

function valueFromSql(value: unknown): unknown {
  if (typeof value === 'bigint') {
    if (value < MIN_SAFE || value > MAX_SAFE) {
      throw new RangeError('Received integer which cannot be safely represented as a JavaScript number');
    }
    return Number(value);
  }
  if (value instanceof Buffer) return value.buffer;
  return value;
}

const plainArgument = (value: unknown) =>
  value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

export class CachedReads {
  readonly #db: Database.Database;
  readonly #statements = new Map<string, Prepared>();

  constructor(path: string, timeoutMs: number) {
    this.#db = new Database(path, { timeout: timeoutMs } as Database.Options);
  }

  /** The client's answer to a SELECT, or undefined when this should leave it to the client. */
  execute(stmt: InStatement): ResultSet | undefined {
    const sql = typeof stmt === 'string' ? stmt : stmt.sql;
    const args = typeof stmt === 'string' ? [] : (stmt.args ?? []);
    if (!Array.isArray(args) || !args.every(plainArgument)) return undefined;
    let prepared: Prepared | undefined;
    let raw: unknown[][];
    try {
      prepared = this.#prepare(sql);
      if (!prepared) return undefined;
      raw = prepared.statement.all(...args) as unknown[][];
    } catch {
      // The client runs it again and reports the failure in its own words (LibsqlError, SQLite's code).
      return undefined;
    }
    const { columns, prototype } = prepared;
    const rows = raw.map((values) => {
      const row = Object.create(prototype) as Record<string | symbol, unknown>;
      const converted = values.map(valueFromSql);
      row[VALUES] = converted;
      for (let i = 0; i < columns.length; i++) {
        const column = columns[i] as string;
        // The first of two same-named columns (a join's ids) names the value, as in the client.
        if (!Object.hasOwn(row, column)) row[column] = converted[i];
      }
      return row as unknown as Row;
    });
    return {
      columns,
      columnTypes: prepared.columnTypes,
      rows,
      rowsAffected: 0,
      lastInsertRowid: undefined,
      toJSON: () => ({
        columns,
        columnTypes: prepared.columnTypes,
        rows: rows.map((row) => Array.prototype.slice.call(row)),
        rowsAffected: 0,
        lastInsertRowid: null,
      }),
    };
  }

  #prepare(sql: string): Prepared | undefined {
    const cached = this.#statements.get(sql);
    if (cached) return cached;
    const statement = this.#db.prepare(sql) as Database.Statement<unknown[]>;
    if (!statement.reader) return undefined;
    statement.raw(true);
    statement.safeIntegers(true);
    const definitions = statement.columns();
    const prepared: Prepared = {
      statement,
      columns: definitions.map((column) => column.name),
      columnTypes: definitions.map((column) => column.type ?? ''),
      prototype: rowPrototype(definitions.length),
    };
    if (this.#statements.size >= MAX_STATEMENTS) {
      const oldest = this.#statements.keys().next().value;
      if (oldest !== undefined) this.#statements.delete(oldest);
    }
    this.#statements.set(sql, prepared);
    return prepared;
  }

  close(): void {
    this.#statements.clear();
    this.#db.close();
  }
}
