import busboy from 'busboy';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MAX_UPLOAD_BYTES } from '../../../domain/constants.ts';
import { formatStorage } from '../../../domain/format.ts';
import { badRequest, HttpProblem, invalid } from '../../lib/problem.ts';
import { createSemaphore } from '../../lib/semaphore.ts';
import { type FileRange, newStorageKey, type FileStorage } from '../../lib/storage/index.ts';
import { safeContentType, safeFileName } from './file-name.ts';
import { parseSpooledMultipart, type SpooledForm } from './spooled-multipart.ts';

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
 * Bodies parsed at once, per process: caps the storage writes in flight (an S3
 * part buffer each). A body that cannot be spooled first also waits here
 * without touching its stream, as Bun buffers less of a body nobody asked for.
 */
const bodySlots = createSemaphore(4);

/**
 * A body of at most this many bytes, with a Content-Length, is written to a
 * spool file as it arrives and parsed from there. Bun keeps every request body
 * that JavaScript reads slower than the network (or not yet) in memory, several
 * MB per upload; written straight to a file it never holds more than a socket
 * buffer (measurements in decision 016). A larger body breaks a limit anyway
 * and is parsed as it streams, as before, so it is refused at the first file
 * too large rather than spooled whole.
 */
const spoolLimit = ({ maxFiles }: UploadLimits) => maxFiles * MAX_UPLOAD_BYTES + FRAMING_BYTES;
let spoolFolder: Promise<string> | undefined;
const cutOff = () => badRequest('The upload was cut off or is not valid multipart/form-data. Please try again.');

/** Writes the raw body to a new spool file; answers its path, or the cut-off answer when fewer bytes came than declared. */
async function spool(body: ReadableStream<Uint8Array>, declared: number): Promise<string> {
  spoolFolder ??= mkdtemp(join(tmpdir(), 'upload-spool-'));
  const path = join(await spoolFolder, crypto.randomUUID());
  let written = -1;
  try {
    // Bun copies a Response body to a file natively, as it arrives, without a JavaScript reader.
    written = await Bun.write(path, new Response(body));
  } catch {
    // A body cut off midway: answered below like a broken stream.
  }
  if (written !== declared) {
    await rm(path, { force: true });
    throw cutOff();
  }
  return path;
}

/**
 * Reads a multipart body with busboy (from its spool file, or as it streams),
 * writing each `files` part straight to storage under a generated key.
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
  const length = request.headers.get('content-length');
  const declared = Number(length);
  if (declared > allowance.remainingBytes + FRAMING_BYTES) throw quotaExceeded(allowance);
  if (length !== null && declared > 0 && declared <= spoolLimit(limits)) {
    const body = request.body;
    if (!body) throw notMultipart();
    const path = await spool(body, declared);
    try {
      const release = await bodySlots.acquire();
      try {
        return await receiveSpooled(path, contentType, storage, allowance, limits);
      } finally {
        release();
      }
    } finally {
      await rm(path, { force: true });
    }
  }
  const release = await bodySlots.acquire();
  try {
    // Only now: Bun buffers more of a body once its stream has been asked for, so waiting uploads leave it alone.
    const body = request.body;
    if (!body) throw notMultipart();
    return await receiveMultipart(Readable.fromWeb(body as never), contentType, storage, allowance, limits);
  } finally {
    release();
  }
}

const busboyLimits = ({ maxFiles, maxFieldBytes }: UploadLimits) => ({
  // One byte over the limit marks a file too large (busboy then truncates it and emits 'limit').
  fileSize: MAX_UPLOAD_BYTES + 1,
  files: maxFiles,
  fields: 20,
  fieldSize: maxFieldBytes,
  parts: maxFiles + 20,
});

/** Copies one file part from the spool to storage: file to file where the store can, else as a stream in 64 KB reads. */
function storeRange(storage: FileStorage, key: string, range: FileRange, fileType: string): Promise<number> {
  if (storage.writeFileRange) return storage.writeFileRange(key, range, fileType);
  const source = createReadStream(range.path, { start: range.start, end: range.end - 1, highWaterMark: 64 * 1024 });
  return storage.write(key, source, fileType);
}

/**
 * The same upload as `receiveMultipart`, from a spool file: the parse locates
 * the parts in the file, the answers for broken, too large, too many and over
 * quota are decided before anything is stored, then each file part's bytes go
 * from the spool to storage without being read into memory.
 */
async function receiveSpooled(
  path: string,
  contentType: string,
  storage: FileStorage,
  allowance: UploadAllowance,
  limits: UploadLimits,
): Promise<ReceivedUpload> {
  let form: SpooledForm;
  try {
    // busboy is built only to refuse the content types it refuses while streaming; it reads nothing.
    busboy({ headers: { 'content-type': contentType }, defParamCharset: 'utf8', limits: busboyLimits(limits) });
    form = await parseSpooledMultipart(
      path,
      contentType,
      busboyLimits(limits),
      (part) => isUploadedFile(part.name, part.filename),
      allowance.remainingBytes,
    );
  } catch {
    throw badRequest('The multipart body could not be read.');
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of form.fields) fields[name as string] = value;
  const parts = form.files.filter((part) => isUploadedFile(part.name, part.filename));
  const tooLarge = parts.filter((part) => part.truncated).map((part) => safeFileName(part.filename as string));
  if (form.overBudget) throw quotaExceeded(allowance);
  if (tooLarge.length) throw new HttpProblem(413, tooLargeMessage(tooLarge), { files: tooLargeMessage(tooLarge) });
  if (form.filesLimit) throw tooManyFiles(limits.maxFiles);
  if (form.error) throw cutOff();

  const files: StoredFile[] = [];
  const keys: string[] = [];
  const discard = async () => {
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
  };
  try {
    for (const part of parts) {
      const fileName = safeFileName(part.filename as string);
      const fileType = safeContentType(part.mimeType);
      const key = newStorageKey();
      keys.push(key);
      const fileSize = await storeRange(
        storage,
        key,
        { path, start: part.start, end: part.start + part.size },
        fileType,
      );
      files.push({ key, fileName, fileType, fileSize });
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { fields, files, discard };
}

/** Only `files` parts with a file name are uploads: an empty file input still sends a part, with no file name. */
const isUploadedFile = (name: string | undefined, filename: string | undefined) => name === 'files' && !!filename;

const tooManyFiles = (maxFiles: number) =>
  invalid(`Send at most ${maxFiles} files at a time.`, { files: `At most ${maxFiles} files per upload` });

async function receiveMultipart(
  body: Readable,
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
      limits: busboyLimits({ maxFiles, maxFieldBytes }),
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
    await pipeline(body, parser);
  } catch {
    broken = true;
  }
  const results = await Promise.allSettled(writes);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (broken || failed || tooLarge.length || tooMany || overQuota) {
    await discard();
    if (overQuota) throw quotaExceeded(allowance);
    if (tooLarge.length) throw new HttpProblem(413, tooLargeMessage(tooLarge), { files: tooLargeMessage(tooLarge) });
    if (tooMany) throw tooManyFiles(maxFiles);
    if (broken) throw cutOff();
    throw failed?.reason;
  }
  return { fields, files: stored.filter((file): file is StoredFile => file !== undefined), discard };
}
