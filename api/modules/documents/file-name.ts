/**
 * The user's file name is metadata only: shown in lists and offered when the
 * file is downloaded, never used as a path. Both directions are cleaned here.
 */
const MAX_NAME_LENGTH = 200;
// Control characters and the bidirectional overrides that disguise extensions ("invoice\u202Efdp.exe").
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The last path segment, without control characters or leading dots, at most 200 characters (the extension kept). */
export function safeFileName(raw: string): string {
  const base = raw.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(UNSAFE, '').trim().replace(/^\.+/, '').trim();
  const chars = Array.from(clean);
  if (chars.length === 0) return 'file';
  if (chars.length <= MAX_NAME_LENGTH) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(clean.slice(dot)).slice(0, 20) : [];
  return chars.slice(0, MAX_NAME_LENGTH - extension.length).join('') + extension.join('');
}

const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

/** The browser's declared type when it is a plain media type; anything else is stored as octet-stream. */
export function safeContentType(raw: string | undefined): string {
  const value = (raw ?? '').trim().toLowerCase();
  return MIME_TYPE.test(value) ? value : 'application/octet-stream';
}

/** Types a browser may show inline; everything else (HTML, SVG, scripts) is always a download. */
const INLINE_TYPES = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'text/plain',
  'text/csv',
]);
export const showsInline = (contentType: string) => INLINE_TYPES.has(contentType);

/** RFC 6266 Content-Disposition: an ASCII fallback plus the exact name as RFC 5987 `filename*`. */
export function contentDisposition(fileName: string, disposition: 'inline' | 'attachment'): string {
  const name = safeFileName(fileName);
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A stored file as a download answer: its type and size, never sniffed, and nothing in it runs on this origin. */
export function fileResponse(
  file: { body: ReadableStream<Uint8Array>; fileName: string; fileType: string; fileSize: number },
  disposition: 'inline' | 'attachment',
): Response {
  return new Response(file.body, {
    headers: {
      'content-type': file.fileType,
      'content-length': String(file.fileSize),
      'content-disposition': contentDisposition(file.fileName, disposition),
      'x-content-type-options': 'nosniff',
      // Even a file shown inline runs nothing on this origin.
      'content-security-policy': "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
      'cache-control': 'private, no-store',
    },
  });
}
