import { expect, test } from '@playwright/test';
import { createStaffUser, signInToBackoffice } from './support/backoffice.ts';
import { unique } from './support/unique.ts';

const DEFAULT = { every: 'month', createOnDay: 1, dueOnDay: 20 };

test("a manager sets when the bookkeeping pipeline's monthly jobs are made and due; a return's pipeline has no schedule", async ({
  page,
}) => {
  const manager = unique('mgr');
  createStaffUser(manager, 'manager');
  await signInToBackoffice(page, manager);
  try {
    await page.goto('/admin#/work/board/pl-bookkeeping');
    await expect(
      page.getByText('A job every month for each client: made on the 1st of the next month, due on the 20th'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Change schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recurring jobs: Monthly bookkeeping' });
    await dialog.getByLabel('Made on the').click();
    await page.getByRole('option', { name: '10th' }).click();
    await dialog.getByLabel('Due on the').click();
    await page.getByRole('option', { name: '5th', exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('The job must be due on or after the day it is made')).toBeVisible();

    await dialog.getByLabel('Due on the').click();
    await page.getByRole('option', { name: '25th' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('made on the 10th of the next month, due on the 25th')).toBeVisible();

    await page.goto('/admin#/work/board/pl-vat201');
    await expect(page.getByRole('tab', { name: 'VAT201 return', selected: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change schedule' })).toHaveCount(0);
  } finally {
    const reset = await page.request.put('/api/admin/pipelines/pl-bookkeeping', { data: { schedule: DEFAULT } });
    expect(reset.status()).toBe(200);
  }
});
