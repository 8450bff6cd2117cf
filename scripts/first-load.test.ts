import { afterAll, expect, test } from 'bun:test';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureRoute, staticImports } from './first-load.ts';

const dist = join(tmpdir(), `firm-first-load-${crypto.randomUUID()}`);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

test('static imports count, dynamic import() does not', () => {
  const code =
    'import{a as b}from"./p-chunk-main-1.js";import"./p-chunk-main-2.js";export{c}from"./p-chunk-main-3.js";' +
    'const d=()=>import("./p-chunk-settings-page-4.js");';
  expect(staticImports(code)).toEqual(['./p-chunk-main-1.js', './p-chunk-main-2.js', './p-chunk-main-3.js']);
});

test('a route costs its shell, the static graph and the lazy chunks it names, gzipped twins preferred', () => {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, 'portal'), { recursive: true });
  const file = (name: string, code: string, gzBytes: number) => {
    writeFileSync(join(dist, 'assets', name), code);
    writeFileSync(join(dist, 'assets', `${name}.gz`), new Uint8Array(gzBytes));
  };
  file('p-1.js', 'import{x}from"./p-chunk-main-a.js";import("./p-chunk-page-b.js");', 100);
  file('p-chunk-main-a.js', 'export const x=1;', 10);
  file('p-chunk-page-b.js', 'import{x}from"./p-chunk-main-a.js";import"./p-chunk-main-c.js";', 1000);
  file('p-chunk-main-c.js', '', 1);
  writeFileSync(join(dist, 'portal/index.html'), '<script type="module" src="/assets/p-1.js"></script>');
  const base = { route: '/x', html: 'portal/index.html', budgetGzipBytes: 1 };
  expect(measureRoute(dist, { ...base, lazy: [] }).jsGzipBytes).toBe(110);
  expect(measureRoute(dist, { ...base, lazy: ['page'] }).jsGzipBytes).toBe(1111);
  expect(() => measureRoute(dist, { ...base, lazy: ['gone'] })).toThrow('no chunk built');
});
