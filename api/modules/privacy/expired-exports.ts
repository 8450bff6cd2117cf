/**
 * A data copy is a ZIP of everything the firm holds about a client: it must not outlive its
 * purpose. The download deletes it once sent, but a copy never downloaded, a download broken
 * off half way, or a delete that failed would leave it in storage for good. This sweep deletes
 * the file of every copy past its 24 hours, and of every copy downloaded more than an hour ago
 * (time for a slow download to finish), and forgets its storage key.
 */
import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dataExports as x } from '../../db/schema.ts';
import type { FileStorage } from '../../lib/storage/index.ts';

const DOWNLOAD_GRACE_MS = 60 * 60_000;

/** Deletes the files of expired and downloaded copies; answers how many were deleted. */
export async function deleteExpiredDataExports(db: Database, storage: FileStorage, now = new Date()): Promise<number> {
  const stale = await db
    .select({ id: x.id, key: x.storageKey })
    .from(x)
    .where(
      and(
        isNotNull(x.storageKey),
        or(
          and(eq(x.status, 'ready'), lt(x.expiresAt, now)),
          and(eq(x.status, 'downloaded'), lt(x.downloadedAt, new Date(now.getTime() - DOWNLOAD_GRACE_MS))),
        ),
      ),
    );
  for (const row of stale) {
    if (!row.key) continue;
    await storage.delete(row.key);
    await db.update(x).set({ storageKey: null }).where(eq(x.id, row.id));
  }
  return stale.length;
}
