import { createWriteStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStorage } from './types.ts';

/** Bytes copied per step from a spool file into the store. */
const COPY_BYTES = 64 * 1024;

/** Files in one local folder (UPLOAD_DIR), one file per key. The default on one machine. */
export function createLocalStorage(folder: string): FileStorage {
  const root = resolve(folder);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, key);
  };
  let ready: Promise<unknown> | undefined;

  return {
    async write(key, source) {
      const path = pathOf(key);
      ready ??= mkdir(root, { recursive: true });
      await ready;
      let bytes = 0;
      const count = async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          bytes += chunk.length;
          yield chunk;
        }
      };
      try {
        await pipeline(source, count, createWriteStream(path, { flags: 'wx' }));
        return bytes;
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
    },
    async writeFileRange(key, { path: source, start, end }) {
      const path = pathOf(key);
      ready ??= mkdir(root, { recursive: true });
      await ready;
      // One buffer per copy, reused for every step. Bun.write(dest, Bun.file(src).slice(a, b)) would copy in
      // the kernel, but Bun 1.4.5 ignores the slice there and copies the whole file.
      const buffer = Buffer.allocUnsafe(COPY_BYTES);
      const from = await open(source, 'r');
      try {
        const to = await open(path, 'wx');
        try {
          let at = start;
          while (at < end) {
            const { bytesRead } = await from.read(buffer, 0, Math.min(COPY_BYTES, end - at), at);
            if (bytesRead === 0) throw new Error('The source file ended before the range');
            let written = 0;
            while (written < bytesRead) written += (await to.write(buffer, written, bytesRead - written)).bytesWritten;
            at += bytesRead;
          }
        } finally {
          await to.close();
        }
        return end - start;
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      } finally {
        await from.close();
      }
    },
    async read(key) {
      const path = pathOf(key);
      const found = await stat(path).catch(() => null);
      if (!found?.isFile()) return null;
      return Bun.file(path).stream();
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
