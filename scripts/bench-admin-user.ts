/**
 * The benches' admin. Admins must use two-factor sign-in before the backoffice's API
 * answers them (decision 030), so the bench admin is made with a known key, as the
 * README's `user:create --totp-secret` makes one, and signs in with its code.
 */
import { join } from 'node:path';
import { codeAt } from '../api/modules/two-factor/totp.ts';

const USERNAME = 'bench-admin';
const PASSWORD = 'bench-password-1';
const KEY = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** Another member of staff signs in the same way (the work rows' accountant): same password and key. */
export function createBenchAdmin(
  env: Record<string, string | undefined>,
  { username = USERNAME, role = 'admin' }: { username?: string; role?: 'admin' | 'accountant' } = {},
) {
  const created = Bun.spawnSync(
    [
      'bun',
      'scripts/user-create.ts',
      ...['--username', username, '--email', `${username}@firm.co.za`, '--password', PASSWORD],
      ...['--role', role, '--totp-secret', KEY],
    ],
    { cwd: join(import.meta.dir, '..'), env: { ...process.env, ...env } },
  );
  if (created.exitCode !== 0) throw new Error(created.stderr.toString());
}

/** The password, then the code: answers the session cookie. */
export async function signInBenchAdmin(baseUrl: string, username = USERNAME): Promise<string> {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  const challenge = login.headers.get('set-cookie')?.match(/twofa=[^;]+/)?.[0];
  if (!challenge) throw new Error(`bench admin sign-in failed: ${login.status}`);
  const second = await fetch(`${baseUrl}/api/login/2fa`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: challenge },
    body: JSON.stringify({ code: codeAt(KEY, Date.now()) }),
  });
  const cookie = second.headers.get('set-cookie')?.match(/sid=[^;]+/)?.[0];
  if (!cookie) throw new Error(`bench admin code step failed: ${second.status}`);
  return cookie;
}
