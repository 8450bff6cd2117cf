import { FIRST_PAINT_ID, type FirstPaintRequest } from './lib/first-paint.ts';

/**
 * /auth's only script (docs/decisions/034-portal-first-load.md). The HTML already shows the sign-in
 * form, and it takes typing without the app: this script notes what the visitor asks of it before
 * the app can answer (the app then does it), fetches the sign-in page's chunks side by side once the
 * page has drawn a frame, and starts the portal only when someone touches, clicks, types in or tabs
 * into the page, or at once when the address asks for what the served form cannot show. A visitor
 * who only looks costs the phone nothing. The build fills in the URLs.
 */
declare const PORTAL_ENTRY: string;
declare const PORTAL_CHUNKS: string[];

const served = document.getElementById(FIRST_PAINT_ID);
const request = (what: FirstPaintRequest) => {
  if (served) served.dataset.request = what;
};
const noteButton = (event: Event) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || !served) return;
  if (button.getAttribute('role') !== 'tab') request('submit');
  else if (button.id === 'tab-register') request('register');
  else delete served.dataset.request;
};
// Noted on the press as well as the click: the press starts the app, and when the app takes the
// page over before the release, the served button is gone and no click follows.
served?.addEventListener('pointerdown', noteButton);
served?.addEventListener('click', noteButton);
served?.addEventListener('keydown', (event) => {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) request('submit');
});

let preloaded = false;
const preload = () => {
  if (preloaded) return;
  preloaded = true;
  for (const url of PORTAL_CHUNKS) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    document.head.append(link);
  }
};

// The app starts when a press ends, never during one: an app that took the page over between the
// press and the release would leave no served link or button for the click to land on.
let pressing = false;
const onPress = () => {
  pressing = true;
};
const onRelease = () => {
  pressing = false;
  start();
};
const onFocus = () => {
  if (!pressing) start();
};
const LISTENERS = [
  ['pointerdown', onPress],
  ['pointerup', onRelease],
  ['pointercancel', onRelease],
  ['focusin', onFocus],
  ['keydown', () => start()],
] as const;
let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const [type, listener] of LISTENERS) document.removeEventListener(type, listener, true);
  preload();
  void import(PORTAL_ENTRY);
};

/**
 * What the served form cannot show: a tab named in the address (#register), a message the app left
 * in the history entry (a reload after a password reset), no served form at all. A field already
 * focused or filled means someone got there before this script did.
 */
function startsAtOnce(): boolean {
  if (!served || location.hash) return true;
  const state = history.state as { usr?: unknown } | null;
  if (state?.usr != null) return true;
  if (served.contains(document.activeElement) && document.activeElement !== served) return true;
  return [...served.querySelectorAll('input')].some((field) => field.value !== '');
}

const atOnce = startsAtOnce();
if (!atOnce) {
  // Capture, on the document: a press or a tab anywhere counts, before any handler can stop it.
  for (const [type, listener] of LISTENERS) document.addEventListener(type, listener, { capture: true, passive: true });
}
requestAnimationFrame(() => setTimeout(() => (atOnce || startsAtOnce() ? start() : preload())));
