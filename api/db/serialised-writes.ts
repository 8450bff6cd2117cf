import { AsyncLocalStorage } from 'node:async_hooks';
import type { Client, InArgs, InStatement, Replicated, ResultSet, Transaction, TransactionMode } from '@libsql/client';
import type { CachedReads } from './cached-reads.ts';
import { WriteLock } from './write-lock.ts';

/**
 * The write path of a local (`file:`) database (docs/decisions/013-write-path.md):
 * every write (a transaction, a batch, a lone INSERT/UPDATE/DELETE) first takes
 * the process's WriteLock, so no two connections of this process ever contend
 * inside SQLite, where waiting blocks the thread. Reads skip the lock: WAL lets
 * them run beside the writer, and the signed-in read path stays as fast as before.
 */

/** Statements that only read; anything else (INSERT, UPDATE, DELETE, WITH…, PRAGMA) is treated as a write. */
const READ_ONLY = /^\s*select\b/i;

const sqlOf = (stmt: InStatement | [string, InArgs?]): string =>
  typeof stmt === 'string' ? stmt : Array.isArray(stmt) ? stmt[0] : stmt.sql;

export const isReadOnly = (stmt: InStatement | [string, InArgs?]): boolean => READ_ONLY.test(sqlOf(stmt));

/**
 * Marks the task running a `db.transaction` callback once its transaction has
 * begun. A write through the outer client from inside it (or a nested
 * `db.transaction`) would queue behind its own transaction and wait forever;
 * it fails at once instead, naming the mistake.
 */
const transactionScope = new AsyncLocalStorage<{ open: boolean }>();

export async function inTransactionScope<T>(work: () => Promise<T>): Promise<T> {
  refuseWriteInsideTransaction();
  const scope = { open: false };
  try {
    return await transactionScope.run(scope, work);
  } finally {
    // Work the callback started and left running may write normally once the transaction is over.
    scope.open = false;
  }
}

function refuseWriteInsideTransaction(): void {
  if (transactionScope.getStore()?.open) {
    throw new Error(
      'A write through `db` (or a nested `db.transaction`) inside an open transaction would wait for that transaction forever: write through its `tx`.',
    );
  }
}

/** A transaction that gives the write lock back however it ends. */
class LockedTransaction implements Transaction {
  readonly #inner: Transaction;
  readonly #release: () => void;

  constructor(inner: Transaction, release: () => void) {
    this.#inner = inner;
    this.#release = release;
  }

  get closed(): boolean {
    return this.#inner.closed;
  }

  execute(stmt: InStatement): Promise<ResultSet> {
    return this.#inner.execute(stmt);
  }

  batch(stmts: Array<InStatement>): Promise<Array<ResultSet>> {
    return this.#inner.batch(stmts);
  }

  executeMultiple(sql: string): Promise<void> {
    return this.#inner.executeMultiple(sql);
  }

  async commit(): Promise<void> {
    try {
      await this.#inner.commit();
    } finally {
      this.#release();
    }
  }

  async rollback(): Promise<void> {
    try {
      await this.#inner.rollback();
    } finally {
      this.#release();
    }
  }

  close(): void {
    try {
      this.#inner.close();
    } finally {
      this.#release();
    }
  }
}

/** Wraps a local libSQL client so that its writes queue on one in-process lock and its reads never do. */
export class SerialisedWriteClient implements Client {
  readonly #inner: Client;
  readonly lock = new WriteLock();
  readonly #reads: CachedReads | undefined;

  /** `reads`: lone SELECTs through statements prepared once (an on-disk file; none for `:memory:`). */
  constructor(inner: Client, reads?: CachedReads) {
    this.#inner = inner;
    this.#reads = reads;
  }

  get closed(): boolean {
    return this.#inner.closed;
  }

  get protocol(): string {
    return this.#inner.protocol;
  }

  execute(stmt: InStatement): Promise<ResultSet>;
  execute(sql: string, args?: InArgs): Promise<ResultSet>;
  execute(stmtOrSql: InStatement, args?: InArgs): Promise<ResultSet> {
    const stmt: InStatement = typeof stmtOrSql === 'string' ? { sql: stmtOrSql, args: args ?? [] } : stmtOrSql;
    if (isReadOnly(stmt)) {
      const cached = this.#reads?.execute(stmt);
      return cached ? Promise.resolve(cached) : this.#inner.execute(stmt);
    }
    return this.#write(() => this.#inner.execute(stmt));
  }

  batch(stmts: Array<InStatement | [string, InArgs?]>, mode?: TransactionMode): Promise<Array<ResultSet>> {
    if (mode === 'read' || stmts.every(isReadOnly)) return this.#inner.batch(stmts, mode);
    // IMMEDIATE: the batch is the writer from its first statement, as the lock already says.
    return this.#write(() => this.#inner.batch(stmts, 'write'));
  }

  migrate(stmts: Array<InStatement>): Promise<Array<ResultSet>> {
    return this.#write(() => this.#inner.migrate(stmts));
  }

  executeMultiple(sql: string): Promise<void> {
    return this.#write(() => this.#inner.executeMultiple(sql));
  }

  /**
   * A read transaction runs beside the writer. Any other is the writer from
   * BEGIN IMMEDIATE to COMMIT: a DEFERRED one that reads, yields, then writes
   * could find its snapshot stale (SQLITE_BUSY_SNAPSHOT) in another process.
   */
  async transaction(mode: TransactionMode = 'write'): Promise<Transaction> {
    if (mode === 'read') return this.#inner.transaction('read');
    refuseWriteInsideTransaction();
    const scope = transactionScope.getStore();
    const release = await this.lock.acquire();
    try {
      const transaction = new LockedTransaction(await this.#inner.transaction('write'), release);
      if (scope) scope.open = true;
      return transaction;
    } catch (error) {
      release();
      throw error;
    }
  }

  sync(): Promise<Replicated> {
    return this.#inner.sync();
  }

  close(): void {
    this.#reads?.close();
    this.#inner.close();
  }

  reconnect(): void {
    this.#inner.reconnect();
  }

  #write<T>(work: () => Promise<T>): Promise<T> {
    refuseWriteInsideTransaction();
    return this.lock.run(work);
  }
}
