/**
 * What the portal and the backoffice cost before their first screen is usable: the gzipped bytes
 * of the HTML shell's scripts, stylesheets and inline styles, plus every chunk those scripts import statically
 * (the browser fetches them before running anything), plus the lazy chunks a route cannot draw
 * without (a signed-in /dashboard needs its layout and page). Dynamic `import()`s of anything else
 * are left out: they load on navigation, on hover or when the browser is idle.
 *
 *   bun scripts/first-load.ts [distDir]   prints the table; exits non-zero when a budget is broken
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface FirstLoadRoute {
  route: string;
  /** The HTML shell the server answers this route with, relative to dist/. */
  html: string;
  /**
   * Source modules loaded lazily that this route's first screen needs, by file name without its
   * extension: the build names each lazy module's chunk after it (`portal-chunk-<name>-<hash>.js`).
   */
  lazy: string[];
  budgetGzipBytes: number;
}

export const FIRST_LOAD_ROUTES: FirstLoadRoute[] = [
  { route: '/auth', html: 'portal/auth.html', lazy: ['auth-page'], budgetGzipBytes: 100 * 1024 },
  {
    route: '/dashboard',
    html: 'portal/index.html',
    lazy: ['dashboard-layout', 'dashboard-page'],
    budgetGzipBytes: 100 * 1024,
  },
  { route: '/admin', html: 'backoffice/index.html', lazy: [], budgetGzipBytes: 250 * 1024 },
];

export interface FirstLoad {
  route: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  budgetGzipBytes: number;
  /** Every asset counted, as URLs. */
  files: string[];
}

/** Bytes on the wire for one built file: its .gz twin, or the file gzipped now. */
function gzipBytes(path: string): number {
  if (existsSync(`${path}.gz`)) return readFileSync(`${path}.gz`).byteLength;
  if (!existsSync(path)) throw new Error(`${path} is referenced but not built`);
  return Bun.gzipSync(readFileSync(path), { level: 9 }).byteLength;
}

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]+)"`))?.[1];

/**
 * The relative modules a chunk imports statically: `import … from "./x.js"`, `import "./x.js"`
 * and `export … from "./x.js"`. A dynamic `import("./x.js")` has a parenthesis before its quote,
 * which the pattern does not allow.
 */
export function staticImports(code: string): string[] {
  const found = code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g);
  return [...new Set([...found].map((m) => m[1] as string))];
}

/** The URL of the chunk the build made for one lazily loaded module (named after it). */
export function lazyChunk(distDir: string, name: string, route = name): string {
  const assets = join(distDir, 'assets');
  const file = [...new Bun.Glob(`*-chunk-${name}-*.js`).scanSync(assets)].find((f) =>
    new RegExp(`-chunk-${name}-[a-z0-9]+\\.js$`).test(f),
  );
  if (!file) throw new Error(`${route}: no chunk built for the lazy module ${name}`);
  return `/assets/${file}`;
}

/** These scripts and every chunk they import statically, as URLs. */
export function staticGraph(distDir: string, urls: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...urls];
  while (queue.length > 0) {
    const url = queue.shift() as string;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(join(distDir, url), 'utf8');
    for (const spec of staticImports(code)) queue.push(new URL(spec, `http://x${url}`).pathname);
  }
  return seen;
}

/** Sums what one route loads first, walking the static import graph from the shell's tags. */
export function measureRoute(distDir: string, route: FirstLoadRoute): FirstLoad {
  const html = readFileSync(join(distDir, route.html), 'utf8');
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].map((m) => m[0]);
  const scripts = tags
    .filter((tag) => tag.startsWith('<script') || attribute(tag, 'rel') === 'modulepreload')
    .map((tag) => attribute(tag, 'src') ?? attribute(tag, 'href'))
    .filter((url): url is string => !!url && url.startsWith('/'));
  const styles = tags
    .filter((tag) => attribute(tag, 'rel') === 'stylesheet')
    .map((tag) => attribute(tag, 'href'))
    .filter((url): url is string => !!url && url.startsWith('/'));
  const lazy = route.lazy.map((name) => lazyChunk(distDir, name, route.route));
  const seen = staticGraph(distDir, [...scripts, ...lazy]);
  const sum = (urls: Iterable<string>) => [...urls].reduce((n, url) => n + gzipBytes(join(distDir, url)), 0);
  const css = new Set(styles);
  // /auth's shell carries the sign-in form's styles inline: bytes the first paint waits for like a stylesheet's.
  const inline = [...html.matchAll(/<style\b[^>]*>([^<]*)<\/style>/g)].map((m) => m[1]).join('');
  const inlineGzipBytes = inline ? Bun.gzipSync(inline, { level: 9 }).byteLength : 0;
  return {
    route: route.route,
    jsGzipBytes: sum(seen),
    cssGzipBytes: sum(css) + inlineGzipBytes,
    budgetGzipBytes: route.budgetGzipBytes,
    files: [...seen, ...css],
  };
}

export const measureFirstLoads = (distDir: string) => FIRST_LOAD_ROUTES.map((route) => measureRoute(distDir, route));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line a route, as bench.ts prints them. */
export function formatFirstLoad(load: FirstLoad): string {
  const total = load.jsGzipBytes + load.cssGzipBytes;
  const verdict = total <= load.budgetGzipBytes ? 'OK' : 'OVER BUDGET';
  return `${load.route.padEnd(21)}${kb(load.jsGzipBytes).padEnd(12)}${kb(load.cssGzipBytes).padEnd(12)}${load.files.length} files, budget ${kb(load.budgetGzipBytes)} ${verdict}`;
}

if (import.meta.main) {
  const distDir = process.argv[2] ?? process.env.DIST_DIR ?? join(import.meta.dir, '..', 'dist');
  console.log('first load           JS (gzip)   CSS (gzip)');
  for (const load of measureFirstLoads(distDir)) {
    console.log(formatFirstLoad(load));
    if (load.jsGzipBytes + load.cssGzipBytes > load.budgetGzipBytes) process.exitCode = 1;
  }
}
