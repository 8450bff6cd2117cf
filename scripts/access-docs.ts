/**
 * Writes the README's "Who may call what" tables and docs/access-matrix.md from the
 * access matrix (api/core/access/access-matrix.ts). api/core/access/access-docs.test.ts fails
 * until they are current.
 */
import { join } from 'node:path';
import { matrixDocument, README_END, README_START, readmeSection } from '../api/core/access/access-docs.ts';

const root = join(import.meta.dir, '..');
const source = await Bun.file(join(root, 'api/core/access/access-matrix.ts')).text();
const readmePath = join(root, 'README.md');
const readme = await Bun.file(readmePath).text();
const start = readme.indexOf(README_START);
const end = readme.indexOf(README_END);
if (start < 0 || end < start) throw new Error(`README.md lacks the markers ${README_START} … ${README_END}`);
await Bun.write(readmePath, readme.slice(0, start) + readmeSection(source) + readme.slice(end + README_END.length));
await Bun.write(join(root, 'docs/access-matrix.md'), matrixDocument(source));
console.log('Wrote README.md (Who may call what) and docs/access-matrix.md');
