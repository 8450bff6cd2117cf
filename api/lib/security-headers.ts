import { Elysia } from 'elysia';

/** Headers every HTML page carries: no framing anywhere (partners embed widgets as scripts, never frames). */
export const HTML_SECURITY_HEADERS = {
  'content-security-policy': "frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/**
 * The portal and backoffice shells: scripts only from this origin (their HTML
 * has no inline script), so an injected <script> or event handler never runs.
 * Styles allow inline because MUI's emotion writes <style> elements at run
 * time; the favicon is a data: URL.
 */
export const APP_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
export const APP_SECURITY_HEADERS = {
  ...HTML_SECURITY_HEADERS,
  'content-security-policy': APP_CONTENT_SECURITY_POLICY,
} as const;

/** Headers on every response, set once per request. */
export const BASE_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/** Two years, subdomains included: once a browser has seen the site on https it never tries http. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** Where a request URL's path starts ('http://host/api/x' → the index of '/api/x'). */
const pathStart = (url: string) => url.indexOf('/', url.indexOf('//') + 2);

/**
 * The base headers on every response, HSTS when PUBLIC_URL is https, and
 * `Cache-Control: no-store` on every /api answer (most answer for a signed-in
 * user; a handler that means otherwise sets its own), so no shared cache or
 * browser history keeps one person's data.
 */
export function securityHeaders(publicUrl: string) {
  const headers: Record<string, string> = {
    ...BASE_SECURITY_HEADERS,
    ...(publicUrl.startsWith('https:') ? { 'strict-transport-security': HSTS } : {}),
  };
  return new Elysia({ name: 'security-headers' }).onRequest(({ request, set }) => {
    Object.assign(set.headers, headers);
    if (request.url.startsWith('/api/', pathStart(request.url))) set.headers['cache-control'] = 'no-store';
  });
}
