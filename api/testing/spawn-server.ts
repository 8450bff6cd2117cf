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
