/**
 * The backoffice's list budget (docs/ARCHITECTURE.md#budgets): p95 under 20 ms for an
 * admin list over 100,000 rows with a sort and a filter on indexed columns.
 *
 * - `seedActivityLogs(databaseUrl)` inserts the rows fast (batched inserts in
 *   one transaction).
 * - `benchAdminList(baseUrl, cookie)` asks for pages of activity-logs sorted
 *   newest first and filtered by action, one request at a time, and reports
 *   the p95 latency and the number of rows in the table.
 *
 * scripts/bench.ts wires them in; `bun scripts/bench-admin.ts` runs them alone
 * against a throwaway server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareDatabase } from '../api/boot.ts';
import { createBenchAdmin, signInBenchAdmin } from './bench-admin-user.ts';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { activityLogs } from '../api/db/schema.ts';

export const BENCH_ROWS = 100_000;
/** Ten actions, so each filter matches a tenth of the table. */
const ACTIONS = Array.from({ length: 10 }, (_, i) => `bench.action-${i}`);
const BATCH = 1000;
export const WARM_UP = 30;
export const SAMPLES = 300;
const PAGE = 25;

/** Inserts `rows` rows made by `make(n, start)` into `table`, BATCH at a time, in one transaction. */
export async function seedRows<T extends SQLiteTable>(
  databaseUrl: string,
  table: T,
  rows: number,
  make: (n: number, start: number) => T['$inferInsert'],
): Promise<void> {
  const { db, client } = await prepareDatabase({ databaseUrl, databaseAuthToken: undefined });
  try {
    const start = Date.now() - rows * 60_000;
    await db.transaction(async (tx) => {
      for (let offset = 0; offset < rows; offset += BATCH) {
        const size = Math.min(BATCH, rows - offset);
        await tx.insert(table).values(Array.from({ length: size }, (_, i) => make(offset + i, start)));
      }
    });
  } finally {
    client.close();
  }
}

/** Inserts `rows` activity log entries, a minute apart. */
export const seedActivityLogs = (databaseUrl: string, rows = BENCH_ROWS) =>
  seedRows(databaseUrl, activityLogs, rows, (n, start) => ({
    userId: null,
    action: ACTIONS[n % ACTIONS.length] ?? 'bench.action-0',
    details: { n },
    ipAddress: '127.0.0.1',
    userAgent: 'bench',
    timestamp: new Date(start + n * 60_000),
  }));

const listUrl = (baseUrl: string, params: Record<string, unknown>) =>
  `${baseUrl}/api/admin/activity-logs?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)]))}`;

function totalOf(res: Response): number {
  return Number(res.headers.get('content-range')?.split('/').pop() ?? Number.NaN);
}

/** p95 (ms) of signed-in activity-log list calls with a sort and a filter; `rows` is the table's size. */
export async function benchAdminList(baseUrl: string, cookie: string): Promise<{ p95Ms: number; rows: number }> {
  const headers = { cookie };
  const all = await fetch(listUrl(baseUrl, { range: [0, 0] }), { headers });
  await all.arrayBuffer();
  if (!all.ok) throw new Error(`GET activity-logs answered ${all.status}`);
  const rows = totalOf(all);

  const urls = Array.from({ length: WARM_UP + SAMPLES }, (_, i) => {
    const page = i % 40;
    return listUrl(baseUrl, {
      sort: ['timestamp', i % 2 ? 'DESC' : 'ASC'],
      range: [page * PAGE, page * PAGE + PAGE - 1],
      filter: { action: ACTIONS[i % ACTIONS.length] },
    });
  });
  return { p95Ms: await p95Of(urls, headers), rows };
}

/** p95 (ms) of GETs to `urls` one at a time; the first WARM_UP of them are not counted. */
export async function p95Of(urls: string[], headers: Record<string, string>): Promise<number> {
  const latencies: number[] = [];
  for (const [i, url] of urls.entries()) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    if (i >= WARM_UP) latencies.push(performance.now() - t0);
  }
  latencies.sort((a, b) => a - b);
  return latencies[Math.min(latencies.length - 1, Math.floor(0.95 * latencies.length))] ?? 0;
}

async function waitFor(url: string) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await Bun.sleep(50);
  }
  throw new Error(`${url} did not come up`);
}

if (import.meta.main) {
  const root = join(import.meta.dir, '..');
  const dir = mkdtempSync(join(tmpdir(), 'firm-bench-admin-'));
  const databaseUrl = `file:${join(dir, 'bench.db')}`;
  const port = 3600 + Math.floor(Math.random() * 200);
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    UPLOAD_DIR: join(dir, 'uploads'),
  };
  const seeded = performance.now();
  await seedActivityLogs(databaseUrl);
  console.log(`Seeded ${BENCH_ROWS} activity log rows in ${Math.round(performance.now() - seeded)} ms`);
  createBenchAdmin(env);
  const server = Bun.spawn(['bun', 'api/server.ts'], { cwd: root, env, stdout: 'ignore', stderr: 'inherit' });
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitFor(`${baseUrl}/healthz`);
    const cookie = await signInBenchAdmin(baseUrl);
    const { p95Ms, rows } = await benchAdminList(baseUrl, cookie);
    console.log(
      `GET /api/admin/activity-logs (sort + filter) over ${rows} rows: p95 ${p95Ms.toFixed(2)} ms (budget 20 ms)`,
    );
  } finally {
    server.kill();
    await server.exited;
    rmSync(dir, { recursive: true, force: true });
  }
}
