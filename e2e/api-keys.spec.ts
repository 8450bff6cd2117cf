import { expect, test } from '@playwright/test';
import { createStaffUser, signInToBackoffice } from './support/backoffice.ts';

test('an admin makes an API key, sees its secret once, an integrator lists enquiries with it, and revoking stops it', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const admin = `keys-admin-${testInfo.project.name}`;
  createStaffUser(admin, 'admin');
  await signInToBackoffice(page, admin);
  await page.goto('/admin#/api-keys/create');
  const name = `CRM sync ${testInfo.project.name}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('enquiries:read').check();
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy the key now' });
  await expect(dialog).toBeVisible();
  const secret = (await dialog.getByTestId('api-key-secret').textContent()) ?? '';
  expect(secret).toMatch(/^lk_live_/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  const row = page.getByText(name);
  await expect(row).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);

  // The integrator: no cookie, only the key.
  const integrator = await playwright.request.newContext({ baseURL });
  const listed = await integrator.get('/api/admin/contact-submissions', {
    headers: { authorization: `Bearer ${secret}` },
  });
  expect(listed.status()).toBe(200);
  expect(listed.headers()['content-range']).toMatch(/^contact-submissions /);

  // Its own row: the other project's key may be listed too.
  const keyRow = page.getByRole('row').filter({ hasText: name });
  await keyRow.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(keyRow.getByText(/^Revoked/)).toBeVisible();
  const refused = await integrator.get('/api/admin/contact-submissions', {
    headers: { authorization: `Bearer ${secret}` },
  });
  expect(refused.status()).toBe(401);
  await integrator.dispose();
});
