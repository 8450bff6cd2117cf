import { expect, type Page, test } from '@playwright/test';
import { createStaffUser, signInToBackoffice } from './support/backoffice.ts';
import { signedInClient } from './support/clients.ts';
import { sidebar } from './support/portal.ts';
import { unique } from './support/unique.ts';

/** en-ZA rand as the pages print it: 'R 3 381,00' with non-breaking spaces. */
const rand = (text: string) => new RegExp(`^R\\s${text.replace(/ /g, '\\s')}$`);
const shots = process.env.E2E_SHOTS;

// January 2027 is in the 2026/27 tax year and in the picker (three months ahead to a year back) until January 2028.
const MONTH = 'January 2027';

async function chooseMonth(page: Page, card: ReturnType<Page['getByRole']>, month: string) {
  await card.getByLabel('Month').click();
  await page.getByRole('option', { name: month, exact: true }).click();
}

async function registerClient(page: Page) {
  const id = await signedInClient(page, unique('p'));
  // The company name is what staff see on the client's page.
  expect((await page.request.patch('/api/user', { data: { company: 'Nkosi Bakery' } })).status()).toBe(200);
  return id;
}

test('a client adds an employee with salary and birth date and sees the labelled estimate; without a birth date, the reason and no total', async ({
  page,
}, testInfo) => {
  test.slow();
  await registerClient(page);
  await page.goto('/dashboard');
  await sidebar(page, 'Employees');
  await page.getByRole('button', { name: 'Add Your First Employee' }).click();
  const add = page.getByRole('dialog', { name: 'Add Employee' });
  await add.getByLabel('First name').fill('Thandi');
  await add.getByLabel('Last name').fill('Nkosi');
  await add.getByLabel('Monthly salary').fill('25000');
  await add.getByLabel('Date of birth').fill('2999-01-01');
  await add.getByLabel('Medical scheme members').fill('21');
  await add.getByRole('button', { name: 'Add Employee' }).click();
  await expect(add.getByText('Date of birth cannot be in the future')).toBeVisible();
  await expect(add.getByText('Medical scheme members must be a whole number from 0 to 20')).toBeVisible();
  await add.getByLabel('Date of birth').fill('1990-05-01');
  await add.getByLabel('Medical scheme members').fill('0');
  await add.getByRole('button', { name: 'Add Employee' }).click();
  await expect(add).toBeHidden();

  const card = page.getByRole('region', { name: 'Monthly EMP201 estimate' });
  await expect(card.getByText("Estimate only: your accountant's payroll run is final")).toBeVisible();
  await chooseMonth(page, card, MONTH);
  // The research's worked example: R25,000 a month, under 65, 2026/27.
  await expect(card.getByText(rand('3 381,00'))).toBeVisible();
  await expect(card.getByText('Exempt')).toBeVisible();
  await expect(card.getByTestId('emp201-total')).toHaveText(rand('3 735,24'));
  await expect(card.getByText(/^Tax year 2026\/27/)).toBeVisible();
  const active = page.getByRole('region', { name: 'Active Employees', exact: true });
  await expect(active.getByText(rand('3 381,00'))).toBeVisible();
  await expect(active.getByText(rand('21 441,88'))).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/employees-${testInfo.project.name}.png`, fullPage: true });

  await active.getByRole('button', { name: 'Breakdown for Thandi Nkosi' }).click();
  const breakdown = page.getByRole('dialog', { name: `Thandi Nkosi: ${MONTH}` });
  await expect(breakdown.getByText('Less rebates (primary; age 36 on 2027-02-28)')).toBeVisible();
  await expect(breakdown.getByText(/^-R\s17\s820,00$/)).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/breakdown-${testInfo.project.name}.png` });
  await breakdown.getByRole('button', { name: 'Close' }).click();

  // Clearing the birth date: the reason instead of a figure, and the EMP201 withheld naming who.
  await active.getByRole('button', { name: 'Edit Thandi Nkosi', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Employee' });
  await edit.getByLabel('Date of birth').fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(active.getByText('Cannot estimate')).toBeVisible();
  await expect(active.getByText('No date of birth: the rebates depend on age')).toBeVisible();
  await expect(card.getByTestId('emp201-incomplete')).toContainText(
    'Incomplete: 1 employee cannot be estimated (Thandi Nkosi)',
  );
  await expect(card.getByTestId('emp201-total')).toHaveCount(0);
  if (shots) await page.screenshot({ path: `${shots}/cannot-estimate-${testInfo.project.name}.png`, fullPage: true });
  await active.getByRole('button', { name: 'Add missing details for Thandi Nkosi' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Employee' }).getByLabel('Date of birth')).toHaveValue('');

  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-emp201')).toContainText('incomplete');
});

test("an admin changes the UIF ceiling and publishes next year's table in /admin; the estimates follow", async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the firm-wide figures are changed once, on the desktop');
  test.slow();
  const admin = `adm-${unique('p')}`;
  createStaffUser(admin, 'admin');

  // A client with one employee, in a browser of their own.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  const clientId = await registerClient(client);
  expect(
    (
      await client.request.post('/api/employees', {
        data: { firstName: 'Lerato', lastName: 'Mokoena', salaryAmount: 25000, dateOfBirth: '1985-01-01' },
      })
    ).status(),
  ).toBe(201);
  const estimate = async (month: string) =>
    (await (await client.request.get(`/api/payroll/estimate?month=${month}`)).json()) as {
      employees: { estimated: boolean; reason?: string; payeCents?: number; uifEmployeeCents?: number }[];
    };
  expect((await estimate('2027-03')).employees[0]?.reason).toBe('No tax table is published for this tax year yet');

  // New UIF figures from February 2027.
  await signInToBackoffice(page, admin);
  await page.goto('/admin#/payroll-rates');
  await expect(page.getByText('2021-06-01')).toBeVisible();
  await page.goto('/admin#/payroll-rates/create');
  await page.getByLabel('Applies from').fill('2027-02-01');
  await page.getByLabel('UIF employee rate (%)').fill('1');
  await page.getByLabel('UIF employer rate (%)').fill('1');
  await page.getByLabel('UIF ceiling a month (R)').fill('20000');
  await page.getByLabel('SDL rate (%)').fill('1');
  await page.getByLabel('SDL exemption a year (R)').fill('500000');
  await page.getByLabel('Source').fill('Test gazette');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('2027-02-01')).toBeVisible();
  await client.goto('/dashboard/employees');
  const card = client.getByRole('region', { name: 'Monthly EMP201 estimate' });
  await chooseMonth(client, card, 'February 2027');
  await expect(card.getByText(rand('200,00')).first()).toBeVisible();
  await chooseMonth(client, card, MONTH);
  await expect(card.getByText(rand('177,12')).first()).toBeVisible();

  // Next year's table: copy 2026/27 to a draft for 2027/28, change the primary rebate, publish.
  await page.goto('/admin#/tax-tables');
  await page.getByText('2026/27').click();
  await page.getByRole('link', { name: 'Copy to a draft' }).click();
  await page.getByLabel('Tax year ends (2027 for 2026/27)').fill('2028');
  await page.getByLabel('Primary').fill('18000');
  await page.getByLabel('Under 65').fill('100000');
  await page.getByLabel('Source').fill('2027 Budget (test)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tax table 2027/28 (draft)')).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/tax-table-draft.png`, fullPage: true });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published: estimates for this tax year use it now.')).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/tax-tables.png` });

  // Staff see the same figures on the client's Payroll tab.
  await page.goto(`/admin#/clients/${clientId}/show/payroll`);
  const tab = page.getByRole('region', { name: 'Monthly EMP201 estimate' });
  await chooseMonth(page, tab, MONTH);
  await expect(tab.getByTestId('emp201-total')).toHaveText(rand('3 735,24'));
  await expect(page.getByRole('table', { name: 'Estimates per employee' }).getByText('Lerato Mokoena')).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/client-payroll-tab.png`, fullPage: true });

  // (58,392 - 18,000) / 12 = R3,366.00: the new rebate, in the new year's months.
  expect((await estimate('2027-03')).employees[0]).toMatchObject({ estimated: true, payeCents: 336_600 });
  expect((await estimate('2027-01')).employees[0]?.payeCents).toBe(338_100);
  await clientContext.close();
});
