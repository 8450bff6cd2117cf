import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStaffUser, signInThroughApi } from './support/backoffice.ts';
import { unique } from './support/unique.ts';

const CHUNK = 4 * 1024 * 1024;

/** A 6 MB 'PDF' on disk (a stable modification time, as a file on a phone has). */
function sixMegabytePdf() {
  const bytes = Buffer.alloc(6 * 1024 * 1024 + 321);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 131 + (i >> 10)) & 0xff;
  bytes.write('%PDF-1.7\n%resumable-test\n');
  const path = join(mkdtempSync(join(tmpdir(), 'tus-e2e-')), 'Payslips October.pdf');
  writeFileSync(path, bytes);
  return { path, sha256: createHash('sha256').update(bytes).digest('hex') };
}

test('a link upload cut off when the tab closes goes on from the server’s offset in a new tab, and the stored file is identical', async ({
  browser,
  baseURL,
  playwright,
}) => {
  test.slow();
  const staffName = unique('mgr');
  createStaffUser(staffName, 'manager');
  const staff = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL as string } });
  await signInThroughApi(staff, staffName);
  const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL as string } });
  const username = unique('tus');
  const registered = await client.post('/api/register', {
    data: { username, email: `${username}@example.co.za`, password: 'correct-horse-1', company: 'Resume Bakery' },
  });
  const clientId = ((await registered.json()) as { id: string }).id;
  const made = await staff.post('/api/admin/document-requests', {
    data: { clientId, documentType: 'payroll_tax', description: 'Payslips for October', dueDate: '2030-11-30' },
  });
  const requestId = ((await made.json()) as { id: string }).id;
  const { url } = (await (await staff.post(`/api/admin/document-requests/${requestId}/upload-link`)).json()) as {
    url: string;
  };
  const file = sixMegabytePdf();

  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true });
  const first = await phone.newPage();
  // The signal goes after the first chunk: every later chunk from this tab fails, and then the tab is closed.
  let patches = 0;
  let cut: () => void = () => undefined;
  const signalLost = new Promise<void>((resolve) => {
    cut = resolve;
  });
  await first.route('**/api/uploads/tus/**', async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    patches += 1;
    if (patches === 1) return route.continue();
    cut();
    return route.abort('internetdisconnected');
  });
  await first.goto(new URL(url).pathname);
  await first.locator('#files').setInputFiles(file.path);
  await first.getByRole('button', { name: 'Send to my accountant' }).click();
  await signalLost;
  await first.close();
  const halfway = (await (await staff.get(`/api/admin/document-requests/${requestId}`)).json()) as { status: string };
  expect(halfway.status).toBe('pending');

  // A new tab on the same phone: the same file goes on from 4 MB, not from zero.
  const second = await phone.newPage();
  const offsets: string[] = [];
  second.on('request', (request) => {
    if (request.method() === 'PATCH') offsets.push(request.headers()['upload-offset'] ?? '');
  });
  await second.goto(new URL(url).pathname);
  await second.locator('#files').setInputFiles(file.path);
  await second.getByRole('button', { name: 'Send to my accountant' }).click();
  await expect(second.getByText('Thank you: your accountant has received your documents.')).toBeVisible();
  expect(offsets).toEqual([String(CHUNK)]);
  await second.screenshot({ path: test.info().outputPath('resumed-390.png'), fullPage: true });

  const request = (await (await staff.get(`/api/admin/document-requests/${requestId}`)).json()) as {
    status: string;
    receivedThrough: string;
    fulfilledWith: string;
  };
  expect(request).toMatchObject({ status: 'completed', receivedThrough: 'link' });
  const stored = await (await staff.get(`/api/documents/${request.fulfilledWith}/file`)).body();
  expect(createHash('sha256').update(stored).digest('hex')).toBe(file.sha256);
  await phone.close();
});

test('the portal sends one PDF by tus in chunks, cut off and resumed, and it is the same document as a plain upload', async ({
  page,
}) => {
  test.slow();
  const username = unique('tusp');
  const res = await page.request.post('/api/register', {
    data: {
      username,
      email: `${username}@example.co.za`,
      password: 'correct-horse-1',
      company: 'Portal Resume Bakery',
    },
  });
  expect(res.status()).toBe(201);
  const file = sixMegabytePdf();
  // The connection drops once, at the second chunk: tus-js-client asks the offset again and goes on.
  let dropped = false;
  const offsets: string[] = [];
  await page.route('**/api/uploads/tus/**', async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    offsets.push(route.request().headers()['upload-offset'] ?? '');
    if (offsets.length === 2 && !dropped) {
      dropped = true;
      return route.abort('internetdisconnected');
    }
    return route.continue();
  });
  await page.goto('/dashboard/uploads');
  await page.getByTestId('file-input').setInputFiles(file.path);
  await page.getByRole('combobox', { name: /Document category/ }).click();
  await page.getByRole('option', { name: 'Bank statement' }).click();
  await page.getByRole('button', { name: 'Upload Documents' }).click();
  await expect(page).toHaveURL(/\/dashboard\/documents$/, { timeout: 30_000 });
  expect(offsets).toEqual(['0', String(CHUNK), String(CHUNK)]);
  const documents = (await (await page.request.get('/api/documents')).json()) as { id: string; fileName: string }[];
  expect(documents.map((d) => d.fileName)).toEqual(['Payslips October.pdf']);
  const stored = await (await page.request.get(`/api/documents/${documents[0]?.id}/file`)).body();
  expect(createHash('sha256').update(stored).digest('hex')).toBe(file.sha256);
});
