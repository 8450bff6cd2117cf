/** The small pages of the unsubscribe link: they work signed out, with no script. */
import { escapeHtml } from '../../lib/escape-html.ts';
import type { FirmDetails } from '../../../domain/firm.ts';
import { HTML_SECURITY_HEADERS } from '../../lib/security-headers.ts';

export function unsubscribePage(
  firm: FirmDetails,
  status: number,
  title: string,
  paragraphs: string[],
  form?: { action: string; button: string },
): Response {
  const body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · ${escapeHtml(firm.name)}</title>
<style>
body{margin:0;background:#f4f6f5;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1f2933}
main{max-width:480px;margin:48px auto;padding:28px;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.firm{font-weight:700;color:#0b3d35;margin:0 0 20px}
h1{font-size:1.4rem;margin:0 0 12px}
p{line-height:1.5}
button{background:#0b6e4f;color:#fff;border:0;border-radius:6px;padding:12px 20px;font-size:1rem;font-weight:700;cursor:pointer}
button:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
a{color:#0b6e4f}
</style></head>
<body><main>
<p class="firm">${escapeHtml(firm.name)}</p>
<h1>${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}
${form ? `<form method="post" action="${escapeHtml(form.action)}"><button type="submit">${escapeHtml(form.button)}</button></form>` : ''}
</main></body></html>`;
  return new Response(body, {
    status,
    headers: {
      ...HTML_SECURITY_HEADERS,
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
      'cache-control': 'no-store',
    },
  });
}
