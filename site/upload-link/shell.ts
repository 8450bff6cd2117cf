/** The link page's HTML: its own small stylesheet inline, its script from this origin. */
export function uploadLinkShell(script: string): string {
  return `<!doctype html>
<html lang="en-ZA">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<title>Send documents to your accountant</title>
<link rel="icon" href="data:,">
<style>
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f4f6f5;color:#1f2933}
header{background:#0b3d35;color:#fff;padding:14px 20px}
.firm{margin:0;font-weight:700;font-size:18px}
.card{background:#fff;max-width:560px;margin:16px auto;padding:20px;border-radius:10px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
@media (max-width:600px){.card{margin:0;border-radius:0;box-shadow:none}}
.eyebrow{margin:0;color:#52606d;font-size:14px}
h1{margin:4px 0 8px;font-size:24px;line-height:1.25;color:#0b3d35}
.description{margin:0 0 8px;white-space:pre-wrap}
.due{margin:0 0 16px;font-weight:600}
.sources{display:flex;flex-wrap:wrap;gap:12px;margin:16px 0 4px}
.button,button{font:inherit;font-weight:600;border-radius:8px;padding:12px 18px;cursor:pointer;border:2px solid #0b6e4f;background:#fff;color:#0b6e4f;min-height:48px;display:inline-flex;align-items:center;justify-content:center}
button.primary{background:#0b6e4f;color:#fff;width:100%;margin-top:16px}
button:disabled{opacity:.5;cursor:default}
button.link{border:0;background:none;padding:4px 8px;min-height:0;color:#b42318;font-weight:500}
.hint{color:#52606d;font-size:14px;margin:4px 0 8px}
.files{list-style:none;padding:0;margin:8px 0}
.files li{display:flex;justify-content:space-between;align-items:center;gap:8px;padding:8px 0;border-bottom:1px solid #e4e7eb;word-break:break-all}
.notice{padding:12px 14px;border-radius:8px;margin:12px 0}
.notice.error{background:#fef3f2;color:#912018}
.notice.done{background:#ecfdf3;color:#05603a}
progress{width:100%;height:12px;margin-top:12px}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
footer{max-width:560px;margin:16px auto;padding:0 20px;color:#52606d;font-size:13px}
.scanner{border:1px solid #e4e7eb;border-radius:10px;padding:12px;margin:12px 0;width:100%}
.pages{display:grid;grid-template-columns:repeat(auto-fill,minmax(96px,1fr));gap:10px;margin:8px 0;padding:0;list-style:none}
.pages li{border:1px solid #e4e7eb;border-radius:8px;padding:4px;text-align:center;font-size:13px}
.pages img{width:100%;height:110px;object-fit:contain;background:#f4f6f5}
.pages .tools{display:flex;justify-content:center;gap:2px;flex-wrap:wrap}
.pages .tools button{min-height:36px;padding:4px 8px;border-width:1px;font-weight:500}
</style>
<script type="module" src="${script}"></script>
</head>
<body>
<div id="root"><main class="card"><p>Loading…</p></main></div>
<noscript>This page needs JavaScript to send your documents.</noscript>
</body>
</html>
`;
}
