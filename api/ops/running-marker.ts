import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * How a restore knows a server is using the database: every server process on
 * a `file:` database keeps a marker `<db>.running/<pid>` while it runs. A
 * marker whose process is gone (a crash) does not count. SQLite's own locks
 * cannot tell: an idle connection in WAL mode holds none a restore could test.
 */
export const markerFolder = (databasePath: string) => `${databasePath}.running`;

export function markRunning(databasePath: string): () => void {
  const folder = markerFolder(databasePath);
  mkdirSync(folder, { recursive: true });
  const marker = join(folder, String(process.pid));
  writeFileSync(marker, new Date().toISOString());
  return () => rmSync(marker, { force: true });
}

/** The ids of live processes that hold a marker for this database. */
export function runningServers(databasePath: string): number[] {
  let names: string[];
  try {
    names = readdirSync(markerFolder(databasePath));
  } catch {
    return [];
  }
  return names.map(Number).filter((pid) => Number.isInteger(pid) && pid > 0 && isAlive(pid));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else, which still means running.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The file behind a `file:` URL; undefined for a libSQL server (sqld, Turso) or memory. */
export function databaseFilePath(url: string): string | undefined {
  if (!url.startsWith('file:')) return undefined;
  const path = url.slice('file:'.length).split('?')[0];
  return path && path !== ':memory:' ? path : undefined;
}
