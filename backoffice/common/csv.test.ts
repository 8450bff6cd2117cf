import { describe, expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { neutraliseCell, toCsv } from './csv.ts';

describe('neutraliseCell', () => {
  test('prefixes an apostrophe to text a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutraliseCell(`${start}HYPERLINK("http://evil.example","x")`)).toBe(
        `'${start}HYPERLINK("http://evil.example","x")`,
      );
    }
    expect(neutraliseCell('=1+2')).toBe("'=1+2");
  });

  test('leaves other text as it is', () => {
    for (const text of ['', 'Sipho Dlamini', 'a=b', ' =1', '1-2', "'quoted", 'Ṱhalitha Ṋemaṱhaṋi']) {
      expect(neutraliseCell(text)).toBe(text);
    }
  });
});

describe('toCsv', () => {
  test('neutralises every text cell, in values, lists and objects, but not numbers', () => {
    const csv = toCsv([
      { name: '=cmd|"/c calc"!A1', tags: ['@SUM(1)', 'ok'], details: { a: 1 }, amount: -5, paid: true, note: null },
      { name: 'Plain, with comma', extra: '+27 82 000 0000' },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'name,tags,details,amount,paid,note,extra',
      `"'=cmd|""/c calc""!A1",'@SUM(1); ok,"{""a"":1}",-5,true,,`,
      '"Plain, with comma",,,,,,\'+27 82 000 0000',
    ]);
  });

  test('an empty export is an empty file', () => {
    expect(toCsv([])).toBe('');
  });
});

/** Every list file of the backoffice, read as text. */
function listSources(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listSources(path);
    return entry.name.endsWith('.tsx') ? [{ file: path, text: readFileSync(path, 'utf8') }] : [];
  });
}

test("every backoffice list exports through the shared exporter, or not at all (never react-admin's default)", () => {
  const lists = listSources(join(import.meta.dir, '..')).flatMap(({ file, text }) =>
    [...text.matchAll(/<List\b[^>]*>/g)].map((match) => ({ file, tag: match[0] })),
  );
  expect(lists.length).toBeGreaterThanOrEqual(12);
  for (const { file, tag } of lists) {
    expect(/exporter=\{(csvExporter|false)\}/.test(tag), `${file}: ${tag}`).toBe(true);
  }
});
