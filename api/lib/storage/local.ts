import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStorage } from './types.ts';

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
      try {
        // Bun copies file to file in the kernel (copy_file_range), so the bytes never enter the heap.
        return await Bun.write(path, Bun.file(source).slice(start, end));
      } catch (error) {
        await rm(path, { force: true });
        throw error;
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
