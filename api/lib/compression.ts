import { Elysia } from 'elysia';

/** Below this size gzip costs more than it saves. */
const MIN_BYTES = 1024;

/**
 * Gzips JSON and text answers built by handlers when the client accepts it.
 * Static front-end files are compressed once at build time instead (see
 * modules/frontends), so this only sees API bodies.
 */
export const compression = new Elysia({ name: 'compression' }).mapResponse(
  { as: 'global' },
  ({ responseValue, request, set }) => {
    if (!request.headers.get('accept-encoding')?.includes('gzip')) return;
    let text: string;
    let contentType: string;
    if (typeof responseValue === 'string') {
      text = responseValue;
      contentType = 'text/plain; charset=utf-8';
    } else if (
      responseValue !== null &&
      typeof responseValue === 'object' &&
      !(responseValue instanceof Response) &&
      !(responseValue instanceof Blob) &&
      !(responseValue instanceof ReadableStream)
    ) {
      text = JSON.stringify(responseValue);
      contentType = 'application/json; charset=utf-8';
    } else return;
    if (text.length < MIN_BYTES) return;
    const headers = set.headers as Record<string, string>;
    headers['content-encoding'] = 'gzip';
    headers.vary = 'accept-encoding';
    headers['content-type'] ??= contentType;
    return new Response(Bun.gzipSync(text), { status: typeof set.status === 'number' ? set.status : 200, headers });
  },
);
