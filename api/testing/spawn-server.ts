import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Subprocess } from 'bun';

const root = join(import.meta.dir, '../..');

/** A temp folder with a database path, an uploads folder and a stub front-end build (no build needed). */
export function serverFolder(): { dir: string; env: Record<string, string> } {
  const dir = mkdtempSync(join(tmpdir(), 'firm-proc-'));
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'site'), { recursive: true });
  writeFileSync(join(dist, 'site/index.html'), '<!doctype html><title>stub</title>');
  return {
    dir,
    env: {
      DATABASE_URL: `file:${join(dir, 'app.db')}`,
      UPLOAD_DIR: join(dir, 'uploads'),
      DIST_DIR: dist,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
  };
}

/** Starts `bun api/server.ts` with the given environment on top of this one. */
export function startServer(env: Record<string, string>): Subprocess<'ignore', 'pipe', 'pipe'> {
  return Bun.spawn(['bun', 'api/server.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
  });
}

/** Waits until /healthz answers 200, or fails after `ms`. */
export async function waitHealthy(base: string, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await Bun.sleep(50);
  }
  throw new Error(`${base} did not become healthy`);
}

/** A port nobody listens on right now (asked of the OS, then let go). */
export function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response() });
  const port = probe.port ?? 0;
  probe.stop(true);
  return port;
}

export interface ServerProcess {
  url: string;
  process: Subprocess<'ignore', 'pipe', 'pipe'>;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<number>;
}

/** Starts a server on a free port (or env.PORT), keeps what it prints, and waits until it is healthy. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ?? String(freePort());
  const proc = startServer({ ...env, PORT: port });
  let printed = '';
  const collect = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) printed += decoder.decode(chunk, { stream: true });
  };
  void collect(proc.stdout);
  void collect(proc.stderr);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(url, 20_000);
  } catch (error) {
    proc.kill();
    throw new Error(`${String(error)}:\n${printed}`);
  }
  return {
    url,
    process: proc,
    output: () => printed,
    async stop() {
      proc.kill('SIGTERM');
      return proc.exited;
    },
  };
}
