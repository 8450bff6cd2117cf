/** Headers every HTML page carries: no framing anywhere (partners embed widgets as scripts, never frames). */
export const HTML_SECURITY_HEADERS = {
  'content-security-policy': "frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/** Headers on every response, set once per request. */
export const BASE_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/**
 * API answers are personal (or change with every write): no browser or proxy
 * may keep one and serve it again, or a page read after a write could show the
 * state from before it. Routes that need their own value set it later.
 */
export const API_CACHE_HEADERS = { 'cache-control': 'no-store' } as const;

/** Whether a request's URL is under /api/ (cheaper than parsing the URL on every request). */
export function isApiRequest(url: string): boolean {
  const pathStart = url.indexOf('/', url.indexOf('//') + 2);
  return pathStart !== -1 && url.startsWith('/api/', pathStart);
}
