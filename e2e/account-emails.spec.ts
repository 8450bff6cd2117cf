import { expect, test } from '@playwright/test';
import { STAFF_PASSWORD } from './support/backoffice.ts';
import { signedInClient } from './support/clients.ts';
import { lastEmailTo, linkIn } from './support/mail.ts';
import { unique } from './support/unique.ts';

const shots = process.env.E2E_SHOTS;

test('a new client sees the confirm banner, resends the link, and the link confirms the address', async ({
  page,
}, testInfo) => {
  test.slow();
  const username = unique('verify');
  const email = `${username}@example.co.za`;
  const registered = await page.request.post('/api/register', {
    data: { username, email, password: 'a-long-secret-31' },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/dashboard');
  const banner = page.getByTestId('verify-email-banner');
  await expect(banner).toContainText('Please confirm your e-mail address');
  if (shots) await page.screenshot({ path: `${shots}/verify-banner-${testInfo.project.name}.png`, fullPage: true });
  const first = linkIn(await lastEmailTo(email, 'email_verify'), '/auth/verify');
  await banner.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByTestId('toast')).toContainText(`We have sent a new link to ${email}`);
  // The newest link is the one that works.
  let latest = first;
  await expect(async () => {
    latest = linkIn(await lastEmailTo(email, 'email_verify'), '/auth/verify');
    expect(latest).not.toBe(first);
  }).toPass();

  await page.goto(first);
  await expect(page.getByText('This link has expired or was already used')).toBeVisible();
  await page.goto(latest);
  await expect(page.getByRole('status').filter({ hasText: 'Your e-mail address is confirmed' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/verify$/);
  if (shots) await page.screenshot({ path: `${shots}/verify-done-${testInfo.project.name}.png`, fullPage: true });
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('verify-email-banner')).toHaveCount(0);
});

test('an e-mail change in Settings takes effect only once the new address opens its link', async ({
  page,
}, testInfo) => {
  test.slow();
  const username = unique('move');
  await signedInClient(page, username);
  const newEmail = `${username}.new@example.co.za`;
  await page.goto('/dashboard/settings');
  await page.getByRole('button', { name: 'Change Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Email' });
  await dialog.getByLabel('New email').fill(newEmail);
  await dialog.getByLabel('Password').fill(STAFF_PASSWORD);
  await dialog.getByRole('button', { name: 'Update Email' }).click();
  await expect(page.getByTestId('toast')).toContainText(`We have sent a link to ${newEmail}`);
  await expect(page.getByText(`${username}@firm.co.za`, { exact: true })).toBeVisible();
  // The old address is told, with the time and a way to report it.
  const notice = await lastEmailTo(`${username}@firm.co.za`, 'email_change_notice');
  expect(notice).toContain(newEmail);
  expect(notice).toContain('Report it to us');

  await page.goto(linkIn(await lastEmailTo(newEmail, 'email_change_confirm'), '/auth/verify'));
  await expect(page.getByRole('status').filter({ hasText: `Your e-mail address is now ${newEmail}` })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/email-change-done-${testInfo.project.name}.png`, fullPage: true });
  await page.goto('/dashboard/settings');
  await expect(page.getByText(newEmail, { exact: true })).toBeVisible();
});
