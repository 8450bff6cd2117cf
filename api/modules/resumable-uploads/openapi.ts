/** The tus headers and answers as the API description shows them (the protocol's own, not JSON bodies). */
const header = (name: string, description: string, required = false) => ({
  name,
  in: 'header' as const,
  required,
  description,
  schema: { type: 'string' as const },
});
const tusResumable = header('Tus-Resumable', 'The protocol version: 1.0.0', true);
const linkToken = header(
  'Upload-Link-Token',
  'A request link’s token, when the upload began through that link (no sign-in); else the client’s session',
);

export const tusHeaders = {
  create: [
    tusResumable,
    header('Upload-Length', 'The file’s size in bytes (at most 10 MB)', true),
    header(
      'Upload-Metadata',
      'Comma-separated `key base64(value)` pairs: filename, filetype, description, and requestId or category (signed in) or token (a request link)',
      true,
    ),
    linkToken,
  ],
  resume: [tusResumable, linkToken],
  patch: [
    tusResumable,
    header('Upload-Offset', 'Where these bytes begin: the offset HEAD answered', true),
    header('Content-Type', 'application/offset+octet-stream', true),
    linkToken,
  ],
};

const answer = (description: string, headers: string[], empty = false) => ({
  description,
  headers: Object.fromEntries(headers.map((name) => [name, { schema: { type: 'string' as const } }])),
  // tus answers in headers; the body is empty.
  ...(empty ? { content: { 'text/plain': { schema: { type: 'string' as const, maxLength: 0 } } } } : {}),
});

export const tusResponses = {
  options: { 204: answer('The server’s tus capabilities', ['Tus-Version', 'Tus-Extension', 'Tus-Max-Size']) },
  create: { 201: answer('Created: continue at Location', ['Location', 'Tus-Resumable', 'Upload-Expires'], true) },
  head: { 200: answer('The upload’s offset and length', ['Upload-Offset', 'Upload-Length', 'Upload-Metadata'], true) },
  patch: { 204: answer('Stored up to Upload-Offset', ['Upload-Offset', 'Upload-Expires', 'Tus-Resumable']) },
  delete: { 204: answer('Deleted', ['Tus-Resumable']) },
};
