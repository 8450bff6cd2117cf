import { afterAll, expect, test } from 'bun:test';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUBLIC_PAGES } from '../domain/routes.ts';
import { measurePages } from './bench-pages.ts';

const dist = join(tmpdir(), `firm-bench-pages-${crypto.randomUUID()}`);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

test('sums the gzipped JS and CSS each page references, preferring the .gz twins', async () => {
  for (const dir of ['site', 'assets', 'widgets']) mkdirSync(join(dist, dir), { recursive: true });
  writeFileSync(join(dist, 'assets/site-1.js'), 'x');
  writeFileSync(join(dist, 'assets/site-1.js.gz'), new Uint8Array(100));
  writeFileSync(join(dist, 'widgets/v1.js'), 'y');
  writeFileSync(join(dist, 'widgets/v1.js.gz'), new Uint8Array(1000));
  writeFileSync(join(dist, 'assets/site-1.css'), 'body{}');
  writeFileSync(join(dist, 'assets/site-1.css.gz'), new Uint8Array(50));
  const head =
    '<link rel="stylesheet" href="/assets/site-1.css"/><script type="module" src="/assets/site-1.js"></script>';
  for (const name of Object.values(PUBLIC_PAGES)) {
    const widgets = name === 'index' ? '<script type="module" src="/widgets/v1.js"></script>' : '';
    writeFileSync(
      join(dist, 'site', `${name}.html`),
      `<!doctype html><html><head>${head}${widgets}<script type="application/ld+json">{}</script></head></html>`,
    );
  }
  const weights = await measurePages(dist);
  expect(weights).toHaveLength(7);
  expect(weights.find((w) => w.page === '/')).toEqual({ page: '/', jsGzipBytes: 1100, cssGzipBytes: 50 });
  expect(weights.find((w) => w.page === '/faq')).toEqual({ page: '/faq', jsGzipBytes: 100, cssGzipBytes: 50 });
});
