import { Readable } from 'node:stream';
import { SNIFF_BYTES, sniffFileKind } from '../../../domain/upload-file-types.ts';
import { HttpProblem } from '../../lib/problem.ts';
import type { FileStorage } from '../../lib/storage/index.ts';

export const REFUSED_TYPE_MESSAGE =
  'Only PDFs, photos and office documents can be uploaded: one of these files is none of them. Nothing was uploaded.';
export const refusedType = () => new HttpProblem(415, REFUSED_TYPE_MESSAGE, { files: REFUSED_TYPE_MESSAGE });

/**
 * Reads the first bytes of `source` (the rest stays unread), then answers them and a
 * stream of the whole file again, without the first bytes ever reaching storage.
 */
export async function peek(source: Readable, count = SNIFF_BYTES): Promise<{ head: Buffer; whole: Readable }> {
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const taken: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < count) {
    const next = await chunks.next();
    if (next.done) {
      done = true;
      break;
    }
    taken.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(taken);
  async function* replay() {
    yield head;
    if (done) return;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }
  return { head, whole: Readable.from(replay(), { objectMode: false }) };
}

/**
 * The storage a link's upload writes through: each file's first bytes are judged before
 * anything is written, so a refused type leaves nothing stored (the upload parser then
 * discards the upload's other files).
 */
export function sniffingStorage(storage: FileStorage): FileStorage {
  return {
    read: (key) => storage.read(key),
    delete: (key) => storage.delete(key),
    async write(key, source, contentType) {
      const { head, whole } = await peek(source);
      if (head.length > 0 && !sniffFileKind(head)) {
        const problem = refusedType();
        source.destroy(problem);
        throw problem;
      }
      return storage.write(key, whole, contentType);
    },
  };
}
