/**
 * Budget (docs/ARCHITECTURE.md#budgets): 20 concurrent 10 MB uploads without the
 * server's memory growing by more than ~50 MB. `bun run bench` calls
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
  /** Peak resident memory (VmHWM) growth of the server during the run, in MB. */
  peakGrowthMb: number;
  failures: number;
  budgetMb: number;
  withinBudget: boolean;
}

const BUDGET_MB = 50;

/** The server's peak resident set so far (kB), from /proc/<pid>/status. */
export function peakRssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = status.match(/^VmHWM:\s+(\d+)\s+kB/m);
  if (!match) throw new Error(`No VmHWM for pid ${pid}`);
  return Number(match[1]);
}

async function registerUploader(base: string): Promise<string> {
  const name = `bench${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: name, email: `${name}@example.co.za`, password: 'bench-password-1' }),
  });
  const cookie = res.headers.get('set-cookie')?.match(/sid=[^;]+/)?.[0];
  if (!cookie) throw new Error(`bench registration failed: ${res.status} ${await res.text()}`);
  return cookie;
}

/**
 * 20 uploads of one 10 MB file each, all at once, by one signed-in client;
 * measures the wall time and how far the server's peak memory rose. The
 * warm-up upload first makes sure the code paths are loaded before measuring.
 */
export async function benchUploads(
  base: string,
  serverPid: number,
  { uploads = 20, bytesEach = MAX_UPLOAD_BYTES } = {},
): Promise<UploadBenchResult> {
  const cookie = await registerUploader(base);
  const file = new File([new Uint8Array(bytesEach).fill(65)], 'bench.pdf', { type: 'application/pdf' });
  const send = async () => {
    const body = new FormData();
    body.append('category', 'bank_statement');
    body.append('files', file);
    const res = await fetch(`${base}/api/documents/upload`, { method: 'POST', headers: { cookie }, body });
    await res.arrayBuffer();
    return res.status === 201;
  };
  if (!(await send())) throw new Error('bench warm-up upload failed');
  const before = peakRssKb(serverPid);
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: uploads }, send));
  const ms = performance.now() - started;
  const peakGrowthMb = (peakRssKb(serverPid) - before) / 1024;
  return {
    uploads,
    bytesEach,
    ms: Math.round(ms),
    peakGrowthMb: Math.round(peakGrowthMb * 10) / 10,
    failures: results.filter((ok) => !ok).length,
    budgetMb: BUDGET_MB,
    withinBudget: peakGrowthMb <= BUDGET_MB,
  };
}

export function formatUploadBench(result: UploadBenchResult): string {
  return `uploads: ${result.uploads} × ${(result.bytesEach / 1024 / 1024).toFixed(0)} MB concurrently in ${result.ms} ms, server peak memory +${result.peakGrowthMb} MB (budget ${result.budgetMb} MB: ${result.withinBudget ? 'ok' : 'OVER'})${result.failures ? `, ${result.failures} failed` : ''}`;
}

if (import.meta.main) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-uploads-'));
  const port = 3000 + Math.floor(Math.random() * 1000) + 4000;
  const server = Bun.spawn(['bun', 'api/server.ts'], {
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
  });
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
    console.log(formatUploadBench(await benchUploads(base, server.pid)));
  } finally {
    server.kill();
    await server.exited;
    rmSync(dir, { recursive: true, force: true });
  }
}
