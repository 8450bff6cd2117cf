import { PUBLIC_PAGES } from '../../domain/routes.ts';

/** sitemap.xml of the public pages; lastmod is the build date, when their content last changed. */
export function sitemapXml(publicUrl: string, builtAt: Date): string {
  const lastmod = builtAt.toISOString().slice(0, 10);
  const urls = Object.keys(PUBLIC_PAGES)
    .map((path) => `  <url><loc>${publicUrl}${path}</loc><lastmod>${lastmod}</lastmod></url>`)
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
