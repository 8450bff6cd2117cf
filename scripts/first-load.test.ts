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

test("a shell's inline styles count as CSS, gzipped", () => {
  mkdirSync(join(dist, 'inline/assets'), { recursive: true });
  const css = `body{margin:0}${'.a{color:red}'.repeat(50)}`;
  writeFileSync(join(dist, 'inline/shell.html'), `<style id="s">${css}</style><div></div><style>p{margin:0}</style>`);
  const load = measureRoute(join(dist, 'inline'), { route: '/x', html: 'shell.html', lazy: [], budgetGzipBytes: 1 });
  expect(load.cssGzipBytes).toBe(Bun.gzipSync(`${css}p{margin:0}`, { level: 9 }).byteLength);
  expect(load.jsGzipBytes).toBe(0);
});

/** A built dist/ as the CLI reads it, with the portal's entry weighing `entryGzBytes` on the wire. */
function fakeBuild(entryGzBytes: number): string {
  const dir = join(dist, `build-${entryGzBytes}`);
  for (const sub of ['assets', 'portal', 'backoffice']) mkdirSync(join(dir, sub), { recursive: true });
  const file = (name: string, gzBytes: number) => {
    writeFileSync(join(dir, 'assets', name), '');
    writeFileSync(join(dir, 'assets', `${name}.gz`), new Uint8Array(gzBytes));
  };
  file('portal-1.js', entryGzBytes);
  file('portal-chunk-dashboard-layout-a1.js', 1024);
  file('portal-chunk-dashboard-page-b2.js', 1024);
  file('portal-chunk-auth-page-c3.js', 1024);
  file('backoffice-1.js', 1024);
  writeFileSync(join(dir, 'portal/index.html'), '<script type="module" src="/assets/portal-1.js"></script>');
  writeFileSync(
    join(dir, 'portal/auth.html'),
    '<link rel="modulepreload" href="/assets/portal-chunk-auth-page-c3.js"><script type="module" src="/assets/portal-1.js"></script>',
  );
  writeFileSync(join(dir, 'backoffice/index.html'), '<script type="module" src="/assets/backoffice-1.js"></script>');
  return dir;
}

const cli = (dir: string) =>
  Bun.spawnSync(['bun', join(import.meta.dir, 'first-load.ts'), dir], { stdout: 'pipe', stderr: 'pipe' });

test('the suite step (the CLI on a build) passes within every budget and fails when one is broken', () => {
  const within = cli(fakeBuild(97 * 1024));
  expect(within.exitCode).toBe(0);
  expect(within.stdout.toString()).toContain('/dashboard           99.0 KB');

  // /auth (the entry and its page: 100 KB) stays within its 100 KB; /dashboard (two chunks on top) does not.
  const over = cli(fakeBuild(99 * 1024));
  expect(over.exitCode).toBe(1);
  expect(over.stdout.toString()).toMatch(/\/dashboard\s+101\.0 KB.*OVER BUDGET/);
  expect(over.stdout.toString()).toMatch(/\/auth\s+100\.0 KB.*OK/);
});
