import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Subprocess } from 'bun';

const root = join(import.meta.dir, '../..');

/** A port nobody listens on right now (asked of the OS, then let go). */
export function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response() });
  const port = probe.port ?? 0;
  probe.stop(true);
  return port;
}

/**
 * A stand-in for the built front ends, so a server process starts at once instead of
 * building them: these tests are about the API, not the pages.
 */
export function stubDist(dir: string): string {
  mkdirSync(join(dir, 'site'), { recursive: true });
  writeFileSync(join(dir, 'site', 'index.html'), '<!doctype html><title>stub</title>');
  return dir;
}

export interface ServerProcess {
  url: string;
  process: Subprocess<'ignore', 'pipe', 'pipe'>;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<number>;
}

/** Starts `bun api/server.ts` as its own process and waits for /healthz. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ?? String(freePort());
  const proc = Bun.spawn(['bun', 'api/server.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', ...env, PORT: port },
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
  });
  let printed = '';
  const collect = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) printed += decoder.decode(chunk, { stream: true });
  };
  void collect(proc.stdout);
  void collect(proc.stderr);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}:\n${printed}`);
    const ok = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      proc.kill();
      throw new Error(`server did not answer /healthz:\n${printed}`);
    }
    await Bun.sleep(50);
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
