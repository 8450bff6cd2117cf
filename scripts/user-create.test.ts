import { afterAll, expect, test } from 'bun:test';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = join(tmpdir(), `firm-cli-${crypto.randomUUID()}`);
const env = { ...process.env, DATABASE_URL: `file:${join(dir, 'app.db')}` };
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(...args: string[]) {
  const proc = Bun.spawnSync(['bun', join(import.meta.dir, 'user-create.ts'), ...args], {
    env,
    stdout: 'pipe',
    stderr: 'pipe',
  });
  return { code: proc.exitCode, out: proc.stdout.toString(), err: proc.stderr.toString() };
}

test('user:create makes a user with an argon2id hash, and refuses a taken name, a taken e-mail and an unknown role', async () => {
  const made = run(
    '--username',
    'boss',
    '--email',
    'boss@firm.co.za',
    '--password',
    'correct-horse',
    '--role',
    'admin',
  );
  expect(made.code).toBe(0);
  expect(made.out).toContain('Created admin "boss"');

  const { createClient } = await import('@libsql/client');
  const client = createClient({ url: env.DATABASE_URL });
  const row = (await client.execute("select password, role, is_staff from users where username = 'boss'")).rows[0];
  client.close();
  expect(String(row?.password)).toStartWith('$argon2id$');
  expect(row?.role).toBe('admin');
  expect(row?.is_staff).toBe(1);

  const sameName = run(
    '--username',
    'BOSS',
    '--email',
    'other@firm.co.za',
    '--password',
    'correct-horse',
    '--role',
    'client',
  );
  expect(sameName.code).toBe(1);
  expect(sameName.err).toContain('Username already exists');

  const sameEmail = run('--username', 'other', '--email', 'Boss@firm.co.za', '--password', 'correct-horse');
  expect(sameEmail.code).toBe(1);
  expect(sameEmail.err).toContain('Email already exists');

  const badRole = run('--username', 'x', '--email', 'x@firm.co.za', '--password', 'correct-horse', '--role', 'owner');
  expect(badRole.code).toBe(1);
  expect(badRole.err).toContain('unknown role "owner"');
}, 30_000);
