import { Elysia } from 'elysia';
import { join } from 'node:path';
import { NOT_FOUND_PAGE, PUBLIC_PAGES } from '../../../domain/routes.ts';
import { notFound } from '../../lib/problem.ts';
import { APP_SECURITY_HEADERS } from '../../lib/security-headers.ts';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../accounts/public.ts';
import type { InformationOfficer } from '../firm-settings/public.ts';
import { fillInformationOfficer } from './information-officer-block.ts';
import { StaticFiles } from './static-files.ts';

const SWAGGER_ASSETS = new Set(['swagger-ui-bundle.js', 'swagger-ui.css']);
const swaggerDist = join(import.meta.dir, '../../../node_modules/swagger-ui-dist');

/**
 * The front ends: pre-rendered site pages, the portal and backoffice single-page
 * apps (every deep link answers with the app's shell), hashed assets, the
 * widgets script, and the site's sitemap.xml and robots.txt. Anything else
 * outside /api is the site's 404 page.
 */
export function frontendsModule(
  distDir: string,
  informationOfficer: () => Promise<InformationOfficer | null> = async () => null,
) {
  const files = new StaticFiles(distDir);
  const swagger = new StaticFiles(swaggerDist);

  const portalShell = ({ request }: { request: Request }) =>
    files.serve(request, 'portal/index.html', 'revalidate', 200, APP_SECURITY_HEADERS) ?? notBuilt();
  // The sign-in page's shell draws the sign-in form (scripts/build.ts); a build without one falls back.
  // A browser holding a session gets the plain shell: a signed-in visitor is sent on to the dashboard,
  // and must not see a sign-in form flash first. The answer depends on the cookie, so caches must know.
  const signInHeaders = { ...APP_SECURITY_HEADERS, vary: 'accept-encoding, cookie' };
  const signInShell = ({ request }: { request: Request }) =>
    (holdsSession(request)
      ? files.serve(request, 'portal/index.html', 'revalidate', 200, signInHeaders)
      : files.serve(request, 'portal/auth.html', 'revalidate', 200, signInHeaders)) ?? portalShell({ request });
  const backofficeShell = ({ request }: { request: Request }) =>
    files.serve(request, 'backoffice/index.html', 'revalidate', 200, APP_SECURITY_HEADERS) ?? notBuilt();

  // The token is in the path: no Referer carries it off the page.
  const uploadLinkPage = ({ request }: { request: Request }) =>
    files.serve(request, 'upload/index.html', 'revalidate', 200, {
      ...APP_SECURITY_HEADERS,
      'referrer-policy': 'no-referrer',
    }) ?? notBuilt();
  const notFoundPage = (request: Request) =>
    files.serve(request, `site/${NOT_FOUND_PAGE}.html`, 'revalidate', 404) ??
    new Response('404 Page Not Found', { status: 404 });
  const app = new Elysia({ name: 'frontends' })
    .get(
      '/assets/*',
      ({ request, params }) => files.serve(request, `assets/${params['*']}`, 'immutable') ?? assetMissing(),
    )
    .get('/widgets/v1.js', ({ request }) => files.serve(request, 'widgets/v1.js', 'short') ?? assetMissing())
    .get('/swagger/assets/:file', ({ request, params }) =>
      SWAGGER_ASSETS.has(params.file)
        ? (swagger.serve(request, params.file, 'short') ?? assetMissing())
        : assetMissing(),
    )
    .get('/upload/:token', uploadLinkPage)
    .get('/auth', signInShell)
    .get('/auth/*', portalShell)
    .get('/checkout', portalShell)
    .get('/dashboard', portalShell)
    .get('/dashboard/*', portalShell)
    .get('/admin', backofficeShell)
    .get('/admin/*', backofficeShell)
    .get('/sitemap.xml', ({ request }) => files.serve(request, 'site/sitemap.xml', 'revalidate') ?? notBuilt())
    .get('/robots.txt', ({ request }) => files.serve(request, 'site/robots.txt', 'revalidate') ?? notBuilt());
  // One static route per page: a `/:page` parameter route would shadow other plugins' static routes
  // (the Swagger UI at /swagger) under Bun's native router, though not under app.handle.
  for (const [path, page] of Object.entries(PUBLIC_PAGES)) {
    if (page === 'privacy') {
      app.get(path, async ({ request }) => {
        const officer = await informationOfficer();
        return (
          files.serveFilled(request, `site/${page}.html`, JSON.stringify(officer), (html) =>
            fillInformationOfficer(html, officer),
          ) ?? notBuilt()
        );
      });
    } else app.get(path, ({ request }) => files.serve(request, `site/${page}.html`, 'revalidate') ?? notBuilt());
  }
  return app.all('/*', ({ request, path }) => {
    if (path.startsWith('/api/') || path === '/api') throw notFound('There is nothing at this address.');
    if (request.method !== 'GET' && request.method !== 'HEAD') throw notFound('There is nothing at this address.');
    return notFoundPage(request);
  });
}

const SESSION_COOKIE_NAMES = new Set([SESSION_COOKIE, SECURE_SESSION_COOKIE]);
function holdsSession(request: Request): boolean {
  const cookies = request.headers.get('cookie') ?? '';
  return cookies.split(';').some((pair) => SESSION_COOKIE_NAMES.has(pair.split('=')[0]?.trim() ?? ''));
}

function assetMissing(): never {
  throw notFound('No such file.');
}

function notBuilt(): Response {
  return new Response('The front ends are not built. Run `bun run build`.', { status: 503 });
}
