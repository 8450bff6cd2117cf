/**
 * The work board's bench rows (decision 038), on the compliance bench's firm of 5,000
 * clients (seedComplianceFirm):
 * - `seedWorkFirm`: every client on an active package for a year, their past due dates
 *   done, 60,000 jobs (12 a client across four pipelines, the older ones completed),
 *   a signed-in accountant with 250 of the clients; then one daily run, timed (that
 *   day's recurring bookkeeping jobs and the calendar's jobs now in the window).
 * - `benchWorkBoard`: p95 of one pipeline's board page as the board asks it.
 * - `benchMyWork`: p95 of My work (its jobs and tasks, asked at once as the screen does).
 * `bun scripts/bench-work.ts` runs these rows alone.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { prepareDatabase } from '../api/boot.ts';
import { dailyWorkRun } from '../api/modules/work/public.ts';
import { addMonths, endOfMonth, formatMonth, makeDate, monthOf, yearOf } from '../domain/compliance/calendar-dates.ts';
import { todayInSouthAfrica } from '../domain/format.ts';
import { BOARD_PAGE_SIZE } from '../domain/work/work.ts';
import { SAMPLES, WARM_UP } from './bench-admin.ts';

export const WORK_JOBS = 60_000;
export const WORK_ACCOUNTANT = 'bench-work-accountant';
export const WORK_BUDGET_MS = 20;
export const DAILY_RUN_BUDGET_MS = 10_000;
const YEAR_MS = 365 * 86_400_000;

type JobSpec = [pipelineId: string, service: string, period: string, label: string, due: string, status: string];

/** A client's 12 jobs: six months of bookkeeping, three EMP201, two VAT201, an ITR14; the recent ones open. */
function jobsOfAClient(today: string): JobSpec[] {
  const month = (back: number) => addMonths(makeDate(yearOf(today), monthOf(today), 1), -back);
  const spec = (pipeline: string, service: string, back: number, dueDay: number, open: boolean): JobSpec => {
    const start = month(back);
    const due = addMonths(start, 1).slice(0, 8) + String(dueDay).padStart(2, '0');
    return [pipeline, service, start.slice(0, 7), formatMonth(start), due, open ? 'active' : 'completed'];
  };
  return [
    ...[7, 6, 5, 4, 3, 2].map((back) => spec('pl-bookkeeping', 'BOOKKEEPING', back, 20, back <= 3)),
    ...[3, 2, 1].map((back) => spec('pl-emp201', 'EMP201', back, 7, back === 1)),
    ...[4, 2].map((back) => spec('pl-vat201', 'VAT201', back, 25, back === 2)),
    ['pl-itr14', 'ITR14', `${yearOf(today) - 1}`, `Year to Feb ${yearOf(today)}`, endOfMonth(month(-1)), 'active'],
  ];
}

export async function seedWorkFirm(databaseUrl: string, accountantIds: readonly string[]) {
  const { db, client } = await prepareDatabase({ databaseUrl, databaseAuthToken: undefined });
  try {
    const today = todayInSouthAfrica();
    const [accountant] = await db.all<{ id: string }>(
      sql`select id from users where username = ${WORK_ACCOUNTANT} and role = 'accountant'`,
    );
    if (!accountant) throw new Error(`create ${WORK_ACCOUNTANT} first`);
    await db.transaction(async (tx) => {
      // The signed-in accountant is assigned one seeded accountant's 250 clients too (the latest
      // assignment, so the jobs' assignee), leaving the deadlines rows' accountants as they were.
      await tx.run(sql`
        insert into client_assignments (id, client_id, accountant_id, is_active, assigned_at)
        select lower(hex(randomblob(16))), a.client_id, ${accountant.id}, 1, ${Date.now() + 1000}
        from client_assignments a where a.accountant_id = ${accountantIds[0] ?? ''} and a.is_active = 1`);
      await tx.run(sql`
        insert into subscriptions (id, user_id, service_id, status, start_date)
        select lower(hex(randomblob(16))), c.id, (select id from services where package_type = 'standard'), 'active',
          ${Date.now() - YEAR_MS}
        from users c where c.role = 'client'`);
      // A firm that has kept up: its past dates are done, so the daily run makes only what is new.
      await tx.run(sql`update compliance_deadlines set status = 'done' where due_date < ${today}`);
      await tx.run(sql`
        insert into jobs (id, client_id, pipeline_id, stage_id, service, period, period_label, assignee_id, due_date,
          status, completed_at)
        select lower(hex(randomblob(16))), c.id, j.value ->> 0,
          (j.value ->> 0) || '-' || (case when j.value ->> 5 = 'completed' then 5 else 1 + abs(random()) % 4 end),
          j.value ->> 1, j.value ->> 2, j.value ->> 3,
          (select a.accountant_id from client_assignments a where a.client_id = c.id and a.is_active = 1
            order by a.assigned_at desc limit 1),
          j.value ->> 4, j.value ->> 5, case when j.value ->> 5 = 'completed' then ${Date.now()} end
        from users c
        cross join json_each(${JSON.stringify(jobsOfAClient(today))}) j
        where c.role = 'client'`);
    });
    const [seeded] = await db.all<{ n: number }>(sql`select count(*) as n from jobs`);
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const made = await dailyWorkRun(db, today);
    const dailyRunMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const [clients] = await db.all<{ n: number }>(
      sql`select count(*) as n from client_assignments where accountant_id = ${accountant.id} and is_active = 1`,
    );
    return {
      accountantId: accountant.id,
      accountantClients: clients?.n ?? 0,
      seededJobs: seeded?.n ?? 0,
      made,
      dailyRunMs,
      dailyRunCpuMs: (cpu.user + cpu.system) / 1000,
    };
  } finally {
    client.close();
  }
}

const listUrl = (baseUrl: string, resource: string, params: Record<string, unknown>) =>
  `${baseUrl}/api/admin/${resource}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)]))}`;

/** The server's CPU time so far (user and system, every thread), from /proc: the load other processes put on a shared machine does not count. */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * (1000 / CLOCK_TICKS);
}
const CLOCK_TICKS = 100;

export interface ScreenTiming {
  p95: number;
  /** The server's CPU per screen, when its process id is known. */
  cpuMs?: number;
}

/** p95 in ms of fetching each group of urls at once (a screen's requests), after WARM_UP groups. */
async function p95OfScreens(groups: string[][], cookie: string, serverPid?: number): Promise<ScreenTiming> {
  const latencies: number[] = [];
  let cpuBefore = 0;
  for (const [i, urls] of groups.entries()) {
    if (i === WARM_UP && serverPid) cpuBefore = cpuMsOf(serverPid);
    const t0 = performance.now();
    await Promise.all(
      urls.map(async (url) => {
        const res = await fetch(url, { headers: { cookie } });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      }),
    );
    if (i >= WARM_UP) latencies.push(performance.now() - t0);
  }
  const cpuMs = serverPid ? (cpuMsOf(serverPid) - cpuBefore) / latencies.length : undefined;
  latencies.sort((a, b) => a - b);
  return { p95: latencies[Math.floor(latencies.length * 0.95)] ?? Number.NaN, cpuMs };
}

/** The board's request: a pipeline's open jobs, one page (BOARD_PAGE_SIZE), soonest due first (backoffice/work/BoardPage.tsx). */
export function benchWorkBoard(baseUrl: string, cookie: string, serverPid?: number, pipelineId = 'pl-bookkeeping') {
  const url = listUrl(baseUrl, 'jobs', {
    sort: ['dueDate', 'ASC'],
    range: [0, BOARD_PAGE_SIZE - 1],
    filter: { pipelineId, status: ['active', 'on_hold'] },
  });
  return p95OfScreens(
    Array.from({ length: WARM_UP + SAMPLES }, () => [url]),
    cookie,
    serverPid,
  );
}

/** My work's two requests: the person's open jobs and open tasks, 200 each (backoffice/work/MyWorkPage.tsx). */
export function benchMyWork(baseUrl: string, cookie: string, assigneeId: string, serverPid?: number) {
  const urls = [
    listUrl(baseUrl, 'jobs', {
      sort: ['dueDate', 'ASC'],
      range: [0, 199],
      filter: { assigneeId, status: ['active', 'on_hold'] },
    }),
    listUrl(baseUrl, 'job-tasks', { sort: ['dueDate', 'ASC'], range: [0, 199], filter: { assigneeId, done: false } }),
  ];
  return p95OfScreens(
    Array.from({ length: WARM_UP + SAMPLES }, () => urls),
    cookie,
    serverPid,
  );
}

const verdict = (ms: number, budget: number) => (ms < budget ? 'OK' : 'OVER BUDGET');
const timing = ({ p95, cpuMs }: ScreenTiming) =>
  `p95 ${p95.toFixed(2)} ms${cpuMs === undefined ? '' : ` (server CPU ${cpuMs.toFixed(1)} ms each)`} (budget: under ${WORK_BUDGET_MS} ms) ${verdict(p95, WORK_BUDGET_MS)}`;

export function formatWorkBench(
  firm: Awaited<ReturnType<typeof seedWorkFirm>>,
  clients: number,
  screens: { board: ScreenTiming; firmBoard: ScreenTiming; myWork: ScreenTiming },
): string {
  return [
    `work board (${clients} clients, ${firm.seededJobs} jobs), one pipeline's board as an accountant with ${firm.accountantClients} clients: ${timing(screens.board)}`,
    `work board, the same pipeline's board firm-wide (an admin): ${timing(screens.firmBoard)}`,
    `work board, My work (jobs and tasks at once) for that accountant: ${timing(screens.myWork)}`,
    `work board, one daily run for ${clients} clients (${firm.made.recurring} recurring jobs, ${firm.made.calendar} from the calendar): ${(firm.dailyRunMs / 1000).toFixed(2)} s (CPU ${(firm.dailyRunCpuMs / 1000).toFixed(2)} s; budget: under ${DAILY_RUN_BUDGET_MS / 1000} s) ${verdict(firm.dailyRunMs, DAILY_RUN_BUDGET_MS)}`,
  ].join('\n');
}

if (import.meta.main) {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { FIRM_CLIENTS, seedComplianceFirm } = await import('./bench-compliance.ts');
  const { createBenchAdmin, signInBenchAdmin } = await import('./bench-admin-user.ts');
  const root = join(import.meta.dir, '..');
  const dir = mkdtempSync(join(tmpdir(), 'firm-bench-work-'));
  const databaseUrl = `file:${join(dir, 'bench.db')}`;
  let server: ReturnType<typeof Bun.spawn> | undefined;
  try {
    const compliance = await seedComplianceFirm(databaseUrl);
    createBenchAdmin({ DATABASE_URL: databaseUrl });
    createBenchAdmin({ DATABASE_URL: databaseUrl }, { username: WORK_ACCOUNTANT, role: 'accountant' });
    const firm = await seedWorkFirm(databaseUrl, compliance.accountantIds);
    const port = 3600 + Math.floor(Math.random() * 200);
    server = Bun.spawn(['bun', 'api/server.ts'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, UPLOAD_DIR: dir },
      stdout: 'ignore',
      stderr: 'inherit',
    });
    const base = `http://127.0.0.1:${port}`;
    for (
      let i = 0;
      i < 200 &&
      !(await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    )
      await Bun.sleep(50);
    const cookie = await signInBenchAdmin(base, WORK_ACCOUNTANT);
    const board = await benchWorkBoard(base, cookie, server.pid);
    const firmBoard = await benchWorkBoard(base, await signInBenchAdmin(base), server.pid);
    const myWork = await benchMyWork(base, cookie, firm.accountantId, server.pid);
    console.log(formatWorkBench(firm, FIRM_CLIENTS, { board, firmBoard, myWork }));
  } finally {
    server?.kill();
    await server?.exited;
    rmSync(dir, { recursive: true, force: true });
  }
}
