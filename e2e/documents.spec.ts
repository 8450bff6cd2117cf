import { expect, test, type Browser, type Page } from '@playwright/test';
import { createStaffUser as createStaff, signInThroughApi, signInToBackoffice } from './support/backoffice.ts';
import { sidebar } from './support/portal.ts';
import { unique } from './support/unique.ts';

const toast = (page: Page) => page.getByTestId('toast');
const pdf = (name: string, bytes: number) => ({ name, mimeType: 'application/pdf', buffer: Buffer.alloc(bytes, 37) });

/** A new client, signed in on this page's context. */
async function newClient(page: Page, company: string) {
  const username = unique('d');
  const res = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.co.za`, password: 'correct-horse-1', company },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function staffPage(browser: Browser, baseURL: string, username: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInToBackoffice(page, username);
  return page;
}

test('upload: several files with a progress bar each; too-large files are dropped with the product notice', async ({
  page,
}) => {
  test.slow(); // an 11 MB file goes into the browser, and the upload is throttled to show progress
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await newClient(page, 'Progress Bakery');
  await page.goto('/dashboard/documents');
  await expect(page.getByText('You have not uploaded any documents yet')).toBeVisible();
  await page.getByRole('link', { name: 'Upload New' }).click();
  await expect(page).toHaveURL(/\/dashboard\/uploads$/);
  await expect(page.getByRole('heading', { name: 'Document Guidelines' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload Documents' })).toBeDisabled();
  await expect(page.getByTestId('storage-usage')).toHaveText('0 MB of 2 GB used');

  const input = page.getByTestId('file-input');
  await input.setInputFiles([pdf('huge-scan.pdf', 10 * 1024 * 1024 + 1)]);
  await expect(toast(page)).toContainText('Files too large');
  await expect(toast(page)).toContainText('Some files exceed the 10MB limit: huge-scan.pdf');

  await input.setInputFiles([
    pdf('march-statement.pdf', 3 * 1024 * 1024),
    pdf('april-statement.pdf', 2048),
    pdf('remove-me.pdf', 500),
  ]);
  const selected = page.getByRole('list', { name: 'Selected files' });
  await expect(selected.getByText('march-statement.pdf')).toBeVisible();
  await expect(selected.getByText('3.0 MB')).toBeVisible();
  await expect(selected.getByText('2.0 KB')).toBeVisible();
  await page.getByRole('button', { name: 'Remove remove-me.pdf' }).click();
  await expect(selected.getByText('remove-me.pdf')).toHaveCount(0);

  // Without a category the form says so under the field.
  await page.getByRole('button', { name: 'Upload Documents' }).click();
  await expect(page.getByText('Please select a document category')).toBeVisible();
  await page.getByRole('combobox', { name: /Document category/ }).click();
  await page.getByRole('option', { name: 'Bank statement' }).click();
  await page.getByLabel('Description (optional)').fill('Autumn statements');

  // Slow the upload down so the bars can be seen filling.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  await page.getByRole('button', { name: 'Upload Documents' }).click();
  await expect(page.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  const bar = page.getByRole('progressbar', { name: 'Uploading march-statement.pdf' });
  await expect(bar).toBeVisible();
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  await expect(page).toHaveURL(/\/dashboard\/documents$/, { timeout: 20_000 });
  await expect(toast(page)).toContainText('Documents uploaded successfully');
  await expect(toast(page)).toContainText('Your documents have been uploaded and are pending review.');
  const table = page.getByRole('table', { name: 'All documents' });
  await expect(table.getByText('march-statement.pdf')).toBeVisible();
  await expect(table.getByText('april-statement.pdf')).toBeVisible();
  await expect(table.getByText('Pending')).toHaveCount(2);

  await page.getByRole('searchbox', { name: 'Search documents' }).fill('APRIL');
  await expect(table.getByText('march-statement.pdf')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search documents' }).fill('nothing like this');
  await expect(page.getByText('No documents match your search criteria')).toBeVisible();

  // The upload page counts what is now stored against the quota.
  await page.goto('/dashboard/uploads');
  await expect(page.getByTestId('storage-usage')).toHaveText('3 MB of 2 GB used');
  await expect(page.getByRole('progressbar', { name: 'Storage: 3 MB of 2 GB used' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a request fulfilled end to end: the accountant asks, the client uploads, the accountant approves, the client sees Approved', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const tag = unique('d');
  const admin = `admin-${tag}`;
  const accountant = `acct-${tag}`;
  createStaff(admin, 'admin');
  createStaff(accountant, 'accountant');
  const company = `Requested Motors ${tag}`;
  const clientId = await newClient(page, company);

  // The admin assigns the client to the accountant (the backoffice tests cover doing it on screen).
  const adminApi = await (await browser.newContext({ baseURL })).request;
  await signInThroughApi(adminApi, admin);
  expect(
    (
      await adminApi.post('/api/admin/client-assignments', {
        data: { clientId, accountantId: await idOf(adminApi, accountant) },
      })
    ).status(),
  ).toBe(201);

  // The accountant asks for the VAT return from the client's page.
  const staff = await staffPage(browser, baseURL!, accountant);
  await staff.goto(`/admin#/clients/${clientId}/show/document-requests`);
  await staff.getByRole('link', { name: 'Request a document' }).click();
  await staff.getByRole('combobox', { name: /Document type/ }).click();
  await staff.getByRole('option', { name: 'VAT return' }).click();
  await staff.getByLabel('Description').fill(`VAT201 for October ${tag}`);
  await staff.getByLabel('Due date').fill('2099-12-31');
  await staff.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText(`VAT201 for October ${tag}`)).toBeVisible();

  // The client sees it on the dashboard and in Document Requests, and uploads against it.
  await page.goto('/dashboard');
  await expect(page.getByText(`VAT201 for October ${tag}`)).toBeVisible();
  await sidebar(page, 'Documents');
  const requestsTab = page.getByRole('tab', { name: /Document Requests/ });
  await expect(requestsTab).toContainText('1');
  await requestsTab.click();
  const pending = page.getByRole('table', { name: 'Pending Requests' });
  await expect(pending.getByText(`VAT201 for October ${tag}`)).toBeVisible();
  await expect(pending.getByText('requested by your accountant')).toBeVisible();
  await pending.getByRole('button', { name: 'Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Document Request Details' });
  await expect(dialog.getByText('VAT return')).toBeVisible();
  await dialog.getByRole('link', { name: 'Upload Document' }).click();
  await expect(page).toHaveURL(/\/dashboard\/uploads\?requestId=/);
  await expect(page.getByRole('combobox', { name: /Document category/ })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('combobox', { name: /Document category/ })).toContainText('VAT return');
  await page.getByTestId('file-input').setInputFiles([pdf('vat201-october.pdf', 4096)]);
  await page.getByRole('button', { name: 'Submit Document' }).click();
  await expect(page).toHaveURL(/\/dashboard\/documents$/);
  await expect(toast(page)).toContainText('Documents uploaded successfully');

  // The accountant finds it in the review queue, opens it and approves it.
  await staff.goto('/admin#/documents');
  await staff.getByText('vat201-october.pdf').first().click();
  await expect(staff.getByText('Review document')).toBeVisible();
  const file = await staff.request.get(
    await staff
      .getByRole('link', { name: 'Download' })
      .getAttribute('href')
      .then((href) => new URL(href!, baseURL).toString()),
  );
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toContain('vat201-october.pdf');
  await staff.getByRole('combobox', { name: /Outcome/ }).click();
  await staff.getByRole('option', { name: 'Approved' }).click();
  await staff.getByLabel(/Review notes/).fill('All in order, thank you.');
  await staff.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText('Element updated')).toBeVisible();

  // The client sees Approved and the notes; the request is completed with the document.
  await page.reload();
  const table = page.getByRole('table', { name: 'All documents' });
  await expect(table.getByText('Approved')).toBeVisible();
  await table.getByRole('button', { name: 'View details of vat201-october.pdf' }).click();
  const details = page.getByRole('dialog', { name: 'Document Details' });
  await expect(details.getByText('All in order, thank you.')).toBeVisible();
  await expect(details.getByText('Approved')).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('tab', { name: /Document Requests/ }).click();
  const completed = page.getByRole('table', { name: 'Completed Requests' });
  await completed.getByRole('button', { name: 'View Details' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Document Request Details' }).getByText('vat201-october.pdf'),
  ).toBeVisible();
  await staff.context().close();
});

async function idOf(api: import('@playwright/test').APIRequestContext, username: string): Promise<string> {
  const res = await api.get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: username }))}`);
  const [user] = (await res.json()) as { id: string }[];
  return user!.id;
}
