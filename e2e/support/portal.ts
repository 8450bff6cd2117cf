import type { Page } from '@playwright/test';

/**
 * Follows a link (or presses a button) in the portal's sidebar. Below MUI's md
 * breakpoint (900 px) the sidebar is a slide-over opened from the header.
 */
export async function sidebar(page: Page, name: string, role: 'link' | 'button' = 'link') {
  if ((page.viewportSize()?.width ?? 1280) < 900) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole(role, { name }).last().click();
}
