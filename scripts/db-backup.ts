/** bun run db:backup [--out DIR]: a consistent backup while the server keeps serving (see README, Operations). */
import { join } from 'node:path';
import { loadConfig } from '../api/config.ts';
import { backup } from '../api/ops/backup.ts';

const at = process.argv.indexOf('--out');
const out = at > 0 ? process.argv[at + 1] : join('backups', new Date().toISOString().replace(/[:.]/g, '-'));
if (!out) {
  console.error('Usage: bun run db:backup [--out DIR]');
  process.exit(2);
}
try {
  const manifest = await backup(loadConfig(), out);
  const files = manifest.uploads.storage === 'local' ? manifest.uploads.fileCount : manifest.uploads.objectCount;
  console.log(
    `Backup written to ${out}: database ${manifest.database.bytes} bytes, schema ${manifest.schemaVersion?.tag ?? 'none'}, ${files} ${manifest.uploads.storage === 'local' ? 'files' : 'objects listed'}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
