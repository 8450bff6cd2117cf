import { afterAll, expect, test } from 'bun:test';
import { appendFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Subprocess } from 'bun';
import { serverFolder, startServer, waitHealthy } from '../testing/spawn-server.ts';
import { createTestApp } from '../testing/test-app.ts';
import type { Manifest } from './backup.ts';

const root = join(import.meta.dir, '../..');
const cleanup: (() => unknown)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

function script(args: string[], env: Record<string, string>) {
  return Bun.spawn(['bun', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdout: 'pipe',
    stderr: 'pipe',
  });
}

async function outcome(proc: Subprocess<'ignore' | 'inherit' | 'pipe', 'pipe', 'pipe'>) {
  const [code, out, err] = await Promise.all([
    proc.exited,
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
  ]);
  return { code, text: out + err };
}

test('a backup taken under write load restores into a working app with every write acknowledged before it', async () => {
  const live = serverFolder();
  cleanup.push(() => rmSync(live.dir, { recursive: true, force: true }));
  const port = 3370 + 600 + Math.floor(Math.random() * 300);
  const base = `http://127.0.0.1:${port}`;
  const origin = `http://localhost:${port}`;
  const server = startServer({ ...live.env, PORT: String(port), PUBLIC_URL: origin });
  cleanup.push(async () => {
    server.kill('SIGKILL');
    await server.exited;
  });
  await waitHealthy(base);

  const register = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ username: 'backed', email: 'backed@example.co.za', password: 'correct-horse-1' }),
  });
  expect(register.status).toBe(201);
  const cookie = register.headers.get('set-cookie')?.match(/sid=[^;]+/)?.[0] ?? '';

  const form = new FormData();
  form.append('category', 'invoice');
  form.append('files', new File(['%PDF-1.4 kept through a restore'], 'kept.pdf', { type: 'application/pdf' }));
  const uploaded = await fetch(`${base}/api/documents/upload`, {
    method: 'POST',
    body: form,
    headers: { cookie, origin },
  });
  expect(uploaded.status).toBe(201);
  const documentId = ((await uploaded.json()) as { documents: { id: string }[] }).documents[0]!.id;

  // Two writers keep adding employees; each id is kept with the moment its 201 arrived.
  const acknowledged: { id: string; at: number }[] = [];
  let writing = true;
  let n = 0;
  const writer = async () => {
    while (writing) {
      const i = n++;
      const res = await fetch(`${base}/api/employees`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin },
        body: JSON.stringify({
          firstName: `Worker${i}`,
          lastName: 'Load',
          email: `w${i}@example.co.za`,
          position: 'Clerk',
          salaryAmount: 15000 + i,
          startDate: '2024-01-15',
          isActive: true,
        }),
      });
      if (res.status === 201) acknowledged.push({ id: ((await res.json()) as { id: string }).id, at: Date.now() });
      else throw new Error(`write failed: ${res.status} ${await res.text()}`);
    }
  };
  const writers = [writer(), writer()];
  await Bun.sleep(400);

  const backupDir = join(live.dir, 'backup');
  const backupStarted = Date.now();
  const before = acknowledged.filter((w) => w.at < backupStarted).map((w) => w.id);
  const made = await outcome(script(['scripts/db-backup.ts', '--out', backupDir], live.env));
  const backupEnded = Date.now();
  await Bun.sleep(100);
  writing = false;
  await Promise.all(writers);
  expect(made.text).toContain('Backup written');
  expect(made.code).toBe(0);
  expect(before.length).toBeGreaterThan(5);
  // The load went on while the backup ran.
  expect(acknowledged.some((w) => w.at > backupStarted && w.at < backupEnded)).toBe(true);

  const manifest = (await Bun.file(join(backupDir, 'manifest.json')).json()) as Manifest;
  expect(manifest.schemaVersion?.tag).toMatch(/^\d{4}_/);
  expect(manifest.uploads.storage).toBe('local');
  if (manifest.uploads.storage === 'local') {
    expect(manifest.uploads.fileCount).toBe(1);
    expect(manifest.uploads.files[0]!.sha256).toMatch(/^[0-9a-f]{64}$/);
  }

  // Restoring over the live server's database is refused.
  const overLive = await outcome(script(['scripts/db-restore.ts', backupDir], live.env));
  expect(overLive.code).toBe(1);
  expect(overLive.text).toContain('A server is running');

  // Into a fresh folder it restores; the app starts on it and finds everything acknowledged before the backup.
  const fresh = serverFolder();
  cleanup.push(() => rmSync(fresh.dir, { recursive: true, force: true }));
  const restored = await outcome(script(['scripts/db-restore.ts', backupDir], fresh.env));
  expect(restored.text).toContain('Restored the backup');
  expect(restored.code).toBe(0);
  const app = await createTestApp({
    databaseUrl: fresh.env.DATABASE_URL,
    uploadDir: fresh.env.UPLOAD_DIR,
  });
  cleanup.push(() => app.close());
  const integrity = await app.client.execute('PRAGMA integrity_check');
  expect(integrity.rows[0]?.[0]).toBe('ok');
  const ids = new Set((await app.client.execute('SELECT id FROM company_employees')).rows.map((row) => String(row.id)));
  for (const id of before) expect(ids.has(id)).toBe(true);
  const list = await app.request('/api/employees', { headers: { cookie } });
  expect(list.status).toBe(200);
  const file = await app.request(`/api/documents/${documentId}/file`, { headers: { cookie } });
  expect(file.status).toBe(200);
  expect(await file.text()).toBe('%PDF-1.4 kept through a restore');

  // A backup whose file no longer matches its hash is refused before anything is touched.
  const copied = readdirSync(join(backupDir, 'uploads'))[0]!;
  appendFileSync(join(backupDir, 'uploads', copied), 'tampered');
  const other = serverFolder();
  cleanup.push(() => rmSync(other.dir, { recursive: true, force: true }));
  const tampered = await outcome(script(['scripts/db-restore.ts', backupDir], other.env));
  expect(tampered.code).toBe(1);
  expect(tampered.text).toContain('does not match its SHA-256');
  expect(readdirSync(other.dir)).toEqual(['dist']);
}, 60_000);
