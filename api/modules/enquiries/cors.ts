import { Elysia } from 'elysia';
import { problemResponse } from '../../lib/problem.ts';

/** The widget script partners embed; a module script from another origin is fetched with CORS. */
export const WIDGET_SCRIPT_PATH = '/widgets/v1.js';

/** The path of a request URL without parsing it whole (this runs on every request). */
function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start === -1) return '/';
  const query = url.indexOf('?', start);
  return query === -1 ? url.slice(start) : url.slice(start, query);
}

function originOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  return start === -1 ? url : url.slice(0, start);
}

/**
 * CORS for the public enquiry calls the widgets make from partners' pages.
 * `Access-Control-Allow-Origin` is sent only to the firm's own origin
 * (PUBLIC_URL) and WIDGET_ORIGINS (`*` there allows any site), never with
 * credentials: the widgets send no cookies. A browser request from any other
 * origin is refused with 403 and stores nothing, whatever its content type.
 * Requests without Origin (servers, curl) are served as usual.
 */
export function enquiryCors(publicUrl: string, widgetOrigins: readonly string[], paths: readonly string[]) {
  const anyOrigin = widgetOrigins.includes('*');
  const allowed = new Set([new URL(publicUrl).origin, ...widgetOrigins.filter((origin) => origin !== '*')]);
  const exact = new Set(paths);

  return new Elysia({ name: 'enquiry-cors' }).onRequest(({ request, set }) => {
    const path = pathOf(request.url);
    if (path === WIDGET_SCRIPT_PATH) {
      // Public code: any page may load it; it carries no data of anyone's.
      set.headers['access-control-allow-origin'] = '*';
      return;
    }
    if (!exact.has(path)) return;

    set.headers.vary = 'Origin';
    const origin = request.headers.get('origin');
    const preflight = request.method === 'OPTIONS';
    if (origin === null) {
      return preflight ? new Response(null, { status: 204, headers: { allow: 'GET, POST, OPTIONS' } }) : undefined;
    }
    const permitted = origin !== 'null' && (anyOrigin || allowed.has(origin));
    if (!permitted) {
      if (origin === originOf(request.url) && !preflight) return; // same origin: no CORS involved
      return problemResponse(
        403,
        `The origin ${origin} may not call this API. The firm can add it to WIDGET_ORIGINS.`,
        path,
        undefined,
        {
          vary: 'Origin',
        },
      );
    }
    const cors = {
      'access-control-allow-origin': origin,
      'access-control-expose-headers': 'Retry-After',
      vary: 'Origin',
    };
    if (preflight) {
      return new Response(null, {
        status: 204,
        headers: {
          ...cors,
          'access-control-allow-methods': 'GET, POST',
          'access-control-allow-headers': 'Content-Type',
          'access-control-max-age': '600',
        },
      });
    }
    Object.assign(set.headers, cors);
  });
}
