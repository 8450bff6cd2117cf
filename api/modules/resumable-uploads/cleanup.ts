import { resumableFolder } from './service.ts';
import { SniffingFileStore } from './store.ts';

/** The scheduled cleanup: deletes unfinished uploads begun more than 24 hours ago; answers how many. */
export function cleanupResumableUploads(uploadDir: string): Promise<number> {
  return new SniffingFileStore(resumableFolder(uploadDir)).deleteExpired();
}
