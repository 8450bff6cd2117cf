import { expect, test } from '@playwright/test';
import { createStaffUser, signInToBackoffice } from './support/backoffice.ts';
import { lastEmailTo, linkIn } from './support/mail.ts';
import { unique } from './support/unique.ts';

const shots = process.env.E2E_SHOTS;

test('staff invite a client without a password; the client sets theirs and arrives signed in on /dashboard', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const admin = unique('inviter');
  createStaffUser(admin, 'admin');
  await signInToBackoffice(page, admin);
  const username = unique('invited');
  const email = `${username}@example.co.za`;
  await page.goto('/admin#/clients/create');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Company name').fill('Invited Traders');
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invited', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend invitation' })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/invite-staff-${testInfo.project.name}.png`, fullPage: true });

  // The client, on their own device, from the e-mail.
  const client = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await client.goto(linkIn(await lastEmailTo(email, 'invitation'), '/auth/invite'));
  await expect(client.getByRole('heading', { name: 'Set up your account' })).toBeVisible();
  await expect(client).toHaveURL(/\/auth\/invite$/);
  await client.getByRole('textbox', { name: 'New password', exact: true }).fill('my-own-choice-58');
  await client.getByRole('textbox', { name: 'Confirm new password' }).fill('my-own-choice-58');
  if (shots) await client.screenshot({ path: `${shots}/invite-accept-${testInfo.project.name}.png`, fullPage: true });
  await client.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(client).toHaveURL(/\/dashboard$/);
  await expect(client.getByRole('heading', { name: new RegExp(`Welcome back, ${username}`) })).toBeVisible();
  // The invitation proved the address: no banner.
  await expect(client.getByTestId('verify-email-banner')).toHaveCount(0);
  await client.close();

  await page.reload();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend invitation' })).toHaveCount(0);
});
