import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { createClient } from '@libsql/client';
import { S3Client } from 'bun';
import type { Config } from '../config.ts';
import { databaseFilePath } from './running-marker.ts';

export const MANIFEST = 'manifest.json';
export const DATABASE_FILE = 'app.db';
export const UPLOADS_FOLDER = 'uploads';

export interface FileEntry {
  path: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: 1;
  createdAt: string;
  /** The latest applied drizzle migration: a restore must run code that knows it. */
  schemaVersion: { tag: string; appliedAt: number } | null;
  database: FileEntry;
  uploads:
    | { storage: 'local'; fileCount: number; files: FileEntry[] }
    | { storage: 's3'; bucket: string; objectCount: number; objects: { key: string; size: number }[] };
}

export async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk);
  return hash.digest('hex');
}

async function entryFor(root: string, path: string): Promise<FileEntry> {
  return { path: relative(root, path), bytes: (await stat(path)).size, sha256: await sha256Of(path) };
}

async function filesUnder(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

const JOURNAL = new URL('../../drizzle/meta/_journal.json', import.meta.url).pathname;

async function schemaVersionOf(path: string): Promise<Manifest['schemaVersion']> {
  const client = createClient({ url: `file:${path}` });
  try {
    const row = (await client.execute('SELECT created_at FROM __drizzle_migrations ORDER BY created_at DESC LIMIT 1'))
      .rows[0];
    if (!row) return null;
    const appliedAt = Number(row.created_at);
    const journal = (await Bun.file(JOURNAL).json()) as { entries: { when: number; tag: string }[] };
    const tag = journal.entries.find((entry) => entry.when === appliedAt)?.tag ?? `unknown (${appliedAt})`;
    return { tag, appliedAt };
  } finally {
    client.close();
  }
}

async function listBucket(settings: NonNullable<Config['s3']>) {
  const client = new S3Client(settings);
  const objects: { key: string; size: number }[] = [];
  let startAfter: string | undefined;
  for (;;) {
    const page = await client.list({ maxKeys: 1000, ...(startAfter ? { startAfter } : {}) });
    for (const item of page.contents ?? []) objects.push({ key: item.key, size: item.size ?? 0 });
    if (!page.isTruncated || !page.contents?.length) return objects.sort((a, b) => (a.key < b.key ? -1 : 1));
    startAfter = page.contents.at(-1)?.key;
  }
}

/**
 * A backup while the server keeps serving: `VACUUM INTO` writes a consistent
 * snapshot of the database (one read transaction; writers carry on under WAL),
 * then the uploads are copied, then the manifest is written last, so a folder
 * without one is an unfinished backup. Files deleted between the snapshot and
 * the copy are the only gap (rows may name a file the copy missed).
 */
export async function backup(config: Pick<Config, 'databaseUrl' | 'uploadDir' | 's3'>, outDir: string) {
  const source = databaseFilePath(config.databaseUrl);
  if (!source) {
    throw new Error(
      `${config.databaseUrl} is not a local file: a libSQL server (sqld, Turso) is backed up by its own snapshots.`,
    );
  }
  if (existsSync(join(outDir, MANIFEST)) || existsSync(join(outDir, DATABASE_FILE))) {
    throw new Error(`${outDir} already holds a backup: choose a new folder.`);
  }
  await mkdir(outDir, { recursive: true });
  const snapshot = join(outDir, DATABASE_FILE);
  const client = createClient({ url: config.databaseUrl, timeout: 5000 });
  try {
    await client.execute({ sql: 'VACUUM INTO ?', args: [snapshot] });
  } finally {
    client.close();
  }

  let uploads: Manifest['uploads'];
  if (config.s3) {
    const objects = await listBucket(config.s3);
    uploads = { storage: 's3', bucket: config.s3.bucket, objectCount: objects.length, objects };
  } else {
    const files: FileEntry[] = [];
    const target = join(outDir, UPLOADS_FOLDER);
    for (const path of await filesUnder(config.uploadDir)) {
      const copy = join(target, relative(config.uploadDir, path));
      await mkdir(join(copy, '..'), { recursive: true });
      await copyFile(path, copy);
      files.push(await entryFor(target, copy));
    }
    uploads = { storage: 'local', fileCount: files.length, files };
  }

  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    schemaVersion: await schemaVersionOf(snapshot),
    database: await entryFor(outDir, snapshot),
    uploads,
  };
  await writeFile(join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
