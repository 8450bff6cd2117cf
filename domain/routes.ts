/** The public site's pages (docs/product/site.md#public-pages): path → pre-rendered file name under dist/site/. */
export const PUBLIC_PAGES = {
  '/': 'index',
  '/about': 'about',
  '/services': 'services',
  '/faq': 'faq',
  '/contact': 'contact',
  '/terms': 'terms',
  '/privacy': 'privacy',
} as const;
export type PublicPath = keyof typeof PUBLIC_PAGES;
export type PublicPageName = (typeof PUBLIC_PAGES)[PublicPath];
export const NOT_FOUND_PAGE = '404';
