import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { codeAt, newSecret, stepAt } from '../../api/modules/two-factor/totp.ts';

const port = Number(process.env.E2E_PORT ?? 3210);
export const STAFF_PASSWORD = 'backoffice-e2e-1';

/** Admins must use two-factor sign-in: each one made here gets a key, and the tests compute its codes. */
const totpKeys = new Map<string, string>();
/** The last 30-second step whose code each user spent: the server never accepts a step twice. */
const spentSteps = new Map<string, number>();

/** Staff accounts are made the way the README says: bun run user:create, on the server's database. */
export function createStaffUser(username: string, role: 'admin' | 'accountant' | 'manager') {
  createUserWithCli(username, role);
}

/**
 * Any account through the CLI (clients too: see support/clients.ts), with STAFF_PASSWORD.
 * Admins get a TOTP key unless `enrolled: false` (they then meet the enrolment screen).
 */
export function createUserWithCli(
  username: string,
  role: 'client' | 'admin' | 'accountant' | 'manager',
  { enrolled = role === 'admin' }: { enrolled?: boolean } = {},
) {
  const key = enrolled ? newSecret() : undefined;
  execFileSync(
    'bun',
    [
      'scripts/user-create.ts',
      '--username',
      username,
      '--email',
      `${username}@firm.co.za`,
      '--password',
      STAFF_PASSWORD,
      '--role',
      role,
      ...(key ? ['--totp-secret', key] : []),
    ],
    {
      env: { ...process.env, DATABASE_URL: `file:.e2e/${port}/app.db` },
      stdio: 'pipe',
    },
  );
  if (key) totpKeys.set(username, key);
}

/** A key the test turned on through the screens, its code just spent, for later sign-ins. */
export function rememberTotpKey(username: string, key: string) {
  totpKeys.set(username, key);
  spentSteps.set(username, stepAt(Date.now()));
}

/**
 * A code the server will take for this user now: this step's, or the next one's when this
 * one is spent (the server accepts one step either side), waiting for the clock when both are.
 */
export async function nextCode(username: string): Promise<string> {
  const key = totpKeys.get(username);
  if (!key) throw new Error(`${username} has no two-factor key in this test run`);
  for (;;) {
    const now = Date.now();
    const spent = spentSteps.get(username) ?? Number.NEGATIVE_INFINITY;
    // Never the step before: it stops being accepted when the clock next turns, which can
    // happen between typing the code and the server reading it.
    const offset = [0, 1].find((candidate) => stepAt(now) + candidate > spent);
    if (offset !== undefined) {
      spentSteps.set(username, stepAt(now) + offset);
      return codeAt(key, now + offset * 30_000);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

export async function signInToBackoffice(page: Page, username: string) {
  await page.goto('/admin');
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (totpKeys.has(username)) {
    await page.getByLabel('Authentication code').fill(await nextCode(username));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
}

/** Signs a request context in through the API, answering the two-factor step for users who have it. */
export async function signInThroughApi(request: APIRequestContext, username: string) {
  const res = await request.post('/api/login', { data: { username, password: STAFF_PASSWORD } });
  expect(res.status()).toBe(200);
  if (!totpKeys.has(username)) return;
  expect(await res.json()).toEqual({ twoFactorRequired: true });
  const second = await request.post('/api/login/2fa', { data: { code: await nextCode(username) } });
  expect(second.status()).toBe(200);
}
