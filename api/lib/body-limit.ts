import { Elysia } from 'elysia';
import { problemResponse } from './problem.ts';

/** The largest JSON (or form, or text) body any call takes; uploads stream and have their own limits. */
export const MAX_BODY_BYTES = 1024 * 1024;
const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses an oversized body from its Content-Length, before anything reads or
 * parses it, so a large JSON body never sits in memory. A body sent without a
 * length (chunked) could be any size, so those calls must state one (411).
 * `streamingPaths` (uploads) read their bodies as streams and check sizes themselves.
 */
export function bodyLimit(streamingPaths: readonly (string | RegExp)[]) {
  const exact = new Set(streamingPaths.filter((path): path is string => typeof path === 'string'));
  const patterns = streamingPaths.filter((path): path is RegExp => path instanceof RegExp);
  const exempt = { has: (path: string) => exact.has(path) || patterns.some((pattern) => pattern.test(path)) };
  return new Elysia({ name: 'body-limit' }).onRequest(({ request }) => {
    if (BODYLESS.has(request.method)) return;
    const path = new URL(request.url).pathname;
    if (exempt.has(path)) return;
    const length = request.headers.get('content-length');
    if (length === null) {
      if (!request.headers.has('transfer-encoding')) return;
      return problemResponse(411, 'Send the body with a Content-Length header.', path);
    }
    if (Number(length) > MAX_BODY_BYTES) {
      return problemResponse(413, `The request body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB.`, path);
    }
  });
}
