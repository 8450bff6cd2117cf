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
