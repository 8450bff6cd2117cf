/**
 * Builds every front end into dist/:
 *   dist/assets/    content-hashed JS and CSS (served with a one-year immutable cache)
 *   dist/site/      the marketing pages, pre-rendered to HTML, with sitemap.xml and robots.txt
 *   dist/portal/    the portal's HTML shell, and /auth's, which preloads the sign-in page's chunks
 *   dist/backoffice/the backoffice's HTML shell
 *   dist/widgets/   v1.js at a stable URL for partners
 * Every text file gets a .gz twin so the server never compresses per request.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import type { BunPlugin } from 'bun';
import { publicUrlFrom } from '../site/lib/site-context.tsx';
import { PAGES, type PageName } from '../site/pages/index.tsx';
import { renderPage } from '../site/render-page.tsx';
import { robotsTxt, sitemapXml } from '../site/seo/sitemap.ts';
import { uploadLinkShell } from '../site/upload-link/shell.ts';
import { signInFirstPaint } from './build/sign-in-first-paint.tsx';
import { lazyChunk, staticGraph } from './first-load.ts';

const root = join(import.meta.dir, '..');
const dist = resolve(root, process.env.DIST_DIR ?? 'dist');
const assets = join(dist, 'assets');
const production = { 'process.env.NODE_ENV': '"production"' };

rmSync(dist, { recursive: true, force: true });
mkdirSync(assets, { recursive: true });

/**
 * The portal runs on Preact's React layer: react-dom alone is ~60 KB gzipped, more than half of the
 * portal's first-load budget, and preact/compat draws the same MUI screens for ~10 KB
 * (docs/decisions/034-portal-first-load.md). Only the portal: the backoffice's react-admin stays on React.
 */
const REACT_ON_PREACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};
const reactOnPreact: BunPlugin = {
  name: 'react-on-preact',
  setup(build) {
    build.onResolve({ filter: /^react(-dom)?(\/[\w/-]+)?$/ }, ({ path }) => {
      const target = REACT_ON_PREACT[path];
      if (!target) throw new Error(`${path} has no Preact equivalent in the portal build`);
      return { path: Bun.resolveSync(target, root) };
    });
  },
};

/**
 * The portal's theme (portal/app/theme.ts) sets neither `cssVariables` nor `colorSchemes`, so MUI's
 * createTheme and ThemeProvider take their plain paths; their static imports of the CSS-variables
 * theme and provider still weigh ~6 KB gzipped in the first load. Those two imports, from those two
 * files only, get a stand-in that throws if a theme with CSS variables ever reaches them.
 */
const muiWithoutCssVariables: BunPlugin = {
  name: 'mui-without-css-variables',
  setup(build) {
    const standIn = { path: join(import.meta.dir, 'build/mui-without-css-variables.mjs') };
    build.onResolve({ filter: /^\.\/(createThemeWithVars|ThemeProviderWithVars)\.mjs$/ }, ({ importer }) =>
      /@mui\/material\/styles\/(createTheme|ThemeProvider|index)\.mjs$/.test(importer) ? standIn : undefined,
    );
    // @mui/system's index re-exports its CSS-variables makers, and Bun keeps them once the index is split across chunks.
    build.onResolve({ filter: /^\.\/cssVars\/\w+\.mjs$/ }, ({ importer }) =>
      /@mui\/system\/index\.mjs$/.test(importer) ? standIn : undefined,
    );
  },
};

/**
 * Bundles one entry into dist/assets with a content hash; returns its public URL.
 * With `splitting`, dynamic imports become their own hashed chunks, fetched when first needed;
 * a chunk is named after its module (scripts/first-load.ts finds a route's lazy pages by it).
 */
async function bundle(entry: string, name: string, splitting = false, plugins: BunPlugin[] = []): Promise<string> {
  const result = await Bun.build({
    entrypoints: [join(root, entry)],
    outdir: assets,
    splitting,
    naming: { entry: `${name}-[hash].[ext]`, chunk: `${name}-chunk-[name]-[hash].[ext]` },
    target: 'browser',
    format: 'esm',
    minify: true,
    define: production,
    plugins,
  });
  if (!result.success) throw new AggregateError(result.logs, `Build of ${entry} failed`);
  const output = result.outputs.find((o) => o.kind === 'entry-point');
  if (!output) throw new Error(`No output for ${entry}`);
  return `/assets/${basename(output.path)}`;
}

/** Copies a stylesheet to dist/assets under a content-hashed name. */
async function stylesheet(source: string, name: string): Promise<string> {
  const text = await Bun.file(join(root, source)).text();
  const file = `${name}-${Bun.hash(text).toString(36).slice(0, 8)}.css`;
  writeFileSync(join(assets, file), text);
  return `/assets/${file}`;
}

/**
 * /auth's only script (portal/auth-starter.ts), told the portal's entry and the sign-in page's
 * chunks, which it fetches side by side once the served form has painted.
 */
async function authStarter(entry: string, chunks: Iterable<string>): Promise<string> {
  const result = await Bun.build({
    entrypoints: [join(root, 'portal/auth-starter.ts')],
    outdir: assets,
    naming: 'portal-auth-starter-[hash].[ext]',
    // The portal's files are already built: imported by URL, not bundled again.
    external: ['/assets/*'],
    target: 'browser',
    format: 'esm',
    minify: true,
    define: { ...production, PORTAL_ENTRY: JSON.stringify(entry), PORTAL_CHUNKS: JSON.stringify([...chunks]) },
  });
  const output = result.outputs.find((o) => o.kind === 'entry-point');
  if (!result.success || !output) throw new AggregateError(result.logs, 'Build of portal/auth-starter.ts failed');
  return `/assets/${basename(output.path)}`;
}

/** `firstPaint`: what the shell draws before its script arrives (the sign-in form on /auth). */
function spaShell(
  title: string,
  script: string,
  preload: Iterable<string> = [],
  firstPaint = { head: '', body: '' },
): string {
  const preloads = [...preload].map((url) => `<link rel="modulepreload" href="${url}">\n`).join('');
  return `<!doctype html>
<html lang="en-ZA">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" href="data:,">
${firstPaint.head}${preloads}<script type="module" src="${script}"></script>
</head>
<body>
${firstPaint.body}<div id="root"></div>
<noscript>This part of the site needs JavaScript.</noscript>
</body>
</html>
`;
}

function write(path: string, text: string) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
}

const started = performance.now();

const [portalJs, backofficeJs, siteCss, siteJs, uploadLinkJs] = await Promise.all([
  // The portal's password-strength dictionary is loaded when someone types a new password, never at first paint.
  bundle('portal/main.tsx', 'portal', true, [reactOnPreact, muiWithoutCssVariables]),
  bundle('backoffice/main.tsx', 'backoffice', true),
  stylesheet('site/styles.css', 'site'),
  bundle('site/islands/site.ts', 'site'),
  // A request's upload link: its own small page, never the portal's bundle (phones on prepaid data).
  bundle('site/upload-link/main.ts', 'upload-link', true),
]);

// Site pages: firm details and PUBLIC_URL come from the environment at build time.
// Every page loads its island and the widgets (the floating contact control is on each).
const builtAt = new Date();
for (const name of Object.keys(PAGES) as PageName[]) {
  const html = renderPage(name, {
    stylesheet: siteCss,
    scripts: [siteJs, '/widgets/v1.js'],
    env: process.env,
    builtAt,
  });
  write(join(dist, 'site', `${name}.html`), html);
}
const publicUrl = publicUrlFrom(process.env);
write(join(dist, 'site/sitemap.xml'), sitemapXml(publicUrl, builtAt));
write(join(dist, 'site/robots.txt'), robotsTxt(publicUrl));
write(join(dist, 'portal/index.html'), spaShell('Client portal', portalJs));
// /auth's own shell draws the sign-in form, so it paints before any script; its script then fetches
// the sign-in page's chunks side by side rather than one import after another. Every other portal
// path takes the plain shell.
const signInChunks = staticGraph(dist, [portalJs, lazyChunk(dist, 'auth-page')]);
write(
  join(dist, 'portal/auth.html'),
  spaShell('Client portal', await authStarter(portalJs, signInChunks), [], signInFirstPaint()),
);
write(join(dist, 'backoffice/index.html'), spaShell('Backoffice', backofficeJs));
write(join(dist, 'upload/index.html'), uploadLinkShell(uploadLinkJs));

// Widgets: a stable name (partners embed the URL), built with the nearest tsconfig (Preact JSX).
const widgets = await Bun.build({
  entrypoints: [join(root, 'widgets/v1.ts')],
  outdir: join(dist, 'widgets'),
  naming: 'v1.[ext]',
  target: 'browser',
  format: 'esm',
  minify: true,
  define: production,
});
if (!widgets.success) throw new AggregateError(widgets.logs, 'Widget build failed');

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}
for (const file of walk(dist)) {
  if (/\.(js|css|html|svg|json|txt|xml)$/.test(file))
    writeFileSync(`${file}.gz`, Bun.gzipSync(await Bun.file(file).bytes(), { level: 9 }));
}

const sizes = [...walk(dist)]
  .filter((f) => !f.endsWith('.gz'))
  .map((f) => `${relative(dist, f)} ${(statSync(f).size / 1024).toFixed(1)} KB`);
console.log(`Built ${sizes.length} files in ${Math.round(performance.now() - started)} ms\n  ${sizes.join('\n  ')}`);
