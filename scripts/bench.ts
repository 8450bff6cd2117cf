/**
 * bun run bench: starts the server on a temporary database and measures, in one
 * run, req/s and p50/p99 latency of its endpoints next to a bare Bun.serve
 * "hello world" (the ceiling this machine allows), then prints a table.
 * Later features add rows to ROWS.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { benchAdminList, seedActivityLogs } from './bench-admin.ts';
import { createBenchAdmin, signInBenchAdmin } from './bench-admin-user.ts';
import { benchAdminSearch, seedContactSubmissions } from './bench-search.ts';
import { benchFirmDeadlines, FIRM_CLIENTS, seedComplianceFirm } from './bench-compliance.ts';
import { benchUnreadCount, MESSAGE_THREADS, seedMessages } from './bench-messages.ts';
import { benchPayrollEstimate, PAYROLL_EMPLOYEES, seedPayrollClient } from './bench-payroll.ts';
import { benchSignedInList, loader } from './bench-list.ts';
import { measurePages } from './bench-pages.ts';
import { formatFirstLoad, measureFirstLoads } from './first-load.ts';
import { WIDGET_BUDGET_GZIP_BYTES, widgetSize } from './bench-widgets.ts';
import { benchUploads, formatUploadBench } from './bench-uploads.ts';
import { benchMyWork, benchWorkBoard, formatWorkBench, seedWorkFirm, WORK_ACCOUNTANT } from './bench-work.ts';
import { benchResumableUploads, formatResumableBench } from './bench-resumable-uploads.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DURATION_MS = Number(process.env.BENCH_MS ?? 3000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const root = join(import.meta.dir, '..');
const dir = mkdtempSync(join(tmpdir(), 'firm-bench-'));

/** Keeps CONNECTIONS requests in flight for DURATION_MS; bounded in time, loopback only. */
const load = loader(DURATION_MS, CONNECTIONS);

let listRatio: number | undefined;

async function waitFor(url: string, expectStatus = 200) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).status === expectStatus) return;
    } catch {
      // not up yet
    }
    await Bun.sleep(50);
  }
  throw new Error(`${url} did not come up`);
}

// Bytes first: what each public page and the widgets script cost a visitor (gzipped), from a fresh build.
const distDir = join(dir, 'dist');
const build = Bun.spawnSync(['bun', 'scripts/build.ts'], {
  cwd: root,
  env: { ...process.env, DIST_DIR: distDir },
  stdout: 'ignore',
  stderr: 'inherit',
});
if (build.exitCode !== 0) throw new Error('build failed');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('\npublic page          JS (gzip)   CSS (gzip)');
const pageWeights = await measurePages(distDir);
for (const page of pageWeights) {
  console.log(`${page.page.padEnd(21)}${kb(page.jsGzipBytes).padEnd(12)}${kb(page.cssGzipBytes)}`);
}
const home = pageWeights.find((page) => page.page === '/');
if (home)
  console.log(
    `home page JavaScript: ${kb(home.jsGzipBytes)} (budget: under 60 KB) ${home.jsGzipBytes < 60 * 1024 ? 'OK' : 'OVER BUDGET'}`,
  );
// The front ends' first screens: shell, static imports and the lazy chunks the route cannot draw without.
console.log('\nfirst load           JS (gzip)   CSS (gzip)');
for (const load of measureFirstLoads(distDir)) console.log(formatFirstLoad(load));
const widgets = await widgetSize(distDir);
console.log(
  `/widgets/v1.js: ${kb(widgets.bytes)} minified, ${kb(widgets.gzipBytes)} gzipped (budget: under ${kb(WIDGET_BUDGET_GZIP_BYTES)}) ${widgets.gzipBytes < WIDGET_BUDGET_GZIP_BYTES ? 'OK' : 'OVER BUDGET'}`,
);

// Seeded before the server starts: 100,000 activity-log rows and 100,000 contact submissions,
// and an admin, for the backoffice list and search rows.
const databaseUrl = `file:${join(dir, 'bench.db')}`;
await seedActivityLogs(databaseUrl);
await seedContactSubmissions(databaseUrl);
const firm = await seedComplianceFirm(databaseUrl);
await seedPayrollClient(databaseUrl);
await seedMessages(databaseUrl);
createBenchAdmin({ DATABASE_URL: databaseUrl });
createBenchAdmin({ DATABASE_URL: databaseUrl }, { username: WORK_ACCOUNTANT, role: 'accountant' });
// 60,000 jobs for the compliance firm's clients, and one daily run timed (decision 038).
const work = await seedWorkFirm(databaseUrl, firm.accountantIds);

const appPort = 3400 + Math.floor(Math.random() * 200);
const barePort = appPort + 1; // and barePort + 1 for the list baseline
const server = Bun.spawn(['bun', 'api/server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(appPort),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    UPLOAD_DIR: join(dir, 'uploads'),
    DIST_DIR: distDir,
  },
  stdout: 'ignore',
  stderr: 'inherit',
});
const bare = Bun.spawn(
  ['bun', '-e', `Bun.serve({ port: ${barePort}, hostname: '127.0.0.1', fetch: () => new Response('hello') })`],
  {
    stdout: 'ignore',
    stderr: 'inherit',
  },
);

try {
  await waitFor(`http://127.0.0.1:${appPort}/healthz`);
  await waitFor(`http://127.0.0.1:${barePort}/`);
  const base = `http://127.0.0.1:${appPort}`;

  const ROWS: [string, string][] = [
    ['GET /healthz', `${base}/healthz`],
    ['GET /api/services', `${base}/api/services`],
  ];

  const ceiling = await load('bare Bun.serve hello', `http://127.0.0.1:${barePort}/`);
  const results = [ceiling];
  for (const [name, url] of ROWS) results.push(await load(name, url));

  // A signed-in list of 20 rows, next to the same work with no framework on the same file.
  const list = await benchSignedInList(base, join(dir, 'bench.db'), barePort + 1, load);
  if (list) {
    results.push(list.raw, list.app);
    listRatio = list.ratio;
  } else {
    console.log('(GET /api/employees is not available: signed-in list row skipped)');
  }

  const pad = (s: string, n: number) => s.padEnd(n);
  console.log(`\n${CONNECTIONS} connections, ${DURATION_MS} ms each, loopback\n`);
  console.log(
    `${pad('endpoint', 36)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('× bare', 8)}errors`,
  );
  for (const r of results) {
    console.log(
      `${pad(r.name, 36)}${pad(r.rps.toFixed(0), 10)}${pad(r.p50.toFixed(2), 9)}${pad(r.p99.toFixed(2), 9)}${pad((r.rps / ceiling.rps).toFixed(2), 8)}${r.errors}`,
    );
  }
  const adminCookie = await signInBenchAdmin(base);
  const admin = await benchAdminList(base, adminCookie);
  console.log(
    `\nadmin list (activity-logs, ${admin.rows} rows, sorted and filtered): p95 ${admin.p95Ms.toFixed(2)} ms (budget: under 20 ms) ${admin.p95Ms < 20 ? 'OK' : 'OVER BUDGET'}`,
  );
  const searchP95 = await benchAdminSearch(base, adminCookie);
  console.log(
    `admin search (contact-submissions q, 100000 rows, newest first): p95 ${searchP95.toFixed(2)} ms (budget: under 20 ms) ${searchP95 < 20 ? 'OK' : 'OVER BUDGET'}`,
  );

  const deadlinesP95 = await benchFirmDeadlines(base, adminCookie, firm.accountantIds);
  console.log(
    `deadlines, firm-wide (${FIRM_CLIENTS} clients, ${firm.deadlines} due dates, by accountant and dates): p95 ${deadlinesP95.toFixed(2)} ms (budget: under 20 ms) ${deadlinesP95 < 20 ? 'OK' : 'OVER BUDGET'}`,
  );
  console.log(
    `deadlines, full recompute of ${FIRM_CLIENTS} clients: ${(firm.recomputeMs / 1000).toFixed(1)} s (CPU ${(firm.recomputeCpuMs / 1000).toFixed(1)} s)`,
  );
  const workCookie = await signInBenchAdmin(base, WORK_ACCOUNTANT);
  console.log(
    formatWorkBench(work, FIRM_CLIENTS, {
      board: await benchWorkBoard(base, workCookie, server.pid),
      firmBoard: await benchWorkBoard(base, adminCookie, server.pid),
      myWork: await benchMyWork(base, workCookie, work.accountantId, server.pid),
    }),
  );
  const payrollP95 = await benchPayrollEstimate(base);
  console.log(
    `payroll estimate (${PAYROLL_EMPLOYEES} employees, one month): p95 ${payrollP95.toFixed(2)} ms (budget: under 50 ms) ${payrollP95 < 50 ? 'OK' : 'OVER BUDGET'}`,
  );
  const unread = await benchUnreadCount(base);
  console.log(
    `messages unread count (a manager, ${MESSAGE_THREADS} conversations, ${unread.count} unread): p95 ${unread.p95.toFixed(2)} ms (budget: under 20 ms) ${unread.p95 < 20 ? 'OK' : 'OVER BUDGET'}`,
  );

  // Last: the uploads push the server's peak memory up, which nothing after them should inherit.
  console.log(`\n${formatUploadBench(await benchUploads(base, server.pid))}`);
  console.log(formatResumableBench(await benchResumableUploads(base, server.pid)));

  if (listRatio !== undefined) {
    console.log(
      `\nsigned-in list: ${listRatio.toFixed(2)}x the no-framework ceiling (budget: at least 0.2x) ${listRatio >= 0.2 ? 'OK' : 'OVER BUDGET'}`,
    );
  }
} finally {
  server.kill();
  bare.kill();
  await Promise.all([server.exited, bare.exited]);
  rmSync(dir, { recursive: true, force: true });
}
