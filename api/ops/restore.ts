import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Config } from '../config.ts';
import { MANIFEST, type Manifest, sha256Of, UPLOADS_FOLDER } from './backup.ts';
import { databaseFilePath, runningServers } from './running-marker.ts';

export class RestoreRefused extends Error {}

/** Every hash in the manifest matches the folder; anything else refuses the whole restore. */
export async function verifyBackup(fromDir: string): Promise<Manifest> {
  const manifestPath = join(fromDir, MANIFEST);
  if (!existsSync(manifestPath)) throw new RestoreRefused(`${fromDir} has no ${MANIFEST}: not a finished backup.`);
  const manifest = (await Bun.file(manifestPath).json()) as Manifest;
  const check = async (path: string, sha256: string) => {
    if (!existsSync(path)) throw new RestoreRefused(`${path} is missing from the backup.`);
    if ((await sha256Of(path)) !== sha256)
      throw new RestoreRefused(`${path} does not match its SHA-256 in the manifest.`);
  };
  await check(join(fromDir, manifest.database.path), manifest.database.sha256);
  if (manifest.uploads.storage === 'local') {
    for (const file of manifest.uploads.files) await check(join(fromDir, UPLOADS_FOLDER, file.path), file.sha256);
  }
  return manifest;
}

const JOURNAL = new URL('../../drizzle/meta/_journal.json', import.meta.url).pathname;

/**
 * A backup made by a newer release holds tables this code does not know (and
 * its migrator would leave as they are): refuse it rather than start a server
 * on a schema it half understands. An older backup is fine: the server's
 * migrations bring it up to date on start.
 */
export async function checkSchemaVersion(manifest: Pick<Manifest, 'schemaVersion'>): Promise<void> {
  const version = manifest.schemaVersion;
  if (!version) return;
  const journal = (await Bun.file(JOURNAL).json()) as { entries: { when: number }[] };
  if (!journal.entries.some((entry) => entry.when === version.appliedAt)) {
    throw new RestoreRefused(
      `This backup's schema (${version.tag}) is newer than this release knows: restore it with the release that made it.`,
    );
  }
}

/**
 * Restores a verified backup into DATABASE_URL and UPLOAD_DIR. Refuses while a
 * server runs on that database (see running-marker.ts). What was there is moved
 * aside (`…before-restore-<time>`), never deleted.
 */
export async function restore(config: Pick<Config, 'databaseUrl' | 'uploadDir' | 's3'>, fromDir: string) {
  const target = databaseFilePath(config.databaseUrl);
  if (!target)
    throw new RestoreRefused(`${config.databaseUrl} is not a local file: restore it with the server's own tools.`);
  const running = runningServers(target);
  if (running.length) {
    throw new RestoreRefused(`A server is running on ${target} (process ${running.join(', ')}): stop it first.`);
  }
  const manifest = await verifyBackup(fromDir);
  await checkSchemaVersion(manifest);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const movedAside: string[] = [];

  await mkdir(dirname(target), { recursive: true });
  // Copy next to the target first, so the swap is a rename on one file system.
  const incoming = `${target}.restoring`;
  await copyFile(join(fromDir, manifest.database.path), incoming);
  if (existsSync(target)) {
    await rename(target, `${target}.before-restore-${stamp}`);
    movedAside.push(`${target}.before-restore-${stamp}`);
  }
  // A WAL left from the old database would be replayed onto the restored one.
  for (const suffix of ['-wal', '-shm']) {
    if (existsSync(target + suffix)) await rename(target + suffix, `${target}.before-restore-${stamp}${suffix}`);
  }
  await rename(incoming, target);

  if (manifest.uploads.storage === 'local') {
    if (existsSync(config.uploadDir)) {
      const aside = `${config.uploadDir.replace(/\/$/, '')}.before-restore-${stamp}`;
      await rename(config.uploadDir, aside);
      movedAside.push(aside);
    }
    await mkdir(config.uploadDir, { recursive: true });
    const from = join(fromDir, UPLOADS_FOLDER);
    if (existsSync(from)) await cp(from, config.uploadDir, { recursive: true });
  }
  await rm(`${target}.restoring`, { force: true });
  return { manifest, movedAside };
}
