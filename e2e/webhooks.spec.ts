import { expect, test } from '@playwright/test';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStaffUser, signInToBackoffice } from './support/backoffice.ts';

test('an admin registers a webhook endpoint, sees its secret once, sends a test event and sees it delivered', async ({
  page,
}, testInfo) => {
  const received: { type: string; signature: string | undefined }[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      received.push({ type: JSON.parse(body).type, signature: request.headers['webhook-signature'] as string });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  try {
    const admin = `hooks-admin-${testInfo.project.name}`;
    createStaffUser(admin, 'admin');
    await signInToBackoffice(page, admin);
    await page.goto('/admin#/webhook-endpoints/create');
    await page.getByLabel('URL').fill(url);
    await page.getByLabel('enquiry.created').check();
    await page.getByLabel('Description').fill(`CRM ${testInfo.project.name}`);
    await page.getByRole('button', { name: 'Save' }).click();

    const dialog = page.getByRole('dialog', { name: 'Copy the signing secret now' });
    await expect(dialog).toBeVisible();
    const secret = (await dialog.getByTestId('webhook-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await dialog.getByRole('button', { name: 'Done' }).click();

    const row = page.getByRole('row').filter({ hasText: url });
    await expect(row).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);
    await row.getByRole('button', { name: 'Send test event' }).click();
    await expect(page.getByText('Delivered (answer 200).')).toBeVisible();
    // Other browser tests running meanwhile raise real enquiries, which this endpoint also receives.
    const tests = received.filter((r) => r.type === 'webhook.test');
    expect(tests).toHaveLength(1);
    expect(tests[0]?.signature).toMatch(/^v1,/);

    // The endpoint's page lists the delivery with its status and answer code.
    await row.getByText(url).click();
    const delivery = page
      .getByRole('row')
      .filter({ has: page.getByTestId('delivery-status') })
      .filter({ hasText: 'webhook.test' });
    await expect(delivery).toHaveCount(1);
    await expect(delivery.getByTestId('delivery-status')).toHaveText('succeeded');
    await expect(delivery.getByText('200', { exact: true })).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);
  } finally {
    server.close();
  }
});
