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

/** Removes the served form (if still there) and moves the cursor to the app's field of the same name. */
export function dropFirstPaint(): void {
  const served = servedForm();
  if (!served) return;
  const focused = document.activeElement;
  const field = focused instanceof HTMLInputElement && served.contains(focused) ? focused : null;
  const selection = field ? [field.selectionStart, field.selectionEnd] : null;
  served.remove();
  document.getElementById(FIRST_PAINT_STYLE_ID)?.remove();
  if (!field) return;
  const same = document.querySelector<HTMLInputElement>(`#root input[name="${field.name}"]`);
  if (!same) return;
  same.focus();
  if (selection?.[0] != null && selection[1] != null) same.setSelectionRange(selection[0], selection[1]);
}
