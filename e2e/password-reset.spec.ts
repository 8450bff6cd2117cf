import { expect, test } from '@playwright/test';
import { STAFF_PASSWORD } from './support/backoffice.ts';
import { signedInClient } from './support/clients.ts';
import { lastEmailTo, linkIn } from './support/mail.ts';
import { unique } from './support/unique.ts';

const shots = process.env.E2E_SHOTS;
const NEW_PASSWORD = 'a-fresh-start-42';

// Both projects run it: the phone project (Pixel 7, 412 px wide) is the phone width.
test.describe('a forgotten password', () => {
  test('a client who forgot their password gets back in from /auth by e-mail alone; older sessions end', async ({
    page,
    browser,
  }, testInfo) => {
    test.slow();
    const username = unique('forgot');
    const email = `${username}@firm.co.za`;
    // A session on another device, signed in before the reset.
    const otherDevice = await browser.newContext();
    await signedInClient(await otherDevice.newPage(), username);
    expect((await otherDevice.request.get('/api/user')).status()).toBe(200);

    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot$/);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'If an account uses that address, we have sent a link' }),
    ).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/reset-asked-${testInfo.project.name}.png`, fullPage: true });

    const link = linkIn(await lastEmailTo(email, 'password_reset'), '/auth/reset');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    // The token leaves the address bar (and the history) at once.
    await expect(page).toHaveURL(/\/auth\/reset$/);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill(NEW_PASSWORD);
    await expect(page.getByRole('meter')).toBeVisible();
    if (shots)
      await page.screenshot({ path: `${shots}/reset-new-password-${testInfo.project.name}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Set new password' }).click();

    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText('Your password was changed. Sign in with your new password.')).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/reset-done-${testInfo.project.name}.png`, fullPage: true });
    expect((await otherDevice.request.get('/api/user')).status()).toBe(401);
    await otherDevice.close();

    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid username or password').first()).toBeVisible();
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard/);

    // The link worked once.
    await page.request.post('/api/logout');
    await page.goto(link);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('another-try-99');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('another-try-99');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('This link has expired or was already used')).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/reset-used-${testInfo.project.name}.png`, fullPage: true });
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot$/);
  });
});
