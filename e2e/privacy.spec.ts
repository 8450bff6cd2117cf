import { expect, test } from '@playwright/test';
import { createStaffUser, STAFF_PASSWORD, signInToBackoffice } from './support/backoffice.ts';
import { signedInClient } from './support/clients.ts';
import { lastEmailTo } from './support/mail.ts';
import { unique } from './support/unique.ts';

const shots = process.env.E2E_SHOTS;

test('a client asks for a correction in Settings, a manager refuses it with a reason, the client reads the answer', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const phone = testInfo.project.name === 'phone';
  const manager = unique('pmgr');
  createStaffUser(manager, 'manager');
  const clientId = await signedInClient(page, unique('priv'));
  // Both projects run at once and the manager sees every client: each test finds its own request.
  const subject = unique('Registered company name');

  await page.goto('/dashboard/settings');
  const card = page.getByRole('region', { name: 'Your data' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Ask for a correction or object' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask about your information' });
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Say what information this is about')).toBeVisible();
  await expect(dialog.getByText('Say what should change, or why you object')).toBeVisible();
  await dialog.getByLabel('What is wrong').fill(subject);
  await dialog
    .getByLabel('What it should be, and why')
    .fill('It is "Bakery (Pty) Ltd", not "Bakery CC": we converted.');
  if (shots) await page.screenshot({ path: `${shots}/privacy-ask-${testInfo.project.name}.png` });
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText(subject)).toBeVisible();
  await expect(card.getByText('Waiting for the firm')).toBeVisible();

  // The manager answers in the backoffice (a desktop browser either way).
  const desk = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const staff = await desk.newPage();
  await signInToBackoffice(staff, manager);
  await staff.goto('/admin#/correction-requests');
  await staff.getByText(subject).click();
  await staff.getByRole('combobox', { name: 'Outcome' }).click();
  await staff.getByRole('option', { name: 'Refused' }).click();
  await staff.getByRole('button', { name: 'Resolve and tell the client' }).click();
  await expect(staff.getByText('Give the client the reason for refusing')).toBeVisible();
  await staff
    .getByLabel('Reason for refusing (the client sees it)')
    .fill('CIPC still shows the CC; send us the conversion certificate and we will change it.');
  if (shots && !phone) await staff.screenshot({ path: `${shots}/privacy-resolve-staff.png`, fullPage: true });
  await staff.getByRole('button', { name: 'Resolve and tell the client' }).click();
  await expect(staff.getByText('The client has been told by e-mail.')).toBeVisible();

  // On the client's page: their requests, and a copy of their data on a written request.
  await staff.goto(`/admin#/clients/${clientId}/show/privacy`);
  const form = staff.getByRole('form', { name: "Copy of the client's data" });
  await expect(staff.getByText(subject)).toBeVisible();
  await form.getByRole('button', { name: 'Build the copy' }).click();
  await expect(form.getByText('Name the written request (who asked, when, how)')).toBeVisible();
  await form.getByLabel('Written request').fill('E-mail from the client, 20 November 2026');
  await form.getByRole('button', { name: 'Build the copy' }).click();
  await expect(staff.getByText('The copy is being built', { exact: false })).toBeVisible();
  if (shots && !phone) await staff.screenshot({ path: `${shots}/privacy-client-tab.png`, fullPage: true });
  await desk.close();

  await page.reload();
  await expect(card.getByText('Refused')).toBeVisible();
  await expect(card.getByText('CIPC still shows the CC', { exact: false })).toBeVisible();
  if (shots) await card.screenshot({ path: `${shots}/privacy-answered-${testInfo.project.name}.png` });
});

test('a client asks for a copy of their data with their password, is e-mailed, and downloads it once', async ({
  page,
}, testInfo) => {
  const username = unique('copy');
  await signedInClient(page, username);
  await page.goto('/dashboard/settings');
  const card = page.getByRole('region', { name: 'Your data' });
  await card.getByRole('button', { name: 'Download a copy of my data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download a copy of your data' });
  await dialog.getByLabel('Password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Prepare my copy' }).click();
  await expect(dialog.getByText('The password is not correct')).toBeVisible();
  await dialog.getByLabel('Password').fill(STAFF_PASSWORD);
  await dialog.getByRole('button', { name: 'Prepare my copy' }).click();
  await expect(page.getByText('We are preparing your copy')).toBeVisible();

  const mail = await lastEmailTo(`${username}@firm.co.za`, 'data_export_ready', 20_000);
  const link = mail.match(/https?:\/\/[^\s/]+(\/dashboard\/settings\?export=[A-Za-z0-9-]+)/)?.[1];
  expect(link).toBeTruthy();
  await page.goto(`${link}#your-data`);
  const download = card.getByRole('link', { name: 'Download my copy' });
  await expect(download).toBeVisible();
  if (shots) await card.screenshot({ path: `${shots}/privacy-export-${testInfo.project.name}.png` });
  const href = (await download.getAttribute('href')) ?? '';
  const zip = await page.request.get(href);
  expect(zip.status()).toBe(200);
  expect(zip.headers()['content-type']).toBe('application/zip');
  expect((await zip.body()).subarray(0, 2).toString()).toBe('PK');
  expect((await page.request.get(href)).status()).toBe(404);
  // The e-mail's link opened again says so in words, and offers no dead button.
  await page.reload();
  await expect(card.getByText('You have already downloaded this copy, and we have deleted it.')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Download my copy' })).toHaveCount(0);
});

test('an admin records a breach, notifies the clients it touched, and the register lists it', async ({
  page,
}, testInfo) => {
  test.skip(
    testInfo.project.name === 'phone',
    'the backoffice register is a desk task; its phone list is a SimpleList',
  );
  test.slow();
  const admin = unique('padm');
  createStaffUser(admin, 'admin');
  await signInToBackoffice(page, admin);
  await page.goto('/admin#/breaches/create');
  const what = unique('A laptop with payroll exports was stolen ');
  await page.getByLabel('What happened').fill(what);
  await page.getByLabel('Found on').fill('2026-11-20');
  await page.getByLabel('What information').fill('Names, ID numbers and salaries');
  await page.getByLabel('Every client is affected').check();
  await page.getByRole('button', { name: 'Save' }).click();
  const panel = page.getByRole('form', { name: 'Notify the people affected' });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Send the notice' }).click();
  await expect(panel.getByText('Write the notice the affected clients receive')).toBeVisible();
  await panel
    .getByLabel('Notice')
    .fill('On 20 November a laptop was stolen from a car.\n\nWe have told the Information Regulator.');
  if (shots) await page.screenshot({ path: `${shots}/privacy-breach-show.png`, fullPage: true });
  page.once('dialog', (dialog) => dialog.accept());
  await panel.getByRole('button', { name: 'Send the notice' }).click();
  await expect(page.getByText(/The notice is on its way to \d+ client/)).toBeVisible();
  await expect(page.getByText('Notice sent', { exact: false })).toBeVisible();
  await page.goto('/admin#/breaches');
  await expect(page.getByText(what)).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/privacy-breach-list.png`, fullPage: true });
});

test('on a phone the retention rules show each rule with its source', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the desk layout is a table');
  const manager = unique('rmgr');
  createStaffUser(manager, 'manager');
  await signInToBackoffice(page, manager);
  await page.goto('/admin#/retention-rules');
  await expect(page.getByText('Companies Act', { exact: false }).first()).toBeInViewport();
  if (shots) await page.screenshot({ path: `${shots}/retention-rules-phone.png`, fullPage: true });
});
