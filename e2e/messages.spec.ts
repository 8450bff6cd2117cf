import { devices, expect, test } from '@playwright/test';
import { createStaffUser, signInToBackoffice, STAFF_PASSWORD } from './support/backoffice.ts';
import { signedInClient } from './support/clients.ts';
import { unique } from './support/unique.ts';

const shots = process.env.E2E_SHOTS;

test('a client and their accountant exchange messages with an attachment; the unread counts follow; text stays text', async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the client writes on a phone-sized screen within this test');
  // Three people, two browsers and uploads: past 30 s on a loaded 2-core run.
  test.slow();
  const accountant = unique('macc');
  const manager = unique('mmgr');
  createStaffUser(accountant, 'accountant');
  createStaffUser(manager, 'manager');

  // The client, on a phone, assigned to the accountant by a manager.
  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  const client = await phone.newPage();
  const clientId = await signedInClient(client, unique('msg'));
  const staffApi = await playwright.request.newContext({ baseURL });
  expect((await staffApi.post('/api/login', { data: { username: manager, password: STAFF_PASSWORD } })).status()).toBe(
    200,
  );
  const accountants = (await (
    await staffApi.get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: accountant }))}`)
  ).json()) as { id: string }[];
  const assigned = await staffApi.post('/api/admin/client-assignments', {
    data: { clientId, accountantId: accountants[0]?.id },
  });
  expect(assigned.status()).toBe(201);
  await staffApi.dispose();

  // The client writes, with a file; what looks like HTML is shown as typed, the address is a link.
  await client.goto('/dashboard/messages');
  await expect(client.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(client.getByText('No messages yet')).toBeVisible();
  await client.getByRole('button', { name: 'New message' }).click();
  await client.getByRole('button', { name: 'Send' }).click();
  await expect(client.getByText('Please enter a subject')).toBeVisible();
  await expect(client.getByText('Message cannot be empty')).toBeVisible();
  await client.getByLabel('Subject').fill('October bank statement');
  await client
    .getByLabel('Your message')
    .fill('Here it is. <script>alert("x")</script> See https://www.sars.gov.za/ for the form.');
  await client.locator('input[type=file]').setInputFiles({
    name: 'october-statement.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 e2e statement'),
  });
  await expect(client.getByRole('button', { name: /october-statement\.pdf/ })).toBeVisible();
  await client.getByRole('button', { name: 'Send' }).click();
  const sent = client.getByRole('article', { name: /Message from/ });
  await expect(sent.getByText('<script>alert("x")</script>', { exact: false })).toBeVisible();
  await expect(sent.getByRole('link', { name: 'https://www.sars.gov.za/' })).toBeVisible();
  await expect(sent.getByRole('link', { name: 'october-statement.pdf' })).toBeVisible();
  if (shots) await client.screenshot({ path: `${shots}/messages-client-phone.png`, fullPage: true });

  // The accountant: the envelope counts it, the inbox shows it, the client's Messages tab opens it.
  // The envelope asks again once a minute: the accountant's page keeps a clock the test can move on.
  await page.clock.install();
  await signInToBackoffice(page, accountant);
  await expect(page.getByRole('link', { name: '1 unread conversation' })).toBeVisible();
  await page.getByRole('link', { name: '1 unread conversation' }).click();
  const row = page.getByRole('row').filter({ hasText: 'October bank statement' });
  await expect(row).toBeVisible();
  await row.click();
  const thread = page.getByRole('region', { name: 'October bank statement' });
  await expect(thread.getByText('<script>alert("x")</script>', { exact: false })).toBeVisible();
  const download = page.waitForEvent('popup');
  await thread.getByRole('link', { name: 'october-statement.pdf' }).click();
  await (await download).close();
  // Reading marked it read before the thread showed; the envelope's next minutely check finds it so.
  await page.clock.fastForward('01:00');
  await expect(page.getByRole('link', { name: '0 unread conversations' })).toBeVisible();
  await thread.getByLabel('Reply').fill('Thank you, received. Here is the schedule.');
  await page.locator('input[type=file]').setInputFiles({
    name: 'schedule.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('EMP201 due 7 December'),
  });
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(
    thread.getByRole('list', { name: 'Messages' }).getByText('Thank you, received. Here is the schedule.'),
  ).toBeVisible();
  await expect(thread.getByLabel('Reply')).toHaveValue('');
  await expect(thread.getByRole('link', { name: 'schedule.txt' })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/messages-staff.png`, fullPage: true });

  // The client: Messages shows 1 unread in the sidebar; reading the thread clears it.
  await client.goto('/dashboard');
  await client.getByRole('button', { name: 'Open menu' }).click();
  await client.getByRole('link', { name: 'Messages 1 unread' }).click();
  await client.getByRole('button', { name: /October bank statement/ }).click();
  await expect(client.getByText('Thank you, received. Here is the schedule.', { exact: true })).toBeVisible();
  const attachment = await client.request.get(
    (await client.getByRole('link', { name: 'schedule.txt' }).getAttribute('href')) ?? '',
  );
  expect(await attachment.text()).toBe('EMP201 due 7 December');
  await client.goto('/dashboard');
  await client.getByRole('button', { name: 'Open menu' }).click();
  await expect(client.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await expect(client.getByRole('link', { name: 'Messages 1 unread' })).toHaveCount(0);
  await phone.close();
});
