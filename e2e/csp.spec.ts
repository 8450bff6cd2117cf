import { expect, test, type Page } from '@playwright/test';
import { createStaffUser, signInToBackoffice } from './support/backoffice.ts';
import { unique } from './support/unique.ts';
import { signedInClient } from './support/clients.ts';

/** Console errors (a CSP violation is reported there), page errors and securitypolicyviolation events. */
function watchForTrouble(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The sign-in screen asks who is signed in first; its expected 401 is not a problem.
    if (message.type() === 'error' && !/status of 401/.test(message.text()))
      problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
  return problems;
}
async function violationsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

test('the portal renders under its script-src CSP with no violation or console error', async ({ page }) => {
  await recordViolations(page);
  const problems = watchForTrouble(page);
  await signedInClient(page, unique('c'));

  const shell = await page.goto('/dashboard');
  expect(shell?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  for (const path of [
    '/dashboard/documents',
    '/dashboard/uploads',
    '/dashboard/subscriptions',
    '/dashboard/settings',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(await violationsSeen(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('the backoffice renders under its script-src CSP with no violation or console error', async ({ page }) => {
  await recordViolations(page);
  const problems = watchForTrouble(page);
  const username = unique('c');
  createStaffUser(username, 'admin');
  await signInToBackoffice(page, username);
  const shell = await page.goto('/admin');
  expect(shell?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: 'Backoffice' }).first()).toBeVisible();
  for (const path of ['/admin/users', '/admin/documents', '/admin/payments']) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toBeEmpty();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  }
  expect(await violationsSeen(page)).toEqual([]);
  expect(problems).toEqual([]);
});
