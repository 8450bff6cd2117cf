/**
 * /auth's HTML carries the sign-in form drawn at build time (scripts/build/sign-in-first-paint.tsx),
 * so the form paints before any script arrives. Its button cannot submit; a click on it, or Enter,
 * is noted and done by the app (docs/decisions/034-portal-first-load.md). The app takes the form
 * over the moment its own sign-in form is drawn, keeping what the visitor typed and where the cursor
 * was, in one frame, so nothing moves.
 */
export const FIRST_PAINT_ID = 'first-paint';
/** What the visitor asked of the served form before the app arrived (noted by portal/auth-starter.ts). */
export type FirstPaintRequest = 'submit' | 'register';
export const FIRST_PAINT_STYLE_ID = 'first-paint-style';

function servedForm(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(FIRST_PAINT_ID);
}

/** What the visitor typed into the served form's field of that name before the script arrived. */
export function typedBeforeStart(name: string): string {
  const field = servedForm()?.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  return field?.value ?? '';
}

/** What the visitor asked of the served form before the app arrived, if anything. */
export function requestedBeforeStart(): FirstPaintRequest | null {
  const asked = servedForm()?.dataset.request;
  return asked === 'submit' || asked === 'register' ? asked : null;
}

const FOCUSABLE = 'a[href], button, input';
const APP_FOCUSABLE = '#root main a[href], #root main button, #root main input';

/**
 * Removes the served form (if still there) and puts the cursor on the app's element in the same place:
 * the field of the same name, with its selection, or the link or button at the same position in the
 * card (the two cards are the same component), so a keyboard or screen reader user is not sent back
 * to the top of the page.
 */
export function dropFirstPaint(): void {
  const served = servedForm();
  if (!served) return;
  const focused = document.activeElement;
  const inCard = focused instanceof HTMLElement && served.contains(focused) ? focused : null;
  const field = inCard instanceof HTMLInputElement ? inCard : null;
  const selection = field ? [field.selectionStart, field.selectionEnd] : null;
  const position = inCard ? [...served.querySelectorAll(FOCUSABLE)].indexOf(inCard) : -1;
  served.remove();
  document.getElementById(FIRST_PAINT_STYLE_ID)?.remove();
  if (!inCard) return;
  const same = field
    ? document.querySelector<HTMLInputElement>(`#root input[name="${field.name}"]`)
    : document.querySelectorAll<HTMLElement>(APP_FOCUSABLE)[position];
  if (!same) return;
  same.focus();
  if (same instanceof HTMLInputElement && selection?.[0] != null && selection[1] != null)
    same.setSelectionRange(selection[0], selection[1]);
}
