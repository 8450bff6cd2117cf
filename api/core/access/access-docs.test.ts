import { expect, test } from 'bun:test';
import { join } from 'node:path';
import { matrixDocument, README_END, README_START, readmeSection } from './access-docs.ts';

const root = join(import.meta.dir, '../../..');
const source = await Bun.file(join(import.meta.dir, 'access-matrix.ts')).text();

test("the README's access tables are the matrix's (run `bun scripts/access-docs.ts`)", async () => {
  const readme = await Bun.file(join(root, 'README.md')).text();
  const section = readme.slice(readme.indexOf(README_START), readme.indexOf(README_END) + README_END.length);
  expect(section).toBe(readmeSection(source));
});

test('docs/access-matrix.md is the matrix (run `bun scripts/access-docs.ts`)', async () => {
  expect(await Bun.file(join(root, 'docs/access-matrix.md')).text()).toBe(matrixDocument(source));
});
