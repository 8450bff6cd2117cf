import type { Config } from '../../config.ts';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';
import type { FileStorage } from './types.ts';

export type { FileRange, FileStorage } from './types.ts';
export { newStorageKey } from './types.ts';

/** An S3-compatible bucket when S3_BUCKET is set, the local UPLOAD_DIR folder otherwise. */
export function createStorage(config: Config): FileStorage {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalStorage(config.uploadDir);
}
