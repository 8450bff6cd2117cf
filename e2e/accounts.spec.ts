import { expect, test, type Page } from '@playwright/test';
import { sidebar } from './support/portal.ts';
import { unique } from './support/unique.ts';

async function register(page: Page, username: string, password = 'correct-horse-1') {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.co.za`);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('toast')).toContainText('Registration successful');
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a signed-out visitor is sent to /auth and, after signing in, lands where they were going', async ({ page }) => {
  const username = unique('u');
  await register(page, username);
  await sidebar(page, 'Logout', 'button');
  await expect(page.getByTestId('toast')).toContainText('You have been logged out successfully');
  await expect(page).toHaveURL(/\/auth$/);

  await page.goto('/dashboard/settings');
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('toast')).toContainText('Login failed');
  await expect(page.getByTestId('toast')).toContainText('Invalid username or password');

  await page.getByLabel('Password').fill('correct-horse-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('toast')).toContainText(`Welcome back, ${username}!`);
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
});

test('the forms show their messages before sending anything', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel(/^Password/).fill('correct-horse-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please confirm your password')).toBeVisible();
  await page.getByLabel('Confirm password').fill('different-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
});

test('settings: change password and e-mail, then delete the account', async ({ page }) => {
  // Three dialogs, a deletion and a sign-in: past 30 s on a loaded CI machine.
  test.slow();
  const username = unique('u');
  await register(page, username);
  await sidebar(page, 'Settings');
  await expect(page.getByText('Business information not set')).toBeVisible();
  await expect(page.getByText('Secure')).toBeVisible();
  await expect(page.getByText('Client', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Change Password' }).click();
  const passwordDialog = page.getByRole('dialog', { name: 'Change Password' });
  await passwordDialog.getByLabel('New password', { exact: true }).fill('short');
  await passwordDialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(passwordDialog.getByText('Current password is required')).toBeVisible();
  await expect(passwordDialog.getByText('Password must be at least 8 characters')).toBeVisible();
  await passwordDialog.getByLabel('Current password').fill('correct-horse-1');
  // A common password: the meter says so at once, and the server refuses it on the field.
  const meter = passwordDialog.getByRole('meter', { name: 'Strength of the password' });
  await passwordDialog.getByLabel('New password', { exact: true }).fill('Password1');
  await expect(meter).toHaveAttribute('aria-valuetext', 'very weak, a common password');
  await passwordDialog.getByLabel('Confirm new password').fill('Password1');
  await passwordDialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(passwordDialog.getByText('one of the most common passwords')).toBeVisible();
  await passwordDialog.getByLabel('New password', { exact: true }).fill('new-horse-22');
  await expect(meter).toHaveAttribute('aria-valuenow', /[34]/);
  await expect(passwordDialog.getByText(/^Strength: (good|strong)$/)).toBeVisible();
  await passwordDialog.getByLabel('Confirm new password').fill('new-horse-22');
  await passwordDialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByTestId('toast')).toContainText('Password updated');
  await expect(passwordDialog).toBeHidden();

  await page.getByRole('button', { name: 'Change Email' }).click();
  const emailDialog = page.getByRole('dialog', { name: 'Change Email' });
  await emailDialog.getByLabel('New email').fill('not-an-email');
  await emailDialog.getByRole('button', { name: 'Update Email' }).click();
  await expect(emailDialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(emailDialog.getByText('Password is required to verify your identity')).toBeVisible();
  await emailDialog.getByLabel('New email').fill(`${username}.new@example.co.za`);
  await emailDialog.getByLabel('Password').fill('new-horse-22');
  await emailDialog.getByRole('button', { name: 'Update Email' }).click();
  // Only asked: the address changes once the new one opens its link (e2e/account-emails.spec.ts).
  await expect(page.getByTestId('toast')).toContainText('Check your new inbox');
  await expect(page.getByTestId('toast')).toContainText(`We have sent a link to ${username}.new@example.co.za`);

  await page.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Account?' });
  await expect(confirm).toContainText(
    'Your uploaded documents will be deleted, except the records the law makes us keep',
  );
  await expect(confirm.getByTestId('retention-notice')).toContainText('Everything is deleted now');
  await confirm.getByRole('button', { name: 'Yes, Delete My Account' }).click();
  await expect(confirm.getByText('Password is required to verify your identity')).toBeVisible();
  await confirm.getByLabel('Password').fill('correct-horse-1');
  await confirm.getByRole('button', { name: 'Yes, Delete My Account' }).click();
  await expect(confirm.getByText('Password is incorrect')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await confirm.getByLabel('Password').fill('new-horse-22');
  await confirm.getByRole('button', { name: 'Yes, Delete My Account' }).click();
  await expect(page.getByTestId('toast')).toContainText('Account deleted');
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('new-horse-22');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('toast')).toContainText('Invalid username or password');
});

test('the public header shows Get Started signed out, and My Account (username, Dashboard, red Logout) signed in', async ({
  page,
}) => {
  const openMenu = async () => {
    if ((page.viewportSize()?.width ?? 1280) < 896) await page.getByRole('button', { name: 'Menu' }).click();
  };
  await page.goto('/');
  await openMenu();
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'My Account' })).toBeHidden();

  const username = unique('u');
  await register(page, username);
  await page.goto('/about');
  await openMenu();
  await page.getByRole('button', { name: 'My Account' }).click();
  await expect(page.getByText(username, { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeHidden();
  const logout = page.getByRole('button', { name: 'Logout' });
  await expect(logout).toHaveCSS('color', 'rgb(185, 28, 28)');
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/about');
  await openMenu();
  await page.getByRole('button', { name: 'My Account' }).click();
  // Logout reloads the page: the menu is opened on the reloaded page, not on the one going away.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Logout' }).click();
  await reloaded;
  await openMenu();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
});
