import { expect, test, type Page } from '@playwright/test';
import { createStaffUser, signInToBackoffice, STAFF_PASSWORD } from './support/backoffice.ts';
import { sidebar } from './support/portal.ts';
import { unique } from './support/unique.ts';

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a client fills the tax and compliance fields and sees their next deadlines, each on a business day, with a calendar link', async ({
  page,
}) => {
  test.slow();
  const username = unique('c');
  const res = await page.request.post('/api/register', {
    data: {
      username,
      email: `${username}@example.co.za`,
      password: 'correct-horse-1',
      company: 'Ngcobo Bakery (Pty) Ltd',
      businessType: 'private_company',
      // The company form saves only with its required fields filled (docs/product/business-rules.md#company-form).
      firstName: 'Zoë',
      lastName: 'Ngcobo-Müller',
      phone: '+27 82 555 0101',
      address: '12 Long Street',
      city: 'Cape Town',
      postalCode: '8001',
    },
  });
  expect(res.status()).toBe(201);

  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Upcoming deadlines' });
  await expect(card.getByText('Add your VAT category to see VAT dates')).toBeVisible();

  await sidebar(page, 'Company Info');
  await page.getByRole('button', { name: 'Edit Information' }).click();
  const tax = page.getByRole('region', { name: 'Tax and compliance' });
  await expect(tax).toBeVisible();
  await choose(page, 'Financial year-end month', 'February');
  await choose(page, 'VAT category', 'C: every month');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  // A VAT category needs the eFiling answer: the form says so before anything is sent.
  await expect(tax.getByText('Say whether you file VAT returns on eFiling')).toBeVisible();
  await choose(page, 'VAT returns filed on eFiling', 'No');
  await page.getByLabel('Incorporation date').fill('2019-12-02');
  await choose(page, 'Registered employer (PAYE)', 'Yes');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Company information updated' })).toBeVisible();
  await expect(tax.getByText('C: every month')).toBeVisible();

  await sidebar(page, 'Dashboard');
  await expect(card.getByText('EMP201 (PAYE, UIF and SDL)').first()).toBeVisible();
  await expect(card.getByText(/days? left|Due today/).first()).toBeVisible();
  await card.getByRole('link', { name: 'View calendar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deadlines');
  const list = page.getByRole('region', { name: 'Coming up' });
  await expect(list.getByText('VAT201 return and payment').first()).toBeVisible();
  // Every weekend or holiday move is explained in the product's words.
  await expect(list.getByText(/is a (Saturday|Sunday|public holiday): due \w{3} \d{1,2} \w{3}/).first()).toBeVisible();

  // The calendar link: shown once, served without a cookie, dead after Revoke.
  const calendar = page.getByRole('region', { name: 'Add to your calendar' });
  await calendar.getByRole('button', { name: 'Create calendar link' }).click();
  const url = await calendar.getByTestId('calendar-link').inputValue();
  expect(url).toMatch(/\/api\/calendar\/cal_[\w-]+\.ics$/);
  const path = new URL(url).pathname;
  const feed = await page.request.get(path, { headers: { cookie: '' } });
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VEVENT');
  await calendar.getByRole('button', { name: 'Revoke link' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Calendar link revoked' })).toBeVisible();
  expect((await page.request.get(path)).status()).toBe(404);
});

test("an accountant sees only their clients' deadlines in the backoffice and marks one done; the client sees Done", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const suffix = `${testInfo.project.name}${Date.now().toString(36)}`;
  const accountant = `acc-${suffix}`;
  const manager = `mgr-${suffix}`;
  createStaffUser(accountant, 'accountant');
  createStaffUser(manager, 'manager');

  // Two clients who employ staff; only the first is this accountant's.
  const clients: { id: string; cookie: string }[] = [];
  for (const name of ['mine', 'theirs']) {
    const context = await browser.newContext();
    const username = `${name}${suffix}`;
    const res = await context.request.post('/api/register', {
      data: {
        username,
        email: `${username}@example.co.za`,
        password: 'correct-horse-1',
        company: `${name} ${suffix} Ltd`,
      },
    });
    expect(res.status()).toBe(201);
    const patched = await context.request.patch('/api/user', {
      data: { registeredEmployer: true, businessType: 'private_company', incorporationDate: '2020-03-02' },
    });
    expect(patched.status()).toBe(200);
    const state = await context.storageState();
    clients.push({ id: (await res.json()).id, cookie: state.cookies.map((c) => `${c.name}=${c.value}`).join('; ') });
    await context.close();
  }
  const [mine, theirs] = clients;
  if (!mine || !theirs) throw new Error('clients');

  // The manager assigns the first client to the accountant.
  const managerContext = await browser.newContext();
  expect(
    (
      await managerContext.request.post('/api/login', { data: { username: manager, password: STAFF_PASSWORD } })
    ).status(),
  ).toBe(200);
  const [accountantRow] = await (
    await managerContext.request.get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: accountant }))}`)
  ).json();
  const assigned = await managerContext.request.post('/api/admin/client-assignments', {
    data: { clientId: mine.id, accountantId: accountantRow.id },
  });
  expect(assigned.status()).toBe(201);
  await managerContext.close();

  await signInToBackoffice(page, accountant);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(new Date());
  const filter = encodeURIComponent(JSON.stringify({ status: 'open', dueDate_gte: today }));
  await page.goto(`/admin#/deadlines?filter=${filter}&order=ASC&sort=dueDate`);
  // A table on a desktop, a list on a phone: either way only this accountant's client, each with Mark done.
  const markDone = page.getByRole('button', { name: 'Mark done' });
  await expect(markDone.first()).toBeVisible();
  await expect(page.getByText(`mine ${suffix} Ltd`).first()).toBeVisible();
  await expect(page.getByText(`theirs ${suffix} Ltd`)).toHaveCount(0);
  await markDone.first().click();
  await expect(page.getByText('Marked done')).toBeVisible();

  // Staff record a change of beneficial ownership on the client's page: a filing appears.
  await page.goto(`/admin#/clients/${mine.id}/show/deadlines`);
  await page.getByRole('link', { name: 'Record an ownership change' }).click();
  await page.getByLabel('Date of the change').fill(today);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Beneficial ownership filing').first()).toBeVisible();

  // The client's dashboard shows it Done.
  const clientPage = await browser.newPage();
  await clientPage.context().addCookies(
    mine.cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name: name ?? '', value: value.join('='), url: page.url() };
    }),
  );
  await clientPage.goto('/dashboard/deadlines');
  // The first open date from today on is the one marked: it reads Done, the only one.
  await expect(clientPage.getByRole('region', { name: 'Coming up' }).getByText('Done', { exact: true })).toHaveCount(1);
  await clientPage.close();

  // The tracked-from date changes only with a reason, which the dialog asks for under its field.
  await page.getByRole('button', { name: 'Change tracked-from date' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tracked-from date' });
  await dialog.getByLabel('Tracked from').fill('2026-01-01');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Say why the date changes (it is kept in the activity log)')).toBeVisible();
  if (process.env.E2E_SHOTS)
    await dialog.screenshot({ path: `${process.env.E2E_SHOTS}/tracked-from-dialog-${test.info().project.name}.png` });
  await dialog.getByLabel('Reason').fill('Engagement signed on 1 January 2026');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Tracked from 1 Jan 2026')).toBeVisible();
});

test('a client who registers today sees no red: Coming up starts today, earlier dates apart and collapsed', async ({
  page,
}) => {
  test.slow();
  const username = unique('t');
  const res = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.co.za`, password: 'correct-horse-1', company: 'Tracked Co Ltd' },
  });
  expect(res.status()).toBe(201);
  // VAT category B, a registered employer, a February year-end: months of dates before today.
  const patched = await page.request.patch('/api/user', {
    data: {
      businessType: 'private_company',
      financialYearEndMonth: 2,
      vatCategory: 'B',
      vatEfiler: true,
      registeredEmployer: true,
      incorporationDate: '2019-06-12',
    },
  });
  expect(patched.status()).toBe(200);

  await page.goto('/dashboard/deadlines');
  const list = page.getByRole('region', { name: 'Coming up' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText(/Overdue by/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Overdue' })).toHaveCount(0);
  await expect(list.getByRole('listitem').first()).toContainText(/days? left|Due today/);

  const before = page.getByRole('button', { name: /Before we looked after your affairs/ });
  await expect(before).toHaveAttribute('aria-expanded', 'false');
  await before.click();
  await expect(page.getByText(/we can take it on for you/)).toBeVisible();
  await expect(page.getByText('Not taken on').first()).toBeVisible();
});
