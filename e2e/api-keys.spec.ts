import { expect, test } from '@playwright/test';
import { createStaffUser, signInToBackoffice } from './support/backoffice.ts';

test('an admin makes an API key, sees its secret once, an integrator lists enquiries with it, and revoking stops it', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  // The backoffice, then Swagger UI rendering a 130-operation document: over 30 s on a loaded machine.
  test.slow();
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

  // The same key in Swagger UI, in a browser with no session: Authorize, then try the list.
  const docs = await page.context().browser()?.newContext({ baseURL });
  if (!docs) throw new Error('No browser');
  const swagger = await docs.newPage();
  await swagger.goto('/swagger');
  await swagger
    .getByRole('button', { name: /Authorize/ })
    .first()
    .click();
  const bearer = swagger.getByRole('textbox', { name: 'auth-bearer-value' });
  const apiKeyScheme = swagger.locator('.auth-container').filter({ hasText: '(http, Bearer)' });
  await bearer.fill(secret);
  await apiKeyScheme.getByRole('button', { name: 'Apply credentials' }).click();
  await expect(apiKeyScheme.getByRole('button', { name: 'Remove authorization' })).toBeVisible();
  await apiKeyScheme.getByRole('button', { name: 'Close' }).click();
  // Swagger UI keeps only the operations near the viewport in the page: scroll a screen at a time until it is there.
  const operation = swagger.locator('#operations-Backoffice-getApiAdminContact-submissions');
  for (let turn = 0; turn < 60 && !(await operation.count()); turn++) {
    await swagger.evaluate(() => window.scrollBy(0, 400));
    await swagger.waitForTimeout(100);
  }
  await operation.locator('.opblock-summary').click();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  await operation.getByRole('button', { name: 'Execute' }).click();
  await expect(operation.locator('.live-responses-table tr.response .response-col_status')).toHaveText('200');
  await docs.close();

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
