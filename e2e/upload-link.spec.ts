import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { createStaffUser, createUserWithCli, signInThroughApi } from './support/backoffice.ts';
import { unique } from './support/unique.ts';

/** Three 'camera' photos of pages: JPEGs drawn in a scratch page, each with its page number. */
async function cameraPhotos(browser: import('@playwright/test').Browser, count: number) {
  const scratch = await browser.newPage();
  const photos = await scratch.evaluate(async (n) => {
    const out: string[] = [];
    for (let i = 1; i <= n; i++) {
      const canvas = document.createElement('canvas');
      canvas.width = 3000;
      canvas.height = 4000;
      const g = canvas.getContext('2d') as CanvasRenderingContext2D;
      g.fillStyle = '#fdfdf8';
      g.fillRect(0, 0, 3000, 4000);
      g.fillStyle = '#222';
      g.font = 'bold 240px sans-serif';
      g.fillText(`Payslip page ${i}`, 300, 600);
      for (let line = 0; line < 40; line++) g.fillRect(300, 900 + line * 70, 2400 - (line % 5) * 200, 20);
      out.push(canvas.toDataURL('image/jpeg', 0.92).split(',')[1] as string);
    }
    return out;
  }, count);
  await scratch.close();
  return photos.map((base64, i) => ({
    name: `IMG_20261101_0${i + 1}.jpg`,
    mimeType: 'image/jpeg',
    buffer: Buffer.from(base64, 'base64'),
  }));
}

test('a signed-out phone scans three pages through a request link; the accountant gets one three-page PDF and the request is fulfilled', async ({
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
  // A client made through the CLI: registrations from one address are limited, and the suite's own
  // registration tests need that budget (e2e/support/clients.ts).
  const username = unique('phone');
  createUserWithCli(username, 'client');
  await signInThroughApi(client, username);
  const named = await client.patch('/api/user', { data: { company: 'Secret Bakery Pty' } });
  expect(named.status()).toBe(200);
  const clientId = ((await named.json()) as { id: string }).id;

  const made = await staff.post('/api/admin/document-requests', {
    data: {
      clientId,
      documentType: 'payroll_tax',
      description: 'Payslips for October, every employee',
      dueDate: '2030-11-30',
    },
  });
  expect(made.status()).toBe(201);
  const requestId = ((await made.json()) as { id: string }).id;
  const link = await staff.post(`/api/admin/document-requests/${requestId}/upload-link`);
  const { url } = (await link.json()) as { url: string };

  // A phone, signed out: its own context, no cookie.
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await phone.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(new URL(url).pathname);
  await expect(page.getByRole('heading', { name: 'Payroll tax' })).toBeVisible();
  await expect(page.getByText('Payslips for October, every employee')).toBeVisible();
  await expect(page.getByText('Due 30 November 2030')).toBeVisible();
  // Nothing of the client beyond the request.
  const shown = await page.content();
  for (const secret of ['Secret Bakery', username, clientId]) expect(shown).not.toContain(secret);

  const camera = page.getByTestId('scan-camera');
  await expect(camera).toHaveAttribute('capture', 'environment');
  const photos = await cameraPhotos(browser, 4);
  await page
    .getByRole('button', { name: 'Scan pages with the camera' })
    .click()
    .catch(() => undefined);
  for (const photo of photos) await camera.setInputFiles(photo);
  const pages = page.getByRole('img', { name: /^Page \d$/ });
  await expect(pages).toHaveCount(4);
  // Remove the blurred fourth page, turn the second, put the third first.
  await page.getByRole('button', { name: 'Remove page 4' }).click();
  await page.getByRole('button', { name: 'Turn page 2' }).click();
  await page.getByRole('button', { name: 'Move page 3 earlier' }).click();
  await expect(pages).toHaveCount(3);
  await page.screenshot({ path: test.info().outputPath('scanned-pages-390.png'), fullPage: true });
  await page.getByRole('button', { name: 'Make one PDF of these pages' }).click();
  await expect(page.getByText(/^Payroll tax\.pdf \(/)).toBeVisible();
  await page.getByRole('button', { name: 'Send to my accountant' }).click();
  await expect(page.getByText('Thank you: your accountant has received your documents.')).toBeVisible();
  expect(errors).toEqual([]);

  // The accountant's side: the request is fulfilled, through the link, with one PDF of three pages.
  const request = (await (await staff.get(`/api/admin/document-requests/${requestId}`)).json()) as {
    status: string;
    receivedThrough: string;
    fulfilledWith: string;
  };
  expect(request).toMatchObject({ status: 'completed', receivedThrough: 'link' });
  const file = await staff.get(`/api/documents/${request.fulfilledWith}/file`);
  expect(file.headers()['content-type']).toBe('application/pdf');
  const bytes = await file.body();
  // Shrunk on the phone: four 12-megapixel photos' worth of pages in well under a megabyte or two.
  expect(bytes.length).toBeLessThan(2 * 1024 * 1024);
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBe(3);
  expect(pdf.getPages().map((p) => p.getRotation().angle)).toEqual([0, 0, 90]);

  // Used up: the link now refuses, on the page too.
  await page.goto(new URL(url).pathname);
  await expect(page.getByText('This link is no longer active: ask your accountant for a new one')).toBeVisible();
  await phone.close();
});
