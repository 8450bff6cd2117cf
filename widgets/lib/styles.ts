/**
 * The forms' styles. Colours, font and shape come from CSS custom properties
 * the host page may set on the element (they inherit into the shadow root):
 * --firm-primary, --firm-focus, --firm-on-primary, --firm-text, --firm-muted, --firm-bg,
 * --firm-field, --firm-border, --firm-error, --firm-radius, --firm-font,
 * --firm-pad. Sizes are in px, never rem, so the host's root font size cannot
 * shrink them.
 */
export const FORM_CSS =
  ':host{container-type:inline-size!important}' +
  'form{font:16px/1.5 var(--firm-font,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif);color:var(--firm-text,#1f2937);background:var(--firm-bg,#fff);padding:var(--firm-pad,0);display:grid;gap:16px;text-align:left}' +
  '.f{display:grid;gap:6px;min-width:0;margin:0;padding:0;border:0}' +
  'label,legend{font-weight:600;font-size:15px;padding:0}' +
  '.o{font-weight:400;color:var(--firm-muted,#4b5563)}' +
  'input,select,textarea{font:inherit;color:inherit;background:var(--firm-field,#fff);border:1px solid var(--firm-border,#6b7280);border-radius:var(--firm-radius,8px);padding:10px 12px;width:100%;min-height:44px;margin:0}' +
  'textarea{min-height:120px;resize:vertical}' +
  ':focus-visible{outline:3px solid var(--firm-focus,var(--firm-primary,#0f766e));outline-offset:2px}' +
  '[aria-invalid=true]{border:2px solid var(--firm-error,#b91c1c)}' +
  '.e{color:var(--firm-error,#b91c1c);font-size:14px;margin:0}' +
  '.c{display:flex;gap:10px;align-items:flex-start;font-weight:400}' +
  '.c input{width:20px;height:20px;min-height:0;margin:2px 0 0;flex:none;accent-color:var(--firm-primary,#0f766e)}' +
  '.c [aria-invalid=true]{outline:2px solid var(--firm-error,#b91c1c);outline-offset:1px}' +
  'a{color:var(--firm-primary,#0f766e)}' +
  'button{font:inherit;font-weight:600;cursor:pointer;border:0;border-radius:var(--firm-radius,8px);padding:12px 20px;min-height:44px;background:var(--firm-primary,#0f766e);color:var(--firm-on-primary,#fff);justify-self:start}' +
  'button:disabled{opacity:.75;cursor:progress}' +
  '.a{display:grid;gap:12px}.n>p{margin:0;border-radius:var(--firm-radius,8px);padding:12px 14px;border:1px solid}' +
  '.ok{background:#ecfdf5;border-color:#047857;color:#065f46}.bad{background:#fef2f2;border-color:#b91c1c;color:#991b1b}' +
  '.hp{position:absolute;left:-9999px;width:1px;height:1px;overflow:hidden}' +
  '@container (min-width:560px){form{grid-template-columns:1fr 1fr}.w{grid-column:1/-1}}';
