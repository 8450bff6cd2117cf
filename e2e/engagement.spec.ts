import { devices, expect, test } from '@playwright/test';
import { createStaffUser, signInToBackoffice } from './support/backoffice.ts';
import { signedInClient } from './support/clients.ts';
import { unique } from './support/unique.ts';

const shots = process.env.E2E_SHOTS;

test('staff prepare and send an engagement letter; the client signs it on a phone and finds the signed PDF in Documents; Verify shows both hashes match; staff then activate the subscription', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the client signs on a phone-sized screen within this test');
  test.slow();
  const admin = unique('eadm');
  createStaffUser(admin, 'admin');

  // The client, on a phone.
  const phone = await browser.newContext({ ...devices['Pixel 7'] });
  const client = await phone.newPage();
  const clientId = await signedInClient(client, unique('eng'));
  const profile = await client.request.patch('/api/user', {
    data: {
      company: 'Ngcobo-Müller Bakery (Pty) Ltd',
      address: '12 Long Street',
      city: 'Cape Town',
      postalCode: '8001',
      firstName: 'Zoë',
      lastName: 'Ngcobo-Müller',
    },
  });
  expect(profile.status()).toBe(200);

  // Staff prepare a Standard letter from the client's page and send it.
  await signInToBackoffice(page, admin);
  await page.goto(`/admin#/clients/${clientId}/show/engagement`);
  await page.getByRole('link', { name: 'Prepare an engagement letter' }).click();
  await page.getByLabel('Package').click();
  await page.getByRole('option', { name: 'Standard' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  const body = page.getByLabel(/^Letter \(Markdown/);
  await expect(body).toContainText('R3,599.00 per month including VAT of R469.43');
  await body.fill(`${await body.inputValue()}\n\n## 8. Also agreed\n- A quarterly review meeting`);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Sent: the client can read and sign it.')).toBeVisible();

  // The client: the banner, the letter, the two ticks, the typed name.
  await client.goto('/dashboard');
  await client.getByTestId('agreement-banner').getByRole('link', { name: 'Read and sign' }).click();
  await expect(client.getByRole('heading', { level: 1 })).toHaveText('Agreements');
  const letter = client.getByRole('article', { name: 'The engagement letter' });
  await expect(letter.getByText('A quarterly review meeting')).toBeVisible();
  await expect(letter.getByText(/R3,599\.00 per month including VAT of R469\.43/)).toBeVisible();
  await client.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(client.getByText('Please type your full name')).toBeVisible();
  await expect(client.getByText('Please accept the engagement letter and the Terms of Service')).toBeVisible();
  await client.getByLabel('Your full name').fill('Zoë Ngcobo-Müller');
  await client.getByLabel('Capacity (optional)').fill('Director');
  await client.getByLabel('I have read and accept this engagement letter and the Terms of Service').check();
  await client
    .getByLabel('I consent to the processing of my personal information as described in the Privacy Policy')
    .check();
  if (shots) await client.screenshot({ path: `${shots}/agreement-sign-phone.png`, fullPage: true });
  await client.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(client.getByText(/Signed by Zoë Ngcobo-Müller on/)).toBeVisible();
  await expect(client.getByTestId('agreement-banner')).toHaveCount(0);
  await client.getByRole('link', { name: 'Documents' }).last().click();
  await expect(client.getByText('Engagement letter: Standard package (signed).pdf').first()).toBeVisible();

  // POPIA: the consent is in Settings, and withdrawing it is recorded.
  await client.goto('/dashboard/settings');
  const consents = client.getByRole('region', { name: 'Privacy and consent' });
  await expect(consents.getByText(/^Given \d+ \w+ \d{4} \(version of 1 November 2026\)$/).first()).toBeVisible();
  await consents.getByRole('button', { name: 'Withdraw consent' }).click();
  await client
    .getByRole('dialog', { name: 'Withdraw your consent?' })
    .getByRole('button', { name: 'Withdraw' })
    .click();
  await expect(consents.getByText(/Withdrawn \d+ \w+ \d{4}/)).toBeVisible();
  if (shots) await client.screenshot({ path: `${shots}/consents-phone.png`, fullPage: true });

  // With the letter signed, the client subscribes to Standard and checks out by EFT (checkout no longer waits).
  const services = (await (await client.request.get('/api/services')).json()) as { id: string; packageType: string }[];
  const standard = services.find((service) => service.packageType === 'standard');
  const chosen = await client.request.post('/api/subscriptions', { data: { serviceId: standard?.id } });
  expect(chosen.status()).toBe(201);
  const checkout = await client.request.post('/api/checkout', {
    data: { subscriptionId: ((await chosen.json()) as { id: string }).id },
  });
  expect(checkout.status()).toBe(200);
  const { reference } = (await checkout.json()) as { reference: string };
  await phone.close();

  // Staff: signed, and both hashes match the stored files.
  await page.reload();
  await expect(page.getByText('Signed', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/^Letter: matches/)).toBeVisible();
  await expect(page.getByText(/^Signed PDF: matches/)).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/engagement-staff.png`, fullPage: true });

  // The firm requires the letter (the setting is on), and staff then activate the subscription.
  await page.goto('/admin#/firm-settings');
  await expect(
    page.getByRole('switch', { name: 'Require a signed engagement letter before a subscription is activated' }),
  ).toBeChecked();
  await page.goto(`/admin#/clients/${clientId}/show/payments`);
  const paymentRow = page.getByRole('row').filter({ hasText: reference });
  await expect(paymentRow).toContainText('pending');
  await expect(paymentRow.getByText('Engagement letter not signed')).toHaveCount(0);
  await paymentRow.getByRole('button', { name: 'Mark received' }).click();
  await expect(page.getByText('Payment marked received; the subscription is active.')).toBeVisible();
  await page.goto(`/admin#/clients/${clientId}/show/subscriptions`);
  await expect(page.getByRole('row').filter({ hasText: 'Standard' })).toContainText('active');
});
