import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createStaffUser as createUser, signInToBackoffice as signIn } from './support/backoffice.ts';

/**
 * Picks an option of an autocomplete that filters on the server: a click on an option of the list
 * drawn before the filtered answer arrives can be lost when the list is drawn again, so the pick
 * is tried again until the field shows it.
 */
async function choose(page: Page, label: string, text: string) {
  const input = page.getByLabel(label);
  await expect(async () => {
    await input.fill(text);
    await page.getByRole('option', { name: new RegExp(text) }).click({ timeout: 3_000 });
    await expect(input).toHaveValue(new RegExp(text), { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test('an admin assigns a client to an accountant, who then sees only that client', async ({
  page,
  request,
}, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Desktop and phone projects share one database: every name is unique to this run.
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const admin = `admin-${tag}`;
  const accountant = `acct-${tag}`;
  createUser(admin, 'admin');
  createUser(accountant, 'accountant');
  const companies = [`Assigned Bakery ${tag}`, `Other Motors ${tag}`];
  for (const [i, company] of companies.entries()) {
    const res = await request.post('/api/register', {
      data: {
        username: `client${i}-${tag}`,
        email: `client${i}-${tag}@example.co.za`,
        password: 'client-password-1',
        company,
      },
    });
    expect(res.status()).toBe(201);
  }

  await signIn(page, admin);
  await page.goto('/admin#/client-assignments/create');
  await choose(page, 'Client', companies[0]!);
  await choose(page, 'Accountant', accountant);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element created')).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, accountant);
  await page.goto('/admin#/clients');
  await expect(page.getByText(companies[0]!).first()).toBeVisible();
  await expect(page.getByText(companies[1]!)).toHaveCount(0);
  // The bell counts the new-client notification (enquiries from tests running alongside may add all-staff ones).
  const bell = page.getByRole('link', { name: /^\d+ unread notifications?$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByText(companies[0]!).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a client who signs in at /admin is refused with a clear message', async ({ page, request }, testInfo) => {
  const username = `client-${testInfo.project.name}${Date.now().toString(36)}`;
  const res = await request.post('/api/register', {
    data: { username, email: `${username}@example.co.za`, password: 'client-password-1' },
  });
  expect(res.status()).toBe(201);
  await page.goto('/admin');
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill('client-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/for the firm.s staff/)).toBeVisible();
});

test("staff save a client's whole record and export clients with formulas neutralised", async ({
  page,
  request,
}, testInfo) => {
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const admin = `admin-x-${tag}`;
  createUser(admin, 'admin');
  // What a visitor may type as a company name, meant to run in the spreadsheet of whoever exports it.
  const company = `=HYPERLINK("http://evil.example","${tag}")`;
  const res = await request.post('/api/register', {
    data: { username: `formula-${tag}`, email: `formula-${tag}@example.co.za`, password: 'client-password-1', company },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };

  await signIn(page, admin);
  // react-admin's edit form sends the whole record back (id, times, computed fields): it must still save.
  await page.goto(`/admin#/clients/${id}`);
  await page.getByLabel('City').fill('Polokwane');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  const saved = await page.request.get(`/api/admin/clients/${id}`);
  expect(((await saved.json()) as { city: string }).city).toBe('Polokwane');

  await page.goto(`/admin#/clients?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`);
  await expect(page.getByText(tag).first()).toBeVisible();
  const download = page.waitForEvent('download');
  // By keyboard: on a phone the fixed app bar overlaps the list's toolbar and takes the tap.
  await page.getByRole('button', { name: 'Export' }).press('Enter');
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""${tag}"")"`);
  expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m);
});

test("a client's page with a long company name fits a phone's width", async ({ page, request }, testInfo) => {
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const admin = `admin-w-${tag}`;
  createUser(admin, 'admin');
  const company = `Nomvula Ngcobo-Müller Holdings and Investments (Pty) Ltd ${tag}`;
  const res = await request.post('/api/register', {
    data: { username: `wide-${tag}`, email: `wide-${tag}@example.co.za`, password: 'client-password-1', company },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };

  await signIn(page, admin);
  await page.goto(`/admin#/clients/${id}/show`);
  await expect(page.getByText(company).first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
