/**
 * The public pages' only script of their own: plain DOM code, no framework, so
 * the pages stay readable without it and the home page stays far under its
 * JavaScript budget. Thresholds: docs/product/business-rules.md#display-constants.
 */
const HEADER_SHADOW_AFTER = 10;
const BACK_TO_TOP_AFTER = 300;
const HASH_SCROLL_DELAY_MS = 100;
const HEADER_OFFSET = 80;

const root = document.documentElement;
const header = document.querySelector<HTMLElement>('[data-header]');
const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
const menu = document.querySelector<HTMLElement>('[data-menu]');
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

// Scroll state drives CSS: the header's shadow and the fallback back-to-top button.
let ticking = false;
function onScroll() {
  if (ticking) return;
  ticking = true;
  requestAnimationFrame(() => {
    ticking = false;
    header?.classList.toggle('is-scrolled', scrollY > HEADER_SHADOW_AFTER);
    root.classList.toggle('show-back-to-top', scrollY > BACK_TO_TOP_AFTER);
  });
}
window.addEventListener('scroll', onScroll, { passive: true });
onScroll();

// Small-screen menu: the toggle opens it; choosing a link, Escape, or growing to desktop width closes it.
function setMenuOpen(open: boolean) {
  if (!toggle || !header) return;
  toggle.setAttribute('aria-expanded', String(open));
  header.classList.toggle('menu-open', open);
}
toggle?.addEventListener('click', () => setMenuOpen(toggle.getAttribute('aria-expanded') !== 'true'));
menu?.addEventListener('click', (event) => {
  if ((event.target as Element).closest('a')) setMenuOpen(false);
});
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && toggle?.getAttribute('aria-expanded') === 'true') {
    setMenuOpen(false);
    toggle.focus();
  }
});
matchMedia('(min-width: 56rem)').addEventListener('change', (event) => {
  if (event.matches) setMenuOpen(false);
});

// Anchors: scroll with room for the fixed header, then move focus there so keyboard users continue from it.
function scrollToHash(hash: string) {
  if (hash.length < 2) return;
  let target: HTMLElement | null = null;
  try {
    target = document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return; // a malformed escape in the URL is not an anchor
  }
  if (!target) return;
  const top = target.getBoundingClientRect().top + scrollY - HEADER_OFFSET;
  scrollTo({ top, behavior: reducedMotion.matches ? 'auto' : 'smooth' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
if (location.hash) setTimeout(() => scrollToHash(location.hash), HASH_SCROLL_DELAY_MS);
window.addEventListener('hashchange', () => scrollToHash(location.hash));

// Package buttons preselect the enquiry form's interest; the widget reads its attribute.
document.addEventListener('click', (event) => {
  const link = (event.target as Element).closest<HTMLElement>('[data-interest]');
  const interest = link?.dataset.interest;
  if (interest) document.querySelector('firm-enquiry-form')?.setAttribute('interest', interest);
});

// FAQ: one answer open at a time, also where <details name> is not supported.
document.addEventListener(
  'toggle',
  (event) => {
    const opened = event.target;
    if (!(opened instanceof HTMLDetailsElement) || !opened.open || !opened.dataset.accordion) return;
    for (const other of document.querySelectorAll<HTMLDetailsElement>(
      `details[data-accordion="${opened.dataset.accordion}"][open]`,
    )) {
      if (other !== opened) other.open = false;
    }
  },
  true,
);

// The copyright year of a page built last year.
for (const year of document.querySelectorAll('[data-year]')) year.textContent = String(new Date().getFullYear());

// Signed-in visitors see My Account (username, Dashboard, Logout) instead of Get Started.
const account = document.querySelector<HTMLElement>('[data-account]');
const accountToggle = document.querySelector<HTMLButtonElement>('[data-account-toggle]');
const accountItems = document.querySelector<HTMLElement>('[data-account-items]');
function setAccountOpen(open: boolean) {
  accountToggle?.setAttribute('aria-expanded', String(open));
  if (accountItems) accountItems.hidden = !open;
}
accountToggle?.addEventListener('click', () => setAccountOpen(accountToggle.getAttribute('aria-expanded') !== 'true'));
document.addEventListener('click', (event) => {
  if (account && !account.contains(event.target as Node)) setAccountOpen(false);
});
document.querySelector('[data-account-logout]')?.addEventListener('click', async () => {
  await fetch('/api/logout', { method: 'POST', credentials: 'include' });
  location.reload();
});
if (account) {
  fetch('/api/session', { credentials: 'include' })
    .then((res) => (res.ok ? (res.json() as Promise<{ signedIn: boolean; username?: string }>) : null))
    .then((session) => {
      if (!session?.signedIn) return;
      const username = document.querySelector('[data-account-username]');
      if (username) username.textContent = session.username ?? '';
      account.hidden = false;
      document.querySelector<HTMLElement>('[data-get-started]')?.setAttribute('hidden', '');
    })
    .catch(() => {
      // Offline or the API is down: the signed-out header stays, which is harmless.
    });
}
