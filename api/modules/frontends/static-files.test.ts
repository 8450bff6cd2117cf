import { afterAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_REMEMBERED_MISSES, StaticFiles } from './static-files.ts';

const root = mkdtempSync(join(tmpdir(), 'static-files-'));
writeFileSync(join(root, 'app.js'), 'console.log(1)');
afterAll(() => rmSync(root, { recursive: true, force: true }));
const get = (files: StaticFiles, path: string) => files.serve(new Request('http://localhost/'), path, 'immutable');

describe('StaticFiles', () => {
  test('made-up paths are remembered only up to the cap, however many are asked for', () => {
    const files = new StaticFiles(root);
    for (let i = 0; i < MAX_REMEMBERED_MISSES * 5; i++) expect(get(files, `made-up-${i}.js`)).toBeNull();
    expect(files.rememberedMisses).toBe(MAX_REMEMBERED_MISSES);
    expect(get(files, 'app.js')?.status).toBe(200);
  });

  test('the least recently asked miss is forgotten first, so a file that appears later is found', async () => {
    const files = new StaticFiles(root, 3);
    for (const name of ['a.js', 'b.js', 'c.js']) get(files, name);
    get(files, 'a.js'); // a is now the most recent
    get(files, 'd.js'); // b goes
    writeFileSync(join(root, 'a.js'), 'a');
    writeFileSync(join(root, 'b.js'), 'b');
    expect(files.rememberedMisses).toBe(3);
    expect(get(files, 'b.js')?.status).toBe(200); // forgotten, so looked up again
    expect(get(files, 'a.js')).toBeNull(); // still remembered as missing
  });

  test('spellings of one file share one entry, and nothing outside the root is served', async () => {
    const files = new StaticFiles(root);
    const first = get(files, 'app.js');
    const second = get(files, './x/../app.js');
    expect(await second?.text()).toBe(await first?.text());
    expect(get(files, '../../etc/passwd')).toBeNull();
  });
});
