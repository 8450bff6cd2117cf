import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import * as schema from './schema.ts';

export type Database = LibSQLDatabase<typeof schema>;

export interface DatabaseHandle {
  db: Database;
  client: Client;
}

const MIGRATIONS_FOLDER = new URL('../../drizzle', import.meta.url).pathname;

/**
 * Opens the database. A `file:` URL gets its folder created and WAL switched on;
 * `libsql://` and `http(s)://` URLs reach a libSQL server (sqld, Turso) with the
 * auth token. The client's `timeout` sets the busy timeout on every pooled
 * connection (a PRAGMA would reach only one of them).
 */
export async function openDatabase(url: string, authToken?: string): Promise<DatabaseHandle> {
  const isFile = url.startsWith('file:');
  if (isFile) {
    const path = url.slice('file:'.length);
    if (path && path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  }
  const client = createClient({ url, authToken, timeout: 5000 });
  if (isFile) await client.execute('PRAGMA journal_mode = WAL');
  await client.execute('PRAGMA foreign_keys = ON');
  const db = drizzle(client, { schema });
  return { db, client };
}

/** Applies pending migrations; already-applied ones are skipped, so a second start changes nothing. */
export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}
