/**
 * Budget (decision 042, as decision 016 for plain uploads): 20 concurrent resumable (tus)
 * uploads of 10 MB each, in 4 MB chunks as the browser sends them, grow the server's
 * resident set by at most 50 MB over a warmed-up server. `bun run bench` calls
 * `benchResumableUploads` after the plain uploads; run alone, this file starts a server:
 *   bun scripts/bench-resumable-uploads.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_UPLOAD_BYTES } from '../domain/constants.ts';
import { type UploadBenchResult, registerUploader, rssKb, startSampler, warmUp } from './bench-uploads.ts';

const BUDGET_MB = 50;
const CHUNK_BYTES = 4 * 1024 * 1024;
const MAX_GAP_MS = 50;
const TUS = { 'tus-resumable': '1.0.0' };

/** One file by tus, as tus-js-client sends it: creation, then PATCHes of 4 MB from the server's offset. */
async function sendResumable(base: string, cookie: string, bytes: Uint8Array<ArrayBuffer>): Promise<boolean> {
  const metadata = `filename ${btoa('bench.pdf')},category ${btoa('bank_statement')}`;
  const created = await fetch(`${base}/api/uploads/tus`, {
    method: 'POST',
    headers: { ...TUS, cookie, 'upload-length': String(bytes.length), 'upload-metadata': metadata },
  });
  await created.arrayBuffer();
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) return false;
  for (let offset = 0; offset < bytes.length; offset += CHUNK_BYTES) {
    const res = await fetch(`${base}${location}`, {
      method: 'PATCH',
      headers: {
        ...TUS,
        cookie,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      body: bytes.slice(offset, offset + CHUNK_BYTES),
    });
    await res.arrayBuffer();
    if (res.status !== 204) return false;
  }
  return true;
}

export async function benchResumableUploads(
  base: string,
  serverPid: number,
  { uploads = 20, bytesEach = MAX_UPLOAD_BYTES } = {},
): Promise<UploadBenchResult> {
  const { cookie, username } = await registerUploader(base);
  const warmupRequests = await warmUp(base, username, cookie);
  const bytes = new Uint8Array(bytesEach).fill(65);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  if (!(await sendResumable(base, cookie, bytes))) throw new Error('bench warm-up resumable upload failed');
  await Bun.sleep(1000);
  const before = rssKb(serverPid);
  const sampler = await startSampler(serverPid);
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: uploads }, () => sendResumable(base, cookie, bytes)));
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

export function formatResumableBench(result: UploadBenchResult): string {
  return `resumable uploads (tus, 4 MB chunks): ${result.uploads} × ${(result.bytesEach / 1024 / 1024).toFixed(0)} MB concurrently in ${result.ms} ms, server RSS +${result.peakGrowthMb} MB over ${result.baselineMb} MB after ${result.warmupRequests} warm-up requests (${result.samples} samples, ≤${result.maxGapMs} ms apart${result.maxGapMs > MAX_GAP_MS ? `, more than ${MAX_GAP_MS} ms: the machine is too busy to trust this run` : ''}; budget ${result.budgetMb} MB: ${result.withinBudget ? 'ok' : 'OVER'})${result.failures ? `, ${result.failures} failed` : ''}`;
}

if (import.meta.main) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-resumable-'));
  const port = 3000 + Math.floor(Math.random() * 1000) + 5000;
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
    console.log(formatResumableBench(await benchResumableUploads(base, server.pid)));
  } finally {
    server.kill();
    await server.exited;
    rmSync(dir, { recursive: true, force: true });
  }
}
