import { PRIVACY_POLICY_VERSION, TERMS_VERSION } from '../../domain/engagement/consents.ts';
import { PUBLIC_PAGES } from '../../domain/routes.ts';

/** The legal pages change only with a new version of their text. */
const VERSIONED: Record<string, string> = { '/terms': TERMS_VERSION, '/privacy': PRIVACY_POLICY_VERSION };

/** sitemap.xml of the public pages; lastmod is the build date, or a legal page's version. */
export function sitemapXml(publicUrl: string, builtAt: Date): string {
  const built = builtAt.toISOString().slice(0, 10);
  const urls = Object.keys(PUBLIC_PAGES)
    .map((path) => `  <url><loc>${publicUrl}${path}</loc><lastmod>${VERSIONED[path] ?? built}</lastmod></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: the marketing pages are public; the apps and the API are not for crawlers. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /auth',
    'Disallow: /checkout',
    'Disallow: /dashboard',
    'Disallow: /admin',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
