/**
 * A message arrives as JSON, or as multipart/form-data when files come with it
 * (streamed to storage like document uploads: 10 MB a file, 5 files). Either way
 * the text fields are checked with the same schema.
 */
import type { Type } from 'arktype';
import { ArkErrors } from 'arktype';
import { MAX_UPLOAD_BYTES } from '../../../domain/constants.ts';
import { MESSAGE_MAX_CHARACTERS, MESSAGE_MAX_FILES } from '../../../domain/messages.ts';
import { MAX_BODY_BYTES } from '../../lib/body-limit.ts';
import { HttpProblem, invalid } from '../../lib/problem.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import { receiveUpload, type StoredFile, type UploadAllowance } from '../documents/public.ts';

export interface ReceivedMessage<T> {
  fields: T;
  files: StoredFile[];
}

const MESSAGE_LIMITS = { maxFiles: MESSAGE_MAX_FILES, maxFieldBytes: MESSAGE_MAX_CHARACTERS * 4 + 1 };

function checked<T>(schema: Type<T>, value: unknown): T {
  const result = schema(value);
  if (result instanceof ArkErrors) {
    const errors: Record<string, string> = {};
    for (const error of result) errors[error.path.join('.') || 'body'] = error.message;
    throw invalid('The request body is not valid.', errors);
  }
  return result as T;
}

export async function readMessageBody<T>(
  request: Request,
  schema: Type<T>,
  storage: FileStorage,
  allowance: () => Promise<UploadAllowance>,
): Promise<ReceivedMessage<T>> {
  const contentType = request.headers.get('content-type') ?? '';
  if (/^multipart\/form-data/i.test(contentType)) {
    const upload = await receiveUpload(request, storage, await allowance(), MESSAGE_LIMITS);
    try {
      return { fields: checked(schema, { body: '', ...upload.fields }), files: upload.files };
    } catch (error) {
      await upload.discard();
      throw error;
    }
  }
  // This path is exempt from the app's body limit (for files), so a JSON body is held to it here, as it streams.
  const declared = Number(request.headers.get('content-length'));
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const text = await readCapped(request, MAX_BODY_BYTES);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw invalid('The request body is not valid JSON.', { body: 'Send JSON, or multipart/form-data with files' });
  }
  return { fields: checked(schema, json), files: [] };
}

const tooLarge = () => new HttpProblem(413, `The request body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB.`);

/** The body as text, refused (413) as soon as it passes `max` bytes, whatever its Content-Length said. */
async function readCapped(request: Request, max: number): Promise<string> {
  if (!request.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > max) throw tooLarge();
    chunks.push(chunk);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** Staff attach files without a storage quota of their own; a client's come out of theirs. */
export const STAFF_ALLOWANCE: UploadAllowance = {
  remainingBytes: MESSAGE_MAX_FILES * MAX_UPLOAD_BYTES,
  quotaBytes: MESSAGE_MAX_FILES * MAX_UPLOAD_BYTES,
};
