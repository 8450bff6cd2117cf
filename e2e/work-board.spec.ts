import { expect, type Page, test } from '@playwright/test';
import { createStaffUser, createUserWithCli, signInThroughApi, signInToBackoffice } from './support/backoffice.ts';
import { signedInClient } from './support/clients.ts';
import { unique } from './support/unique.ts';

/** A manager signed in, and a client of theirs with a VAT201 job in its first stage. */
async function boardWithOneJob(page: Page) {
  const manager = unique('mgr');
  const client = unique('c');
  createStaffUser(manager, 'manager');
  createUserWithCli(client, 'client');
  await signInToBackoffice(page, manager);
  const found = await page.request.get(
    `/api/admin/clients?filter=${encodeURIComponent(JSON.stringify({ q: client }))}`,
  );
  const [row] = (await found.json()) as { id: string; company: string | null; username: string }[];
  if (!row) throw new Error('the client was not found');
  const made = await page.request.post('/api/admin/jobs', {
    data: {
      clientId: row.id,
      pipelineId: 'pl-vat201',
      period: '2026-01',
      periodLabel: 'January 2026',
      dueDate: '2026-02-27',
    },
  });
  expect(made.status()).toBe(201);
  await page.goto('/admin#/work/board/pl-vat201');
  const column = (name: string) => page.getByRole('region', { name, exact: true });
  const name = row.company ?? row.username;
  const label = `${name}, January 2026`;
  const card = page.getByLabel(label, { exact: true });
  await expect(column('Collect documents').getByLabel(label, { exact: true })).toBeVisible();
  return { column, card, label, name };
}

test('a card moves to another stage by dragging it with the mouse, and by its Move to… menu from the keyboard', async ({
  page,
}, testInfo) => {
  test.slow();
  const { column, card, label, name } = await boardWithOneJob(page);
  // Due in February 2026: overdue, in red, and it says so.
  await expect(card.getByText(/overdue by \d+ days/)).toBeVisible();

  await card.dragTo(column('Prepare'));
  await expect(column('Prepare').getByLabel(label, { exact: true })).toBeVisible();
  await expect(column('Collect documents').getByLabel(label, { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: `Move ${name}, January 2026 to…` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Collect documents' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Review' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(column('Review').getByLabel(label, { exact: true })).toBeVisible();
  await expect(column('Prepare').getByLabel(label, { exact: true })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('work-board.png'), fullPage: true });
});

test("'My work' lists the signed-in person's jobs; managers see each person's load; the client's page lists their jobs", async ({
  page,
}, testInfo) => {
  test.slow();
  const { name } = await boardWithOneJob(page);
  const me = (await (await page.request.get('/api/user')).json()) as { id: string; username: string };
  const jobs = (await (await page.request.get('/api/admin/jobs?range=[0,499]')).json()) as {
    id: string;
    clientId: string;
    clientName: string;
  }[];
  const job = jobs.find((j) => j.clientName === name);
  if (!job) throw new Error('the job was not found');
  expect((await page.request.put(`/api/admin/jobs/${job.id}`, { data: { assigneeId: me.id } })).status()).toBe(200);

  await page.goto('/admin#/work/mine');
  await expect(page.getByRole('link', { name: 'VAT201 return, January 2026' }).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('my-work.png'), fullPage: true });

  await page.goto('/admin#/work/workload');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: me.username }) });
  await expect(row.getByRole('cell')).toHaveText(['1', '0', '1']);
  await page.screenshot({ path: testInfo.outputPath('workload.png'), fullPage: true });

  await page.goto(`/admin#/clients/${encodeURIComponent(job.clientId)}/show/jobs`);
  await expect(page.getByText('January 2026')).toBeVisible();
  await expect(page.getByText(/\(overdue\)/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('client-jobs.png'), fullPage: true });
});

test('the client sees where their work stands, in their words, and what we need from them', async ({
  page,
  baseURL,
  playwright,
}, testInfo) => {
  test.slow();
  const staffName = unique('mgr');
  createStaffUser(staffName, 'manager');
  const staff = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL as string } });
  await signInThroughApi(staff, staffName);
  const clientId = await signedInClient(page, unique('c'));
  for (const data of [
    { clientId, pipelineId: 'pl-vat201', period: '2030-03', periodLabel: 'March 2030', dueDate: '2030-04-30' },
    { clientId, pipelineId: 'pl-emp201', period: '2030-03', periodLabel: 'March 2030', dueDate: '2030-04-07' },
  ]) {
    expect((await staff.post('/api/admin/jobs', { data })).status()).toBe(201);
  }
  const made = await staff.post('/api/admin/document-requests', {
    data: { clientId, documentType: 'bank_statement', description: 'March bank statements', dueDate: '2030-04-10' },
  });
  expect(made.status()).toBe(201);

  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Our work for you' });
  await expect(card.getByText('We need one thing from you.')).toBeVisible();
  await expect(card.getByRole('listitem', { name: 'EMP201 return, March 2030' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('portal-dashboard.png'), fullPage: true });

  await card.getByRole('link', { name: 'View all work' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Work');
  const vat = page.getByRole('listitem', { name: 'VAT201 return, March 2030' });
  await expect(vat.getByText('Waiting for your documents')).toBeVisible();
  await expect(vat.getByText('Waiting on you')).toBeVisible();
  const needed = page.getByRole('region', { name: 'What we need from you' });
  await expect(needed.getByText('March bank statements')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('portal-work.png'), fullPage: true });
  await needed.getByRole('link', { name: 'Upload' }).click();
  await expect(page).toHaveURL(/\/dashboard\/uploads\?requestId=/);
});
