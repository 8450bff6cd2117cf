import { S3Client } from 'bun';
import { assertStorageKey, type FileStorage } from './types.ts';

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** S3 multipart part size: the most one upload holds in memory at a time. */
const PART_SIZE = 5 * 1024 * 1024;

/** An S3-compatible bucket through Bun's S3 client; uploads go up as multipart streams. */
export function createS3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    bucket: settings.bucket,
    endpoint: settings.endpoint,
    region: settings.region,
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
  });
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return client.file(key);
  };

  return {
    async write(key, source, contentType) {
      const writer = fileOf(key).writer({ partSize: PART_SIZE, type: contentType, retry: 1 });
      let bytes = 0;
      try {
        for await (const chunk of source) {
          bytes += (chunk as Uint8Array).length;
          await writer.write(chunk as Uint8Array);
        }
        await writer.end();
        return bytes;
      } catch (error) {
        // Ending with an error aborts the multipart upload; nothing is left in the bucket.
        await Promise.resolve(writer.end(error instanceof Error ? error : new Error(String(error)))).catch(
          () => undefined,
        );
        await client.delete(key).catch(() => undefined);
        throw error;
      }
    },
    async read(key) {
      const file = fileOf(key);
      if (!(await file.exists())) return null;
      return file.stream();
    },
    async delete(key) {
      await fileOf(key).delete();
    },
  };
}
