import { expect, test } from '@playwright/test';
import { createStaffUser, signInToBackoffice } from './support/backoffice.ts';
import { unique } from './support/unique.ts';

const shots = process.env.E2E_SHOTS;

// Both projects save the same officer: the setting is the firm's, and they run at once.
test('an admin names the Information Officer in the firm settings; the privacy page shows them', async ({
  page,
}, testInfo) => {
  const admin = unique('ioadm');
  createStaffUser(admin, 'admin');
  await signInToBackoffice(page, admin);
  await page.goto('/admin#/firm-settings');
  const card = page.getByRole('form', { name: 'Information Officer' });
  await expect(card).toBeVisible();
  await card.getByLabel('Name').fill('Thandi Nkosi');
  await card.getByLabel('E-mail').fill('not an address');
  await card.getByLabel('Phone').fill('+44 20 7946 0958');
  await card.getByRole('button', { name: 'Save Information Officer' }).click();
  await expect(card.getByText('Please enter a valid email address')).toBeVisible();
  await expect(
    card.getByText('Enter a South African phone number, such as 021 000 0000 or +27 21 000 0000'),
  ).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/officer-errors-${testInfo.project.name}.png`, fullPage: true });
  await card.getByLabel('E-mail').fill('privacy@ledgerline.co.za');
  await card.getByLabel('Phone').fill('+27 21 555 0123');
  await card.getByRole('button', { name: 'Save Information Officer' }).click();
  await expect(page.getByText('Information Officer saved')).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/officer-settings-${testInfo.project.name}.png`, fullPage: true });

  await page.goto('/privacy#contact');
  const section = page.locator('#contact');
  await expect(
    section.getByText('Our Information Officer, Thandi Nkosi, handles privacy requests and complaints.'),
  ).toBeVisible();
  await expect(section.getByRole('link', { name: 'privacy@ledgerline.co.za' })).toHaveAttribute(
    'href',
    'mailto:privacy@ledgerline.co.za',
  );
  await expect(section.getByRole('link', { name: '+27 21 555 0123' })).toHaveAttribute('href', 'tel:+27215550123');
  if (shots) await section.screenshot({ path: `${shots}/officer-privacy-${testInfo.project.name}.png` });
});
