import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createStaffUser, STAFF_PASSWORD } from './support/backoffice.ts';
import { readFileSync } from 'node:fs';
import { extractPdfText } from '../api/lib/pdf/extract-text.ts';
import { sidebar } from './support/portal.ts';
import { unique } from './support/unique.ts';

// The e2e server runs without Stripe keys: billing is manual (EFT), and staff mark payments received.
const toast = (page: Page) => page.getByTestId('toast');

async function newClient(page: Page) {
  const username = unique('b');
  const res = await page.request.post('/api/register', {
    data: {
      username,
      email: `${username}@example.co.za`,
      password: 'correct-horse-1',
      firstName: 'Lerato',
      lastName: 'Dlamini',
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; username: string };
}

/** A manager, made with user:create as the README says. */
function createManager() {
  const username = unique('mgr');
  createStaffUser(username, 'manager');
  return username;
}

/** The manager marks the client's EFT payment received through the API (the phone layout's list has no buttons). */
async function staffMarksReceived(request: APIRequestContext, paymentId: string) {
  const username = createManager();
  expect((await request.post('/api/login', { data: { username, password: STAFF_PASSWORD } })).status()).toBe(200);
  const res = await request.post(`/api/admin/payments/${paymentId}/mark-received`);
  expect(res.status()).toBe(200);
}

test('a client picks a package, pays by EFT, sees it active, manages auto-renew and cancels with the product texts', async ({
  page,
  playwright,
  browser,
  baseURL,
}) => {
  test.slow();
  const client = await newClient(page);
  await page.goto('/dashboard');
  await sidebar(page, 'Subscriptions');
  await expect(page.getByRole('heading', { name: 'No Active Subscriptions' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Service Packages' })).toHaveAttribute('href', '/services');

  // Available Services → checkout: what is being bought, then the EFT instructions.
  const essential = page.getByRole('article', { name: 'Essential package' });
  await expect(essential.getByRole('link', { name: 'Add Package' })).toHaveAttribute('href', '/services#essential');
  await essential.getByRole('link', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/checkout\?subscriptionId=/);
  await expect(page.getByRole('heading', { name: 'Essential package' })).toBeVisible();
  await expect(page.getByText(/R\s?1\s?299[.,]00/).first()).toBeVisible();

  // The firm requires the package's engagement letter first: payment waits until it is signed here.
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeDisabled();
  await expect(page.getByText('Sign the engagement letter below first.')).toBeVisible();
  const letterFirst = page.getByRole('region', { name: 'Sign the engagement letter first' });
  await letterFirst.getByRole('button', { name: 'Read the engagement letter' }).click();
  // The letter names the company: without it, the page says what to add and where.
  await expect(letterFirst.getByText('Add your company name under Company Information first.')).toBeVisible();
  await expect(letterFirst.getByRole('link', { name: 'Go to Company Information' })).toBeVisible();
  const details = await page.request.patch('/api/user', {
    data: { company: 'Dlamini Design Studio', address: '8 Jan Smuts Avenue', city: 'Johannesburg', postalCode: '2196' },
  });
  expect(details.status()).toBe(200);
  await letterFirst.getByRole('button', { name: 'Read the engagement letter' }).click();
  const letter = page.getByRole('region', { name: 'Essential engagement letter' });
  await expect(letter.getByText('Dlamini Design Studio', { exact: false }).first()).toBeVisible();
  await letter.getByLabel('Your full name').fill('Lerato Dlamini');
  await letter.getByRole('checkbox', { name: /I have read and accept this engagement letter/ }).check();
  await letter.getByRole('checkbox', { name: /I consent to the processing of my personal information/ }).check();
  if (process.env.E2E_SHOTS)
    await page.screenshot({
      path: `${process.env.E2E_SHOTS}/checkout-letter-${test.info().project.name}.png`,
      fullPage: true,
    });
  await letter.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(toast(page).filter({ hasText: 'Engagement letter signed' })).toBeVisible();
  await expect(letter).toHaveCount(0);

  const checkout = page.waitForResponse((r) => r.url().endsWith('/api/checkout'));
  await page.getByRole('button', { name: 'Pay now' }).click();
  const answer = await (await checkout).json();
  expect(answer.mode).toBe('manual');
  const instructions = page.getByRole('region', { name: 'EFT payment instructions' });
  await expect(instructions.getByText(answer.reference, { exact: true })).toBeVisible();
  await expect(
    instructions.getByText(`use ${answer.reference} as the payment reference`, { exact: false }),
  ).toBeVisible();

  // Pending until the firm sees the money.
  await page.goto('/dashboard/subscriptions');
  const pending = page.getByRole('region', { name: 'Pending Subscriptions' });
  await expect(
    pending.getByText('Your subscription requires payment to activate. Please complete the checkout process.'),
  ).toBeVisible();
  await expect(pending.getByRole('link', { name: 'Complete Payment' })).toHaveAttribute(
    'href',
    /\/checkout\?subscriptionId=/,
  );

  if (test.info().project.name === 'desktop') {
    // In the backoffice: the client's Payments tab, Mark received; the Subscriptions tab then shows it active.
    const context = await browser.newContext({ baseURL });
    const admin = await context.newPage();
    const manager = createManager();
    await admin.goto('/admin');
    await admin.locator('input[name=username]').fill(manager);
    await admin.locator('input[name=password]').fill(STAFF_PASSWORD);
    await admin.getByRole('button', { name: 'Sign in' }).click();
    await expect(admin.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    await admin.goto(`/admin#/clients/${client.id}/show/payments`);
    const paymentRow = admin.getByRole('row').filter({ hasText: answer.reference });
    await expect(paymentRow).toContainText('pending');
    await paymentRow.getByRole('button', { name: 'Mark received' }).click();
    await expect(admin.getByText('Payment marked received; the subscription is active.')).toBeVisible();
    await expect(paymentRow).toContainText('completed');
    await admin.goto(`/admin#/clients/${client.id}/show/subscriptions`);
    await expect(admin.getByRole('row').filter({ hasText: 'Essential' })).toContainText('active');
    await context.close();
  } else {
    const staff = await playwright.request.newContext({ baseURL });
    await staffMarksReceived(staff, answer.paymentId);
    await staff.dispose();
  }

  await page.reload();
  const active = page
    .getByRole('region', { name: 'Active Subscriptions' })
    .getByRole('article', { name: 'Essential subscription' });
  await expect(active.getByText('Manual billing')).toBeVisible();
  await expect(active.getByText(/days? left/)).toHaveCount(0); // renewal is a month away
  await expect(page.getByRole('region', { name: 'Pending Subscriptions' })).toHaveCount(0);

  // View package features shows them in a notice.
  await active.getByRole('button', { name: 'View package features' }).click();
  await expect(toast(page)).toContainText('Essential package features');

  // Auto-renew switch.
  const autoRenew = active.getByRole('switch', { name: 'Auto-renew' });
  await expect(autoRenew).toBeChecked();
  await autoRenew.click();
  await expect(toast(page)).toContainText('Auto-renewal settings updated');
  await expect(autoRenew).not.toBeChecked();

  // Cancel dialog: keep, then cancel.
  await active.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Subscription?' });
  await expect(dialog).toContainText(
    "You'll still have access to your services until the end of the current billing period.",
  );
  await dialog.getByRole('button', { name: 'Keep Subscription' }).click();
  await expect(dialog).toBeHidden();
  await active.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel Subscription?' })
    .getByRole('button', { name: 'Yes, Cancel Subscription' })
    .click();
  await expect(toast(page)).toContainText('Subscription canceled');
  const past = page.getByRole('region', { name: 'Past Subscriptions' });
  await expect(past.getByText(/Active from .+ to .+/)).toBeVisible();
  await expect(past.getByRole('link', { name: 'Resubscribe' })).toHaveAttribute('href', '/services#essential');
  await expect(page.getByRole('heading', { name: 'No Active Subscriptions' })).toBeVisible();

  // The payment is listed, with its details and a real PDF tax invoice.
  await sidebar(page, 'Payments');
  await expect(page.getByRole('heading', { name: 'Payment History', level: 1 })).toBeVisible();
  const month = new Intl.DateTimeFormat('en-ZA', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Johannesburg',
  }).format(new Date());
  const group = page.getByRole('region', { name: month });
  await expect(group.getByText('1 payment', { exact: true })).toBeVisible();
  const row = group.getByRole('row').filter({ hasText: 'Essential package' });
  await expect(row).toContainText('Completed');
  await expect(row).toContainText('EFT');
  await row.getByRole('button', { name: 'View details' }).click();
  const paymentDetails = page.getByRole('dialog', { name: 'Payment Details' });
  await expect(paymentDetails).toContainText('Receipt number');
  await expect(paymentDetails).toContainText(`Transaction ID${answer.paymentId.slice(0, 8)}`);
  const download = page.waitForEvent('download');
  await paymentDetails.getByRole('link', { name: 'Download Invoice' }).click();
  const file = await (await download).path();
  const bytes = new Uint8Array(readFileSync(file));
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  const text = await extractPdfText(bytes);
  expect(text).toContain('Tax Invoice');
  expect(text).toContain('Lerato Dlamini');
  await paymentDetails.getByRole('button', { name: 'Close' }).click();

  // Search, and the empty state.
  await page.getByLabel('Search payments').fill('essential');
  await expect(group).toBeVisible();
  await page.getByLabel('Search payments').fill('no such payment');
  await expect(page.getByRole('heading', { name: 'No Payments Found' })).toBeVisible();

  // The dashboard's cards read the same data.
  await sidebar(page, 'Dashboard');
  await expect(page.getByText(/R\s?1\s?299[.,]00/).first()).toBeVisible();
});

test('payments: a new client sees the empty state with a link to the packages', async ({ page }) => {
  await newClient(page);
  await page.goto('/dashboard/payments');
  await expect(page.getByRole('heading', { name: 'No Payments Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Service Packages' })).toHaveAttribute('href', '/services');
  await expect(page.getByRole('link', { name: 'Manage Subscriptions' })).toHaveAttribute(
    'href',
    '/dashboard/subscriptions',
  );
});
