/**
 * The signed-in list pair: GET /api/employees (20 rows) through the full app,
 * next to the same work with no framework (scripts/bench-baseline.ts) on the
 * same database file. scripts/bench.ts runs it among its rows; run it alone
 * (starts its own server on a temporary database) to profile the read path:
 *   bun scripts/bench-list.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

type Load = (name: string, url: string, init?: RequestInit) => Promise<LoadResult>;

const root = join(import.meta.dir, '..');

/** Registers a client over the API and gives them 20 employees; null when the endpoint does not exist. */
export async function signedInClientWith20Employees(base: string): Promise<string | null> {
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench', email: 'bench@example.co.za', password: 'bench-password-1' }),
  });
  const cookie = res.headers.get('set-cookie')?.match(/sid=[^;]+/)?.[0];
  if (!cookie) throw new Error(`bench registration failed: ${res.status}`);
  for (let i = 0; i < 20; i++) {
    const made = await fetch(`${base}/api/employees`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        firstName: `Worker${i}`,
        lastName: 'Bench',
        email: `w${i}@example.co.za`,
        position: 'Clerk',
        salaryAmount: 15000 + i,
        startDate: '2024-01-15',
        isActive: true,
      }),
    });
    if (made.status === 404) return null;
    if (!made.ok) throw new Error(`bench employee failed: ${made.status} ${await made.text()}`);
  }
  return cookie;
}

export async function waitFor(url: string, expectStatus = 200) {
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

/** Measures the no-framework list and the app's list back to back; the ratio is app / raw. */
export async function benchSignedInList(
  base: string,
  databaseFile: string,
  baselinePort: number,
  load: Load,
): Promise<{ raw: LoadResult; app: LoadResult; ratio: number } | null> {
  const cookie = await signedInClientWith20Employees(base);
  if (!cookie) return null;
  const baseline = Bun.spawn(['bun', join(root, 'scripts/bench-baseline.ts'), String(baselinePort), databaseFile], {
    stdout: 'ignore',
    stderr: 'inherit',
  });
  try {
    await waitFor(`http://127.0.0.1:${baselinePort}/`, 401);
    const raw = await load('employees: Bun.serve+bun:sqlite', `http://127.0.0.1:${baselinePort}/`, {
      headers: { cookie },
    });
    const app = await load('GET /api/employees (20)', `${base}/api/employees`, { headers: { cookie } });
    return { raw, app, ratio: app.rps / raw.rps };
  } finally {
    baseline.kill();
    await baseline.exited;
  }
}

/** Keeps `connections` requests in flight for `durationMs`; bounded in time, loopback only. */
export function loader(durationMs: number, connections: number): Load {
  return async (name, url, init = {}) => {
    // Warm up (JIT, prepared statements, page cache).
    for (let i = 0; i < 200; i++) await (await fetch(url, init)).arrayBuffer();
    const latencies: number[] = [];
    let errors = 0;
    const end = performance.now() + durationMs;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < end) {
          const t0 = performance.now();
          const res = await fetch(url, init);
          await res.arrayBuffer();
          if (!res.ok) errors++;
          latencies.push(performance.now() - t0);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    return { name, rps: latencies.length / (durationMs / 1000), p50: at(0.5), p99: at(0.99), errors };
  };
}

if (import.meta.main) {
  const dir = mkdtempSync(join(tmpdir(), 'firm-bench-list-'));
  const port = 3600 + Math.floor(Math.random() * 200);
  const databaseFile = join(dir, 'bench.db');
  // BENCH_PROFILE=<dir> writes the server's CPU profile there when it stops.
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', '--cpu-prof-md', '--cpu-prof-dir', process.env.BENCH_PROFILE]
    : [];
  const server = Bun.spawn(['bun', ...profile, 'api/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${databaseFile}`,
      UPLOAD_DIR: join(dir, 'uploads'),
    },
    stdout: 'ignore',
    stderr: 'inherit',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/healthz`);
    const load = loader(Number(process.env.BENCH_MS ?? 3000), Number(process.env.BENCH_CONNECTIONS ?? 16));
    const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
    const result = await benchSignedInList(base, databaseFile, port + 1, async (name, url, init) => {
      // Several rounds of each side, keeping the best, to tame a shared machine's noise.
      let best: LoadResult | undefined;
      for (let i = 0; i < rounds; i++) {
        const r = await load(name, url, init);
        if (!best || r.rps > best.rps) best = r;
      }
      return best as LoadResult;
    });
    if (!result) throw new Error('GET /api/employees is not available');
    for (const r of [result.raw, result.app]) {
      console.log(`${r.name.padEnd(36)}${r.rps.toFixed(0).padEnd(10)}p50 ${r.p50.toFixed(2)} p99 ${r.p99.toFixed(2)}`);
    }
    console.log(`signed-in list: ${result.ratio.toFixed(2)}x the no-framework ceiling`);
  } finally {
    server.kill();
    await server.exited;
    rmSync(dir, { recursive: true, force: true });
  }
}
