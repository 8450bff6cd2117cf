import { afterAll, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { CachedReads } from './cached-reads.ts';

const dir = mkdtempSync(join(tmpdir(), 'cached-reads-'));
const path = join(dir, 'app.db');
const client = createClient({ url: `file:${path}` });
await client.execute('create table a (id text primary key, n integer, at integer, ok integer, note text)');
await client.execute('create table b (id text primary key, a_id text)');
await client.execute("insert into a values ('x', 7, 1700000000000, 1, null), ('y', 8, 1700000000001, 0, 'hi')");
await client.execute("insert into b values ('b1', 'x')");
const reads = new CachedReads(path, 1000);

afterAll(() => {
  reads.close();
  client.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Everything a reader of a row can see: by name (enumerable), by index, length, JSON. */
const seen = (rows: ArrayLike<unknown>[]) =>
  rows.map((row) => ({
    keys: Object.keys(row),
    json: JSON.stringify(row),
    values: Array.prototype.slice.call(row),
    length: row.length,
  }));

test.each([
  ['select * from a order by id', []],
  ['select id, n from a where id = ?', ['y']],
  // Two columns named id: the name gives the first, the index gives both.
  ['select a.id, b.id from a join b on b.a_id = a.id', []],
  ['select count(*) as c from a where n > ?', [0]],
])('%s answers as the libSQL client does', async (sql, args) => {
  const expected = await client.execute({ sql, args });
  const cached = reads.execute({ sql, args });
  expect(cached).toBeDefined();
  expect(cached?.columns).toEqual(expected.columns);
  expect(cached?.columnTypes).toEqual(expected.columnTypes);
  expect(seen(cached?.rows ?? [])).toEqual(seen(expected.rows));
  // A second run reuses the prepared statement and sees a later write.
  await client.execute("update a set n = n + 1 where id = 'x'");
  expect(seen(reads.execute({ sql, args })?.rows ?? [])).toEqual(seen((await client.execute({ sql, args })).rows));
});

test('what it cannot answer exactly is left to the client', () => {
  expect(
    reads.execute({ sql: 'select * from a where at > ?', args: [new Date(0) as unknown as number] }),
  ).toBeUndefined();
  expect(reads.execute({ sql: 'select * from nowhere', args: [] })).toBeUndefined();
});
