/**
 * The access matrix: every operation openapi.json documents, called by every
 * kind of caller, against the table in access-matrix.ts. An operation without a row, or
 * a row for an operation that no longer exists, fails; so does any status that differs.
 *
 * How it is called: one small firm is made once (access-fixtures.ts); each caller then
 * gets its own copy of that database, so what one caller changes or deletes never shows
 * in another's column. Path ids name client A's records where the call is about a
 * client's data (so an accountant of A and another accountant differ), and an id that
 * exists nowhere otherwise. Writes send an empty body: an admitted caller gets the
 * route's 422 (or its 404, 405, 409), and nothing is written.
 *
 * `ACCESS_MATRIX_PRINT=1 bun test api/core/access/access-matrix.test.ts` prints the observed
 * table in the same form, to review a change before copying its rows.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapi from '../../../openapi.json' with { type: 'json' };
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { ACCESS_MATRIX } from './access-matrix.ts';
import { type AccessFixtures, makeAccessFixtures, type Operation, requestFor } from './access-fixtures.ts';
import { CALLERS, type Caller, formatRow, parseRow } from './matrix-callers.ts';

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head'];
const documented: Operation[] = Object.entries(openapi.paths as Record<string, Record<string, unknown>>).flatMap(
  ([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        body: (op as { requestBody?: { content: Record<string, unknown> } }).requestBody
          ? Object.keys((op as { requestBody: { content: Record<string, unknown> } }).requestBody.content)[0]
          : undefined,
      })),
);
const key = (op: Operation) => `${op.method} ${op.path}`;

let base: TestApp;
let fixtures: AccessFixtures;
let snapshot: string;
const observed = new Map<string, Map<Caller, number>>();

beforeAll(async () => {
  base = await createTestApp();
  fixtures = await makeAccessFixtures(base);
  snapshot = join(tmpdir(), `access-matrix-${crypto.randomUUID()}`);
  mkdirSync(snapshot, { recursive: true });
  await base.client.execute(`VACUUM INTO '${join(snapshot, 'app.db')}'`);
  cpSync(base.config.uploadDir, join(snapshot, 'uploads'), { recursive: true });

  // Each caller on its own copy of the firm; four at a time.
  const queue = [...CALLERS];
  const worker = async () => {
    for (let caller = queue.shift(); caller; caller = queue.shift()) {
      const dir = join(tmpdir(), `access-matrix-${crypto.randomUUID()}`);
      cpSync(snapshot, dir, { recursive: true });
      const t = await createTestApp({ databaseUrl: `file:${join(dir, 'app.db')}`, uploadDir: join(dir, 'uploads') });
      try {
        for (const phase of phases(documented)) {
          // Reads run side by side; writes one after the other, in an order that deletes
          // what others depend on (a client, the caller's own account, the session) last.
          const run = async (op: Operation) => {
            const res = await requestFor(t, fixtures, caller, op);
            await res.body?.cancel();
            const row = observed.get(key(op)) ?? new Map<Caller, number>();
            row.set(caller, res.status);
            observed.set(key(op), row);
          };
          if (phase.parallel) await Promise.all(phase.ops.map(run));
          else for (const op of phase.ops) await run(op);
        }
      } finally {
        t.close();
        rmSync(dir, { recursive: true, force: true });
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}, 240_000);

afterAll(() => {
  base?.close();
  if (snapshot) rmSync(snapshot, { recursive: true, force: true });
});

/** Calls that end what later calls need: run last, in this order. */
const LAST = [
  'DELETE /api/admin/client-assignments/{id}',
  'DELETE /api/admin/clients/{id}',
  'DELETE /api/admin/users/{id}',
  'DELETE /api/user',
  'POST /api/logout',
];
function phases(ops: Operation[]) {
  const last = LAST.map((name) => ops.find((op) => key(op) === name)).filter((op): op is Operation => !!op);
  const rest = ops.filter((op) => !LAST.includes(key(op)));
  return [
    { parallel: true, ops: rest.filter((op) => op.method === 'GET') },
    { parallel: false, ops: rest.filter((op) => op.method !== 'GET' && op.method !== 'DELETE') },
    { parallel: false, ops: rest.filter((op) => op.method === 'DELETE') },
    { parallel: false, ops: last },
  ];
}

test('every documented operation has a row, and every row a documented operation', () => {
  if (process.env.ACCESS_MATRIX_PRINT) {
    const lines = documented.map(
      (op) => `  '${key(op)}': '${formatRow(key(op), observed.get(key(op)) ?? new Map())}',`,
    );
    console.log(lines.join('\n'));
  }
  const rows = Object.keys(ACCESS_MATRIX);
  expect(documented.map(key).filter((name) => !rows.includes(name))).toEqual([]);
  expect(rows.filter((name) => !documented.some((op) => key(op) === name))).toEqual([]);
});

test('every caller gets the status its row says', () => {
  const differences: string[] = [];
  for (const op of documented) {
    const text = ACCESS_MATRIX[key(op)];
    if (text === undefined) continue;
    const expected = parseRow(key(op), text);
    const got = observed.get(key(op));
    for (const caller of CALLERS) {
      if (got?.get(caller) !== expected.get(caller)) {
        differences.push(`${key(op)}: ${caller} expected ${expected.get(caller)}, got ${got?.get(caller)}`);
      }
    }
  }
  expect(differences).toEqual([]);
});
