import { afterEach, describe, expect, test } from 'bun:test';
import { createConnection } from 'node:net';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Subprocess } from 'bun';
import { serverFolder, startServer, waitHealthy } from './testing/spawn-server.ts';

const started: Subprocess[] = [];
const folders: string[] = [];
afterEach(async () => {
  for (const proc of started.splice(0)) {
    proc.kill('SIGKILL');
    await proc.exited;
  }
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const port = () => 3370 + 3 + Math.floor(Math.random() * 500);

describe('one server per port', () => {
  test('a second server on a port in use fails at once with exit code 1', async () => {
    const { dir, env } = serverFolder();
    folders.push(dir);
    const p = port();
    const first = startServer({ ...env, PORT: String(p) });
    started.push(first);
    await waitHealthy(`http://127.0.0.1:${p}`);

    const t0 = Date.now();
    const second = startServer({ ...env, PORT: String(p) });
    started.push(second);
    expect(await second.exited).toBe(1);
    expect(Date.now() - t0).toBeLessThan(10_000);
    expect(await new Response(second.stderr).text()).toContain(`Port ${p} is already in use`);
    // The first one still serves.
    expect((await fetch(`http://127.0.0.1:${p}/healthz`)).status).toBe(200);

    // Loopback callers may read /metrics without a token; a forwarded request may not.
    const metrics = await fetch(`http://127.0.0.1:${p}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('http_requests_total{method="GET",route="/healthz",status="200"}');
    const forwarded = await fetch(`http://127.0.0.1:${p}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forwarded.status).toBe(401);
  }, 30_000);
});

/** Sends a raw multipart upload over a socket, slowly, and gives back the status line and body. */
function slowUpload(p: number, cookie: string, onStarted: () => void): Promise<string> {
  const boundary = 'slow-upload-boundary';
  const chunks = [
    `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\ninvoice\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="slow.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    ...Array.from({ length: 10 }, (_, i) => `${'x'.repeat(10_000)}${i}\n`),
    `\r\n--${boundary}--\r\n`,
  ];
  const length = chunks.reduce((n, c) => n + Buffer.byteLength(c), 0);
  return new Promise((resolve, reject) => {
    const socket = createConnection(p, '127.0.0.1');
    let answer = '';
    socket.on('data', (data) => {
      answer += data.toString();
    });
    socket.on('end', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.on('connect', async () => {
      socket.write(
        `POST /api/documents/upload HTTP/1.1\r\nHost: 127.0.0.1:${p}\r\nOrigin: http://localhost:${p}\r\nCookie: ${cookie}\r\nConnection: close\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n`,
      );
      for (const [i, chunk] of chunks.entries()) {
        socket.write(chunk);
        if (i === 2) onStarted();
        await Bun.sleep(150);
      }
    });
  });
}

describe('a clean stop', () => {
  test('SIGTERM during a slow upload: the upload completes and is stored, the process exits 0', async () => {
    const { dir, env } = serverFolder();
    folders.push(dir);
    const p = port();
    const server = startServer({ ...env, PORT: String(p), PUBLIC_URL: `http://localhost:${p}` });
    started.push(server);
    const base = `http://127.0.0.1:${p}`;
    await waitHealthy(base);

    const register = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${p}` },
      body: JSON.stringify({ username: 'slowpoke', email: 'slow@example.co.za', password: 'correct-horse-1' }),
    });
    expect(register.status).toBe(201);
    const cookie = register.headers.get('set-cookie')?.match(/sid=[^;]+/)?.[0] ?? '';

    let signalled = 0;
    const answer = await slowUpload(p, cookie, () => {
      signalled = Date.now();
      server.kill('SIGTERM');
    });
    expect(signalled).toBeGreaterThan(0);
    expect(answer).toStartWith('HTTP/1.1 201');
    expect(answer).toContain('slow.pdf');
    expect(await server.exited).toBe(0);
    expect(readdirSync(join(dir, 'uploads'))).toHaveLength(1);

    // Stopped means stopped: nothing listens on the port any more.
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  }, 30_000);

  test('a request that never finishes is cut off after SHUTDOWN_GRACE_S and the process still exits 0', async () => {
    const { dir, env } = serverFolder();
    folders.push(dir);
    const p = port();
    const server = startServer({ ...env, PORT: String(p), SHUTDOWN_GRACE_S: '1' });
    started.push(server);
    await waitHealthy(`http://127.0.0.1:${p}`);
    const socket = createConnection(p, '127.0.0.1');
    await new Promise((resolve) => socket.on('connect', resolve));
    // Headers promise a body that never comes.
    socket.write(
      `POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
    );
    await Bun.sleep(200);
    const t0 = Date.now();
    server.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(Date.now() - t0).toBeGreaterThan(900);
    expect(Date.now() - t0).toBeLessThan(5_000);
    socket.destroy();
  }, 30_000);
});
