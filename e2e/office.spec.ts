import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';

/**
 * An office behind one router. The browser tests run without raising
 * any rate limit (no RATE_LIMIT_SCALE), every request from 127.0.0.1, and this
 * one signs in through the portal's form more than twenty times, typos included.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const PASSWORD = 'office-e2e-pass-1';
const SIGN_INS = 24;

function createClient(username: string) {
  execFileSync(
    'bun',
    [
      'scripts/user-create.ts',
      '--username',
      username,
      '--email',
      `${username}@office.co.za`,
      '--password',
      PASSWORD,
      '--role',
      'client',
    ],
    { env: { ...process.env, DATABASE_URL: `file:.e2e/${port}/app.db` }, stdio: 'pipe' },
  );
}

test('colleagues behind one address sign in one after another, with the odd typo, and nobody is refused', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const colleagues = ['a', 'b', 'c'].map((letter) => `office-${testInfo.project.name}-${letter}`);
  for (const username of colleagues) createClient(username);

  for (let i = 0; i < SIGN_INS; i++) {
    const username = colleagues[i % colleagues.length]!;
    await context.clearCookies();
    await page.goto('/auth');
    await page.getByLabel('Username').fill(username);
    if (i % 6 === 0) {
      // A typo first: failures count, and stay far below the address's allowance.
      await page.getByLabel('Password').fill('office-e2e-typo');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByTestId('toast')).toContainText('Invalid username or password');
    }
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('toast')).toContainText(`Welcome back, ${username}!`);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});
