import busboy from 'busboy';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MAX_UPLOAD_BYTES } from '../../../domain/constants.ts';
import { badRequest, HttpProblem, invalid } from '../../lib/problem.ts';
import { newStorageKey, type FileStorage } from '../../lib/storage/index.ts';
import { safeContentType, safeFileName } from './file-name.ts';

export const MAX_FILES_PER_UPLOAD = 20;

export interface StoredFile {
  key: string;
  fileName: string;
  fileType: string;
  fileSize: number;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  files: StoredFile[];
  /** Deletes every file this upload stored: call it when the upload is refused after receiving. */
  discard(): Promise<void>;
}

export const tooLargeMessage = (names: string[]) => `Some files exceed the 10MB limit: ${names.join(', ')}`;

/**
 * Reads a multipart body with busboy, streaming each `files` part straight to
 * storage under a generated key (memory stays flat however big the body).
 * Text parts become `fields`. Any failure (a file over 10 MB, a broken body,
 * storage trouble) deletes everything already stored before throwing.
 */
export async function receiveUpload(request: Request, storage: FileStorage): Promise<ReceivedUpload> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(contentType) || !request.body) {
    throw badRequest('Send the upload as multipart/form-data with category and files.');
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      // One byte over the limit marks a file too large (busboy then truncates it and emits 'limit').
      limits: {
        fileSize: MAX_UPLOAD_BYTES + 1,
        files: MAX_FILES_PER_UPLOAD,
        fields: 20,
        fieldSize: 10_000,
        parts: MAX_FILES_PER_UPLOAD + 20,
      },
    });
  } catch {
    throw badRequest('The multipart body could not be read.');
  }

  const fields: Record<string, string> = {};
  const stored: (StoredFile | undefined)[] = [];
  const keys: string[] = [];
  const writes: Promise<unknown>[] = [];
  const tooLarge: string[] = [];
  let tooMany = false;

  parser.on('field', (name, value) => {
    fields[name] = value;
  });
  parser.on('filesLimit', () => {
    tooMany = true;
  });
  parser.on('file', (name, stream, info) => {
    // An empty file input still sends a part, with no file name: nothing was chosen.
    if (name !== 'files' || !info.filename) {
      stream.resume();
      return;
    }
    const fileName = safeFileName(info.filename);
    const fileType = safeContentType(info.mimeType);
    const key = newStorageKey();
    const index = stored.push(undefined) - 1;
    keys.push(key);
    stream.on('limit', () => tooLarge.push(fileName));
    // A body cut off midway errors the part; the storage write sees it and cleans up.
    stream.on('error', () => undefined);
    writes.push(
      storage.write(key, stream, fileType).then((fileSize) => {
        stored[index] = { key, fileName, fileType, fileSize };
      }),
    );
  });

  const discard = async () => {
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
  };

  let broken = false;
  try {
    await pipeline(Readable.fromWeb(request.body as never), parser);
  } catch {
    broken = true;
  }
  const results = await Promise.allSettled(writes);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (broken || failed || tooLarge.length || tooMany) {
    await discard();
    if (tooLarge.length) throw new HttpProblem(413, tooLargeMessage(tooLarge), { files: tooLargeMessage(tooLarge) });
    if (tooMany)
      throw invalid(`Send at most ${MAX_FILES_PER_UPLOAD} files at a time.`, {
        files: `At most ${MAX_FILES_PER_UPLOAD} files per upload`,
      });
    if (broken) throw badRequest('The upload was cut off or is not valid multipart/form-data. Please try again.');
    throw failed?.reason;
  }
  return { fields, files: stored.filter((file): file is StoredFile => file !== undefined), discard };
}
