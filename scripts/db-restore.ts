/** bun run db:restore DIR: verifies a backup's hashes and restores it into DATABASE_URL and UPLOAD_DIR. */
import { loadConfig } from '../api/config.ts';
import { restore } from '../api/ops/restore.ts';

const from = process.argv[2];
if (!from) {
  console.error('Usage: bun run db:restore DIR');
  process.exit(2);
}
try {
  const { manifest, movedAside } = await restore(loadConfig(), from);
  console.log(`Restored the backup of ${manifest.createdAt} (schema ${manifest.schemaVersion?.tag ?? 'none'}).`);
  for (const path of movedAside) console.log(`What was there is kept at ${path}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
