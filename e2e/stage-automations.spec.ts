import { expect, test } from '@playwright/test';
import { createStaffUser, signInToBackoffice } from './support/backoffice.ts';
import { signedInClient } from './support/clients.ts';
import { unique } from './support/unique.ts';

const pdf = (name: string, bytes: number) => ({ name, mimeType: 'application/pdf', buffer: Buffer.alloc(bytes, 37) });

test('the client uploads the documents a stage asked for, and their job moves on without staff touching it', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const managerName = unique('mgr');
  createStaffUser(managerName, 'manager');
  const staff = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInToBackoffice(staff, managerName);
  const clientName = unique('c');
  const clientId = await signedInClient(page, clientName);
  const label = `${clientName}, March 2030`;

  const made = await staff.request.post('/api/admin/pipelines', {
    data: {
      name: unique('Monthly books '),
      service: 'BOOKKEEPING',
      stages: [
        {
          name: 'Collect statements',
          clientLabel: 'Waiting for your documents',
          automations: {
            documentRequest: {
              documentType: 'bank_statement',
              description: 'Your March bank statements',
              dueInDays: 7,
            },
            tasks: [{ title: 'Chase the statements', dueInDays: 5 }],
          },
        },
        { name: 'Capture', clientLabel: 'We are capturing your books' },
        { name: 'Done', clientLabel: 'Done' },
      ],
    },
  });
  expect(made.status()).toBe(201);
  const pipeline = (await made.json()) as { id: string };
  const job = await staff.request.post('/api/admin/jobs', {
    data: { clientId, pipelineId: pipeline.id, period: '2030-03', periodLabel: 'March 2030', dueDate: '2030-04-20' },
  });
  expect(job.status()).toBe(201);

  // The board: the card waits on the client's documents.
  await staff.goto(`/admin#/work/board/${pipeline.id}`);
  const column = (name: string) => staff.getByRole('region', { name, exact: true });
  const card = column('Collect statements').getByLabel(label, { exact: true });
  await expect(card.getByText('Waiting on client: documents')).toBeVisible();
  await staff.screenshot({ path: testInfo.outputPath('board-waiting.png'), fullPage: true });

  // The client: what we need from them, uploaded in the portal.
  await page.goto('/dashboard/work');
  const needed = page.getByRole('region', { name: 'What we need from you' });
  await expect(needed.getByText('Your March bank statements')).toBeVisible();
  await needed.getByRole('link', { name: 'Upload' }).click();
  await expect(page).toHaveURL(/\/dashboard\/uploads\?requestId=/);
  await page.getByTestId('file-input').setInputFiles([pdf('march-statements.pdf', 4096)]);
  await page.getByRole('button', { name: 'Submit Document' }).click();
  await expect(page).toHaveURL(/\/dashboard\/documents$/);

  // The job is in the next stage, and the client reads where it stands.
  await staff.reload();
  const moved = column('Capture').getByLabel(label, { exact: true });
  await expect(moved).toBeVisible();
  await expect(column('Collect statements').getByLabel(label, { exact: true })).toHaveCount(0);
  await expect(moved.getByText(/Waiting on client/)).toHaveCount(0);
  await staff.screenshot({ path: testInfo.outputPath('board-moved.png'), fullPage: true });
  await page.goto('/dashboard/work');
  await expect(page.getByText('We are capturing your books')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('portal-work-moved.png'), fullPage: true });
  await staff.close();
});
