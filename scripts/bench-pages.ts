/**
 * What each public page costs to load: the gzipped bytes of the JavaScript and
 * CSS its built HTML references (module scripts and stylesheets), read from
 * dist/ exactly as the server sends them (the .gz twins). The budget: the home
 * page under 60 KB of gzipped JavaScript, widgets included.
 *
 *   bun scripts/bench-pages.ts [distDir]   prints the table on its own
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLIC_PAGES } from '../domain/routes.ts';

export interface PageWeight {
  page: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
}

/** Bytes on the wire for one same-origin asset URL: its .gz twin, or the file gzipped now. */
function gzipBytes(distDir: string, url: string): number {
  const path = join(distDir, new URL(url, 'http://localhost').pathname);
  if (existsSync(`${path}.gz`)) return readFileSync(`${path}.gz`).byteLength;
  if (!existsSync(path)) throw new Error(`${url} is referenced but not built (${path})`);
  return Bun.gzipSync(readFileSync(path), { level: 9 }).byteLength;
}

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]+)"`))?.[1];

export async function measurePages(distDir: string): Promise<PageWeight[]> {
  const weights: PageWeight[] = [];
  for (const [path, name] of Object.entries(PUBLIC_PAGES)) {
    const html = await Bun.file(join(distDir, 'site', `${name}.html`)).text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
      .map((m) => attribute(m[0], 'src'))
      .filter((src): src is string => !!src);
    const styles = [...html.matchAll(/<link\b[^>]*>/g)]
      .filter((m) => attribute(m[0], 'rel') === 'stylesheet')
      .map((m) => attribute(m[0], 'href'))
      .filter((href): href is string => !!href);
    weights.push({
      page: path,
      jsGzipBytes: [...new Set(scripts)].reduce((sum, src) => sum + gzipBytes(distDir, src), 0),
      cssGzipBytes: [...new Set(styles)].reduce((sum, href) => sum + gzipBytes(distDir, href), 0),
    });
  }
  return weights;
}

if (import.meta.main) {
  const distDir = process.argv[2] ?? process.env.DIST_DIR ?? 'dist';
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`${'page'.padEnd(12)}${'JS gz'.padEnd(10)}CSS gz`);
  for (const w of await measurePages(distDir))
    console.log(`${w.page.padEnd(12)}${kb(w.jsGzipBytes).padEnd(10)}${kb(w.cssGzipBytes)}`);
}
