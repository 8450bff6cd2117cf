/**
 * Sends one file by the tus protocol to /api/uploads/tus, in chunks, going on from the
 * server's offset after a dropped connection, and after a closed tab (tus-js-client
 * keeps the upload's address in localStorage under a fingerprint of the file). Shared by
 * the link page and the portal's upload page; tus-js-client is loaded only when sending.
 */
import { SNIFF_BYTES, sniffFileKind } from '../../domain/upload-file-types.ts';

export const RESUMABLE_ENDPOINT = '/api/uploads/tus';
/** A few MB a request: a dropped connection costs at most this much again. */
export const CHUNK_BYTES = 4 * 1024 * 1024;
/** Waits before each new try while the connection is down (then the person is told). */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 20000, 30000, 60000];

export interface ResumableInput {
  file: File;
  /** Upload-Metadata beside filename and filetype: requestId or category (signed in), or token (a link). */
  metadata: Record<string, string>;
  /** A link's token: sent with every call, as only its holder may go on with the upload. */
  linkToken?: string;
  onProgress?: (fraction: number) => void;
}

/** Why an upload stopped: the server's answer (problem details) when there was one. */
export class ResumableUploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Whether a file goes by tus: a PDF, photo or office document by its first bytes (the server judges again). */
export async function canResume(file: File): Promise<boolean> {
  if (typeof localStorage === 'undefined') return false;
  return sniffFileKind(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer())) !== null;
}

export async function sendResumable(input: ResumableInput): Promise<void> {
  const { Upload } = await import('tus-js-client');
  const { file, linkToken } = input;
  const scope = linkToken ? `link:${linkToken.slice(0, 8)}` : 'portal';
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: RESUMABLE_ENDPOINT,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      metadata: { filename: file.name, filetype: file.type, ...input.metadata },
      headers: linkToken ? { 'Upload-Link-Token': linkToken } : {},
      // The same file for the same request or link resumes; another request starts afresh.
      fingerprint: async (f: File) =>
        ['tus', scope, input.metadata.requestId ?? input.metadata.category ?? '', f.name, f.size, f.lastModified].join(
          '/',
        ),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onBeforeRequest: (req) => {
        const xhr = req.getUnderlyingObject() as XMLHttpRequest;
        xhr.withCredentials = true;
      },
      onProgress: (sent, total) => input.onProgress?.(total ? sent / total : 0),
      onSuccess: () => resolve(),
      onError: (error) => {
        const response = (error as { originalResponse?: { getStatus(): number; getBody(): string } | null })
          .originalResponse;
        const status = response?.getStatus() ?? 0;
        reject(new ResumableUploadError(status, detailOf(response?.getBody() ?? '')));
      },
    });
    void upload.findPreviousUploads().then((previous) => {
      const last = previous[0];
      if (last) upload.resumeFromPreviousUpload(last);
      upload.start();
    });
  });
}

function detailOf(body: string): string {
  try {
    const detail = (JSON.parse(body) as { detail?: unknown }).detail;
    if (typeof detail === 'string') return detail;
  } catch {
    // Not problem details: the general sentence.
  }
  return body.trim() && !body.trimStart().startsWith('<')
    ? body.trim()
    : 'The connection dropped before everything was sent. Please try again.';
}
