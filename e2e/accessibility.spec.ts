import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createStaffUser, signInToBackoffice } from './support/backoffice.ts';
import { signedInClient } from './support/clients.ts';
import { unique } from './support/unique.ts';

/** WCAG 2.2 AA (docs/product/README.md#accessibility): no serious or critical axe violation on any screen. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`)
          .slice(0, 3)
          .join(' | ')})`,
    );
}

for (const path of ['/', '/about', '/services', '/faq', '/contact', '/terms', '/privacy', '/no-such-page', '/auth']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the register form with its password-strength meter showing has no serious accessibility violations', async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel(/^Password/).fill('Umhlanga rocks at dawn');
  const meter = page.getByRole('meter', { name: 'Strength of the password' });
  await expect(meter).toHaveAttribute('aria-valuetext', 'strong');
  // The verdict is in words too, in a polite live region, so it is announced as it changes.
  await expect(page.getByText('Strength: strong')).toHaveAttribute('aria-live', 'polite');
  expect(await seriousViolations(page)).toEqual([]);
});

// Two groups, each in its own test with its own client, so neither runs past the time limit on a loaded machine.
const PORTAL_SCREENS = {
  'records and money': [
    '/dashboard',
    '/dashboard/work',
    '/dashboard/employees',
    '/dashboard/subscriptions',
    '/dashboard/payments',
    '/dashboard/settings',
  ],
  'documents and dates': [
    '/dashboard/documents',
    '/dashboard/agreements',
    '/dashboard/messages?thread=new',
    '/dashboard/uploads',
    '/dashboard/company',
    '/dashboard/deadlines',
  ],
};

for (const [group, paths] of Object.entries(PORTAL_SCREENS)) {
  test(`the signed-in portal screens of ${group} have no serious accessibility violations`, async ({ page }) => {
    // Several screens, each loaded and scanned by axe: over 30 s on a loaded machine.
    test.slow();
    // Made through the CLI: the registration limit is kept for the tests about registering.
    await signedInClient(page, unique('a11y'));
    // Employees with and without an estimate: the EMP201 card, the figures and a 'Cannot estimate' chip are scanned too.
    for (const employee of [
      { firstName: 'Thandi', lastName: 'Nkosi', salaryAmount: 25000, dateOfBirth: '1990-05-01' },
      { firstName: 'Sipho', lastName: 'Dlamini', salaryAmount: 18000 },
    ]) {
      expect((await page.request.post('/api/employees', { data: employee })).status()).toBe(201);
    }
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const violations = await seriousViolations(page);
      if (violations.length) found[path] = violations;
    }
    expect(found).toEqual({});
  });
}

// Two groups, each in its own test, so neither runs past the time limit on a loaded machine.
const BACKOFFICE_SCREENS = {
  'the day': [
    '#/',
    '#/clients',
    '#/message-threads',
    '#/contact-submissions',
    '#/documents',
    '#/payments',
    '#/users',
    '#/deadlines',
    '#/work/board',
    '#/work/mine',
    '#/work/workload',
  ],
  'the settings': [
    '#/public-holidays',
    '#/compliance-rules',
    '#/tax-tables',
    '#/tax-tables/tax-table-2027',
    '#/payroll-rates',
    '#/engagement-letters',
    '#/engagement-templates',
    '#/email-outbox',
    '#/firm-settings',
  ],
};

for (const [group, hashes] of Object.entries(BACKOFFICE_SCREENS)) {
  test(`the backoffice screens of ${group} have no serious accessibility violations`, async ({ page }) => {
    // Several screens, each loaded and scanned by axe: over 30 s on a loaded machine.
    test.slow();
    const username = unique('a11yadmin');
    createStaffUser(username, 'admin');
    await signInToBackoffice(page, username);
    const found: Record<string, string[]> = {};
    for (const hash of hashes) {
      await page.goto(`/admin${hash}`);
      // A hash change is a same-document navigation: 'networkidle' may never come again, so wait for the
      // screen itself (its main content, with no loading indicator left).
      await expect(page.locator('#main-content, main').first()).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      const violations = await seriousViolations(page);
      if (violations.length) found[hash] = violations;
    }
    expect(found).toEqual({});
  });
}
