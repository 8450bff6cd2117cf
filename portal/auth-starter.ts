import { FIRST_PAINT_ID, type FirstPaintRequest } from './lib/first-paint.ts';

/**
 * /auth's only script (docs/decisions/034-portal-first-load.md). The HTML already shows the sign-in
 * form; this script notes what the visitor asks of it before the app can answer (the app then does
 * it), and once the page has drawn a frame, fetches the sign-in page's chunks side by side and starts
 * the portal. The build fills in the URLs.
 */
declare const PORTAL_ENTRY: string;
declare const PORTAL_CHUNKS: string[];

const served = document.getElementById(FIRST_PAINT_ID);
const request = (what: FirstPaintRequest) => {
  if (served) served.dataset.request = what;
};
served?.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button) return;
  if (button.getAttribute('role') !== 'tab') request('submit');
  else if (button.id === 'tab-register') request('register');
  else delete served.dataset.request;
});
served?.addEventListener('keydown', (event) => {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) request('submit');
});

requestAnimationFrame(() =>
  setTimeout(() => {
    for (const url of PORTAL_CHUNKS) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = url;
      document.head.append(link);
    }
    void import(PORTAL_ENTRY);
  }),
);
