import { canResume, ResumableUploadError, sendResumable } from '../../../ui/resumable/send-resumable.ts';
import { apiErrorFrom } from '../../lib/api-client.ts';

export interface UploadInput {
  files: File[];
  category: string;
  description: string;
  requestId: string | null;
}

/**
 * POST /api/documents/upload as multipart form data. XMLHttpRequest, not
 * fetch, because only it reports upload progress; `onProgress` gets each
 * file's share (0 to 1) of the one request, so every file has its own bar.
 * A failure throws the same ApiError as every other call.
 */
export function sendUpload(input: UploadInput, onProgress: (perFile: number[]) => void): Promise<unknown> {
  const body = new FormData();
  if (input.category) body.append('category', input.category);
  if (input.description.trim()) body.append('description', input.description.trim());
  if (input.requestId) body.append('requestId', input.requestId);
  for (const file of input.files) body.append('files', file, file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/documents/upload');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable) return;
      // The body is the files in order (plus a little framing), so the bytes sent so far fill the bars one after another.
      const overhead = Math.max(0, event.total - input.files.reduce((sum, file) => sum + file.size, 0));
      let sent = Math.max(0, event.loaded - overhead / 2);
      onProgress(
        input.files.map((file) => {
          const share = file.size === 0 ? 1 : Math.min(1, sent / file.size);
          sent = Math.max(0, sent - file.size);
          return share;
        }),
      );
    };
    xhr.onload = () => {
      const text = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(input.files.map(() => 1));
        resolve(text ? JSON.parse(text) : undefined);
        return;
      }
      reject(apiErrorFrom(xhr.status, text, xhr.statusText));
    };
    xhr.onerror = () => reject(new Error('Network error'));
    xhr.send(body);
  });
}

/**
 * One PDF, photo or office file goes by tus (`ui/resumable`): in chunks, going on from
 * where it stopped after a dropped connection or a closed tab. Several files, or another
 * kind, go in one multipart call as before (a request is fulfilled once, by all of them).
 */
export async function sendDocuments(input: UploadInput, onProgress: (perFile: number[]) => void): Promise<unknown> {
  const [only] = input.files;
  if (input.files.length !== 1 || !only || !(await canResume(only))) return sendUpload(input, onProgress);
  const metadata: Record<string, string> = input.requestId
    ? { requestId: input.requestId }
    : { category: input.category };
  if (input.description.trim()) metadata.description = input.description.trim();
  try {
    await sendResumable({ file: only, metadata, onProgress: (fraction) => onProgress([fraction]) });
  } catch (error) {
    if (error instanceof ResumableUploadError && error.status)
      throw apiErrorFrom(error.status, JSON.stringify({ detail: error.message }), '');
    throw error instanceof Error ? error : new Error('Network error');
  }
  onProgress([1]);
  return undefined;
}
