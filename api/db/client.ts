import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { CachedReads } from './cached-reads.ts';
import * as schema from './schema.ts';
import { inTransactionScope, SerialisedWriteClient } from './serialised-writes.ts';

export type Database = LibSQLDatabase<typeof schema>;

/**
 * The database or a transaction within it: what a query helper takes when it may run on
 * its own or inside a caller's transaction (what `db.transaction` hands its callback).
 */
export type DbOrTx = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  client: Client;
}

const MIGRATIONS_FOLDER = new URL('../../drizzle', import.meta.url).pathname;

/**
 * How long a local write may wait inside SQLite's busy handler, which blocks
 * the thread. In one process it never waits there (writes queue on the
 * SerialisedWriteClient's lock); this only bounds a clash with another process
 * on the same file (docs/decisions/013-write-path.md).
 */
export const LOCAL_BUSY_TIMEOUT_MS = 1000;

/**
 * Opens the database. A `file:` URL gets its folder created, WAL switched on
 * and its writes queued in-process (see serialised-writes.ts); `libsql://` and
 * `http(s)://` URLs reach a libSQL server (sqld, Turso) with the auth token,
 * whose waits happen on the server, not on this thread. The client's `timeout`
 * sets the busy timeout on every pooled connection (a PRAGMA would reach only
 * one of them).
 */
export async function openDatabase(url: string, authToken?: string): Promise<DatabaseHandle> {
  const isFile = url.startsWith('file:');
  const path = isFile ? url.slice('file:'.length) : '';
  if (path && path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  // Plain file paths only: a URL with options (?mode=…) is left wholly to the client.
  const onDisk = isFile && path !== '' && path !== ':memory:' && !path.includes('?');
  const opened = createClient({ url, authToken, timeout: isFile ? LOCAL_BUSY_TIMEOUT_MS : 5000 });
  // Opened after the client, so the file exists; reads of a :memory: database stay on the client's one connection.
  const reads = onDisk ? new CachedReads(path, LOCAL_BUSY_TIMEOUT_MS) : undefined;
  const client = isFile ? new SerialisedWriteClient(opened, reads) : opened;
  if (isFile) await client.execute('PRAGMA journal_mode = WAL');
  await client.execute('PRAGMA foreign_keys = ON');
  const db = drizzle(client, { schema });
  if (isFile) {
    const transaction = db.transaction.bind(db);
    db.transaction = (work, config) => inTransactionScope(() => transaction(work, config));
  }
  return { db, client };
}

/** Applies pending migrations; already-applied ones are skipped, so a second start changes nothing. */
export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}
