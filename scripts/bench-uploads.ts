/**
 * Budget (docs/ARCHITECTURE.md#budgets): 20 concurrent 10 MB uploads without the
 * server's resident set growing by more than ~50 MB, on a server that has
 * already served a few hundred ordinary requests (decision 016). `bun run bench` calls
 * `benchUploads` against its running server; run alone, this file starts one:
 *   bun scripts/bench-uploads.ts
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_UPLOAD_BYTES } from '../domain/constants.ts';

export interface UploadBenchResult {
  uploads: number;
  bytesEach: number;
  /** Wall time for all of them, in ms. */
  ms: number;
  /** The server's resident set just before the burst (after the warm-up), in MB. */
  baselineMb: number;
  /** Peak growth of the server's resident set (VmRSS, sampled) over that baseline, in MB. */
  peakGrowthMb: number;
  /** How many RSS samples were taken during the burst, and the longest gap between two. */
  samples: number;
  maxGapMs: number;
  /** Requests sent to warm the server up before measuring. */
  warmupRequests: number;
  failures: number;
  budgetMb: number;
  withinBudget: boolean;
}

const BUDGET_MB = 50;
/** The sampler's period; at most 50 ms apart is what the budget is measured with. */
const SAMPLE_MS = 10;
const PASSWORD = 'bench-password-1';
/** The budget is measured with samples at most this far apart; a busier machine stretches the gaps and the run says so. */
const MAX_GAP_MS = 50;

/** The process's resident set now (kB), from /proc/<pid>/status. */
function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = status.match(/^VmRSS:\s+(\d+)\s+kB/m);
  if (!match) throw new Error(`No VmRSS for pid ${pid}`);
  return Number(match[1]);
}

async function registerUploader(base: string): Promise<{ cookie: string; username: string }> {
  const username = `bench${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@example.co.za`, password: PASSWORD }),
  });
  const cookie = res.headers.get('set-cookie')?.match(/sid=[^;]+/)?.[0];
  if (!cookie) throw new Error(`bench registration failed: ${res.status} ${await res.text()}`);
  return { cookie, username };
}

function uploadBody(file: File): FormData {
  const body = new FormData();
  body.append('category', 'bank_statement');
  body.append('files', file);
  return body;
}

/**
 * A few hundred ordinary requests first, as a server that has been up a while
 * has served: sign-ins, lists, small uploads. A fresh process has not yet
 * grown its heaps and caches, so it hides how much an upload burst adds on
 * top of a working server.
 */
async function warmUp(base: string, username: string, cookie: string): Promise<number> {
  let sent = 0;
  const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${base}${path}`, init);
    await res.arrayBuffer();
    sent++;
    if (!res.ok) throw new Error(`bench warm-up: ${path} answered ${res.status}`);
  };
  const small = new File([new Uint8Array(50 * 1024).fill(66)], 'small.pdf', { type: 'application/pdf' });
  for (let round = 0; round < 10; round++) {
    await call('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    await call('/api/documents/upload', { method: 'POST', headers: { cookie }, body: uploadBody(small) });
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (const path of ['/api/documents', '/api/documents/usage', '/api/document-requests', '/api/services'])
          await call(path, { headers: { cookie } });
      }),
    );
  }
  return sent;
}

/** Starts the RSS sampler on `pid` in its own process; `stop()` answers what it saw. */
async function startSampler(pid: number) {
  const sampler = Bun.spawn(['bun', join(import.meta.dir, 'rss-sampler.ts'), String(pid), String(SAMPLE_MS)], {
    stdout: 'pipe',
    stderr: 'inherit',
  });
  const reader = sampler.stdout.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes('ready\n')) {
    const { value, done } = await reader.read();
    if (done) throw new Error('rss sampler did not start');
    text += decoder.decode(value, { stream: true });
  }
  return {
    async stop(): Promise<{ peakKb: number; samples: number; maxGapMs: number }> {
      sampler.kill('SIGTERM');
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
      await sampler.exited;
      const last = text.trim().split('\n').at(-1) ?? '';
      return JSON.parse(last);
    },
  };
}

/**
 * The memory measure shared by the upload rows: `uploads` sends of one file, all at once,
 * by one signed-in client, on a server warmed up by a few hundred ordinary requests and one
 * full-size send. A separate process samples the server's VmRSS every 10 ms across the
 * burst; the figure is the peak over the resident set just before it. `makeSend` says how a
 * file goes (a multipart upload, tus chunks…) and answers whether it was stored.
 */
export async function measureUploadMemory(
  base: string,
  serverPid: number,
  makeSend: (signedIn: { cookie: string }) => () => Promise<boolean>,
  { uploads = 20, bytesEach = MAX_UPLOAD_BYTES } = {},
): Promise<UploadBenchResult> {
  const { cookie, username } = await registerUploader(base);
  const warmupRequests = await warmUp(base, username, cookie);
  const send = makeSend({ cookie });
  if (!(await send())) throw new Error('bench warm-up upload failed');
  // Let the warm-up's garbage settle the way an idle second would, so the baseline is the server at rest.
  await Bun.sleep(1000);
  const before = rssKb(serverPid);
  const sampler = await startSampler(serverPid);
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: uploads }, send));
  const ms = performance.now() - started;
  const seen = await sampler.stop();
  const peakGrowthMb = Math.max(0, seen.peakKb - before) / 1024;
  return {
    uploads,
    bytesEach,
    ms: Math.round(ms),
    baselineMb: Math.round(before / 102.4) / 10,
    peakGrowthMb: Math.round(peakGrowthMb * 10) / 10,
    samples: seen.samples,
    maxGapMs: seen.maxGapMs,
    warmupRequests: warmupRequests + 1,
    failures: results.filter((ok) => !ok).length,
    budgetMb: BUDGET_MB,
    withinBudget: peakGrowthMb <= BUDGET_MB,
  };
}

/** 20 plain multipart uploads of one 10 MB file each (decision 016). */
export function benchUploads(base: string, serverPid: number, size: { uploads?: number; bytesEach?: number } = {}) {
  const bytesEach = size.bytesEach ?? MAX_UPLOAD_BYTES;
  const file = new File([new Uint8Array(bytesEach).fill(65)], 'bench.pdf', { type: 'application/pdf' });
  return measureUploadMemory(
    base,
    serverPid,
    ({ cookie }) =>
      async () => {
        const res = await fetch(`${base}/api/documents/upload`, {
          method: 'POST',
          headers: { cookie },
          body: uploadBody(file),
        });
        await res.arrayBuffer();
        return res.status === 201;
      },
    { ...size, bytesEach },
  );
}

/** One line of the bench's table, `label` naming how the files went. */
export function formatUploadMemory(label: string, result: UploadBenchResult): string {
  return `${label}: ${result.uploads} × ${(result.bytesEach / 1024 / 1024).toFixed(0)} MB concurrently in ${result.ms} ms, server RSS +${result.peakGrowthMb} MB over ${result.baselineMb} MB after ${result.warmupRequests} warm-up requests (${result.samples} samples, ≤${result.maxGapMs} ms apart${result.maxGapMs > MAX_GAP_MS ? `, more than ${MAX_GAP_MS} ms: the machine is too busy to trust this run` : ''}; budget ${result.budgetMb} MB: ${result.withinBudget ? 'ok' : 'OVER'})${result.failures ? `, ${result.failures} failed` : ''}`;
}

export const formatUploadBench = (result: UploadBenchResult) => formatUploadMemory('uploads', result);

/** Runs one upload row alone: its own server on a fresh database, then the row printed. */
export async function runUploadRowAlone(row: (base: string, serverPid: number) => Promise<string>) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-uploads-'));
  const port = 7000 + Math.floor(Math.random() * 2000);
  const server = Bun.spawn(
    ['bun', ...(process.env.BENCH_BUN_FLAGS?.split(' ').filter(Boolean) ?? []), 'api/server.ts'],
    {
      cwd: join(import.meta.dir, '..'),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: `file:${join(dir, 'app.db')}`,
        UPLOAD_DIR: join(dir, 'uploads'),
        RATE_LIMIT_SCALE: '100',
        DIST_DIR: join(dir, 'dist'),
      },
      stdout: 'ignore',
      stderr: 'inherit',
    },
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      if (i > 200) throw new Error('server did not start');
      const ok = await fetch(`${base}/healthz`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      await Bun.sleep(100);
    }
    console.log(await row(base, server.pid));
  } finally {
    server.kill();
    await server.exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  await runUploadRowAlone(async (base, pid) => formatUploadBench(await benchUploads(base, pid)));
}
