import busboy from 'busboy';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MAX_UPLOAD_BYTES } from '../../../domain/constants.ts';
import { formatStorage } from '../../../domain/format.ts';
import { badRequest, HttpProblem, invalid } from '../../lib/problem.ts';
import { createSemaphore } from '../../lib/semaphore.ts';
import { newStorageKey, type FileStorage } from '../../lib/storage/index.ts';
import { safeContentType, safeFileName } from './file-name.ts';

export const MAX_FILES_PER_UPLOAD = 20;

/** How many files one body may carry, and how long a text field may be (busboy cuts longer ones). */
export interface UploadLimits {
  maxFiles: number;
  maxFieldBytes: number;
}
export const DOCUMENT_UPLOAD_LIMITS: UploadLimits = { maxFiles: MAX_FILES_PER_UPLOAD, maxFieldBytes: 10_000 };

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

/** What the client may still store, and what their storage is, for the quota check while the body streams. */
export interface UploadAllowance {
  remainingBytes: number;
  quotaBytes: number;
}

export const quotaExceededMessage = (quotaBytes: number, remainingBytes: number) =>
  `This upload does not fit in your document storage of ${formatStorage(quotaBytes)}: ${formatStorage(Math.max(0, remainingBytes))} is left. Nothing was uploaded. Ask your accountant if you need more space.`;
export const quotaExceeded = (allowance: UploadAllowance) => {
  const message = quotaExceededMessage(allowance.quotaBytes, allowance.remainingBytes);
  return new HttpProblem(413, message, { files: message });
};

/** Multipart framing and text fields never come near this; a Content-Length beyond the allowance plus this is refused unread. */
const FRAMING_BYTES = 1024 * 1024;

/**
 * Bodies read at once, per process. Bun fills a read-ahead buffer of a few MB
 * for every body whose stream has been asked for, and less for one nobody has
 * touched yet; so the others wait for a slot without touching theirs
 * (measurements in decision 016).
 */
const bodySlots = createSemaphore(4);

/**
 * Reads a multipart body with busboy, streaming each `files` part straight to
 * storage under a generated key (memory stays flat however big the body).
 * Text parts become `fields`. Any failure (a file over 10 MB, the files
 * crossing the client's remaining quota, a broken body, storage trouble)
 * deletes everything already stored before throwing.
 */
export async function receiveUpload(
  request: Request,
  storage: FileStorage,
  allowance: UploadAllowance,
  limits: UploadLimits = DOCUMENT_UPLOAD_LIMITS,
): Promise<ReceivedUpload> {
  const contentType = request.headers.get('content-type') ?? '';
  const notMultipart = () => badRequest('Send the upload as multipart/form-data with category and files.');
  if (!/^multipart\/form-data/i.test(contentType)) throw notMultipart();
  const declared = Number(request.headers.get('content-length'));
  if (declared > allowance.remainingBytes + FRAMING_BYTES) throw quotaExceeded(allowance);
  const release = await bodySlots.acquire();
  try {
    // Only now: Bun buffers more of a body once its stream has been asked for, so waiting uploads leave it alone.
    const body = request.body;
    if (!body) throw notMultipart();
    return await receiveMultipart(body, contentType, storage, allowance, limits);
  } finally {
    release();
  }
}

async function receiveMultipart(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  storage: FileStorage,
  allowance: UploadAllowance,
  { maxFiles, maxFieldBytes }: UploadLimits,
): Promise<ReceivedUpload> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      // One byte over the limit marks a file too large (busboy then truncates it and emits 'limit').
      limits: {
        fileSize: MAX_UPLOAD_BYTES + 1,
        files: maxFiles,
        fields: 20,
        fieldSize: maxFieldBytes,
        parts: maxFiles + 20,
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
  let overQuota = false;
  let received = 0;

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
    // Counts every file's bytes as they pass: the upload stops the moment it would cross the quota.
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        if (received <= allowance.remainingBytes) return done(null, chunk);
        overQuota = true;
        const error = new Error('over quota');
        done(error);
        parser.destroy(error);
      },
    });
    stream.pipe(counted);
    // A body cut off midway errors the part; the storage write sees it through `counted` and cleans up.
    stream.on('error', (error) => counted.destroy(error));
    counted.on('error', () => stream.unpipe(counted).resume());
    writes.push(
      storage.write(key, counted, fileType).then((fileSize) => {
        stored[index] = { key, fileName, fileType, fileSize };
      }),
    );
  });

  const discard = async () => {
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
  };

  let broken = false;
  try {
    await pipeline(Readable.fromWeb(body as never), parser);
  } catch {
    broken = true;
  }
  const results = await Promise.allSettled(writes);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (broken || failed || tooLarge.length || tooMany || overQuota) {
    await discard();
    if (overQuota) throw quotaExceeded(allowance);
    if (tooLarge.length) throw new HttpProblem(413, tooLargeMessage(tooLarge), { files: tooLargeMessage(tooLarge) });
    if (tooMany)
      throw invalid(`Send at most ${maxFiles} files at a time.`, {
        files: `At most ${maxFiles} files per upload`,
      });
    if (broken) throw badRequest('The upload was cut off or is not valid multipart/form-data. Please try again.');
    throw failed?.reason;
  }
  return { fields, files: stored.filter((file): file is StoredFile => file !== undefined), discard };
}
