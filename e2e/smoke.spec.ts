import { expect, test } from '@playwright/test';

test.describe('smoke', () => {
  test('the public home page renders with no page errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the portal loads at /dashboard', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/dashboard');
    await expect(page.locator('#root')).not.toBeEmpty();
    expect(errors).toEqual([]);
  });

  test('the backoffice loads at /admin', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Backoffice' }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});

test('the API documentation answers on the real server', async ({ page, request }) => {
  // Checked through a listening server: Bun's native router can route differently from app.handle.
  const doc = await request.get('/openapi.json');
  expect(doc.status()).toBe(200);
  expect((await doc.json()).openapi).toMatch(/^3\./);
  const res = await page.goto('/swagger');
  expect(res?.status()).toBe(200);
  await expect(page.locator('.swagger-ui').first()).toBeVisible();
  for (const path of ['/', '/about', '/faq', '/healthz']) expect((await request.get(path)).status()).toBe(200);
});
