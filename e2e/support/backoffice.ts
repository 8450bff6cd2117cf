import { expect, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';

const port = Number(process.env.E2E_PORT ?? 3210);
export const STAFF_PASSWORD = 'backoffice-e2e-1';

/** Staff accounts are made the way the README says: bun run user:create, on the server's database. */
export function createStaffUser(username: string, role: 'admin' | 'accountant' | 'manager') {
  createUserWithCli(username, role);
}

/** Any account through the CLI (clients too: see support/clients.ts), with STAFF_PASSWORD. */
export function createUserWithCli(username: string, role: 'client' | 'admin' | 'accountant' | 'manager') {
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
    ],
    {
      env: { ...process.env, DATABASE_URL: `file:.e2e/${port}/app.db` },
      stdio: 'pipe',
    },
  );
}

export async function signInToBackoffice(page: Page, username: string) {
  await page.goto('/admin');
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
}
