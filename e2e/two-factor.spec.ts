import { expect, test } from '@playwright/test';
import { codeAt } from '../api/modules/two-factor/totp.ts';
import { STAFF_PASSWORD } from './support/backoffice.ts';
import { signedInClient } from './support/clients.ts';
import { unique } from './support/unique.ts';

const shots = process.env.E2E_SHOTS;

test('a client turns on two-factor sign-in from the key on the page, then signs in with a code, and once with a recovery code', async ({
  page,
}, testInfo) => {
  test.slow();
  const username = unique('tfa');
  await signedInClient(page, username);
  await page.goto('/dashboard/settings');
  await page.getByRole('button', { name: 'Turn on' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn on two-factor authentication' });
  await expect(dialog.getByRole('img', { name: 'QR code holding your two-factor key' })).toBeVisible();
  const key = ((await dialog.getByTestId('two-factor-key').textContent()) ?? '').replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  if (shots) await page.screenshot({ path: `${shots}/two-factor-enrol-${testInfo.project.name}.png`, fullPage: true });
  await dialog.getByLabel('Authentication code').fill('000000');
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(dialog.getByText('That code is not right', { exact: false })).toBeVisible();
  await dialog.getByLabel('Authentication code').fill(codeAt(key, Date.now()));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  const codes = dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent()) ?? '';
  await dialog.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText(/10 recovery codes left/)).toBeVisible();

  // Signed out, the password alone asks for a code.
  await page.request.post('/api/logout');
  await page.goto('/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(401);
  await page.getByLabel('Authentication code').fill('123 456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right', { exact: false })).toBeVisible();
  // The enrolment's code was used: the next step's code is the one the app shows now or in a moment.
  await page.getByLabel('Authentication code').fill(codeAt(key, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // Once with a recovery code.
  await page.request.post('/api/logout');
  await page.goto('/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard/settings');
  await expect(page.getByText(/9 recovery codes left/)).toBeVisible();
});
