import { expect, test, type Page } from '@playwright/test';
import { sidebar } from './support/portal.ts';
import { unique } from './support/unique.ts';

/** A new client, signed in: registration through the browser is covered by accounts.spec.ts. */
async function newClient(page: Page, profile: Record<string, string> = {}) {
  const username = unique('p');
  const res = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.co.za`, password: 'correct-horse-1', ...profile },
  });
  expect(res.status()).toBe(201);
  return username;
}

const toast = (page: Page) => page.getByTestId('toast');

/** Today in South Africa, and a day relative to it, as yyyy-MM-dd. */
function saDate(offsetDays = 0) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return date.toISOString().slice(0, 10);
}

test('dashboard: cards read as empty until documents and billing exist; the banner goes once the company profile is complete', async ({
  page,
}) => {
  test.slow(); // one long journey through three pages
  await newClient(page, { firstName: 'Thandi', lastName: 'Nkosi' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Thandi Nkosi!');
  const banner = page.getByRole('alert').filter({ hasText: 'Your profile is incomplete' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Complete Now' })).toHaveAttribute('href', '/dashboard/settings');

  // The four cards and the two below them, empty for a new client (failed list loads count as empty).
  for (const title of ['Active Subscription', 'Documents', 'Recent Payment', 'Employee Records']) {
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByText('No active subscription')).toBeVisible();
  await expect(page.getByText('0 approved')).toBeVisible();
  await expect(page.getByText('No payments yet')).toBeVisible();
  await expect(page.getByText("You don't have any document requests at the moment")).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Packages' })).toHaveAttribute('href', '/services');

  // Company Info: read-only, then the edit cycle.
  await sidebar(page, 'Company Info');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Company Information');
  const business = page.getByRole('region', { name: 'Business Details' });
  const contact = page.getByRole('region', { name: 'Contact Information' });
  await expect(business.getByText('Not set').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit Information' }).click();
  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeDisabled();
  await expect(page.getByLabel('Registration number')).toHaveAttribute('placeholder', /2018\/123456\/07/);
  await expect(page.getByLabel('VAT number')).toHaveAttribute('placeholder', /4123456789/);
  await page.getByLabel('Company name').fill('Nkosi Bakery');
  await expect(save).toBeEnabled();
  // Typing the old value back means nothing changed.
  await page.getByLabel('Company name').fill('');
  await expect(save).toBeDisabled();
  await page.getByLabel('Company name').fill('Nkosi Bakery');

  // Cancel resets the form and leaves edit mode.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Edit Information' })).toBeFocused();
  await expect(business.getByText('Nkosi Bakery')).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit Information' }).click();
  await expect(page.getByLabel('Company name')).toHaveValue('');
  await expect(save).toBeDisabled();

  // The company form's rules, with its own messages.
  await page.getByLabel('Company name').fill('Nkosi Bakery (Pty) Ltd');
  await page.getByLabel('First name').fill('');
  await page.getByLabel('Number of employees').fill('-2');
  await save.click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Phone number is required')).toBeVisible();
  await expect(page.getByText('Address is required')).toBeVisible();
  await expect(page.getByText('City is required')).toBeVisible();
  await expect(page.getByText('Postal code is required')).toBeVisible();
  await expect(page.getByText('Number of employees must be a whole number, 0 or more')).toBeVisible();

  await page.getByLabel('First name').fill('Thandi');
  await page.getByLabel('Phone').fill('+27 82 555 0101');
  await page.getByLabel('Address').fill('4 Long Street');
  await page.getByLabel('City').fill('Cape Town');
  await page.getByLabel('Postal code').fill('8001');
  await page.getByLabel('Registration number').fill('2018/123456/07');
  await page.getByLabel('Number of employees').fill('4');
  await page.getByRole('combobox', { name: 'Business type' }).click();
  await page.getByRole('option', { name: 'Private company (Pty) Ltd' }).click();
  await page.getByRole('combobox', { name: 'Annual revenue' }).click();
  await page.getByRole('option', { name: 'R1 million to R5 million' }).click();
  await save.click();
  await expect(toast(page)).toContainText('Company information updated');
  await expect(toast(page)).toContainText('Your company information has been saved successfully.');
  await expect(page.getByRole('button', { name: 'Edit Information' })).toBeVisible();
  await expect(business.getByText('Nkosi Bakery (Pty) Ltd')).toBeVisible();
  await expect(business.getByText('Private company (Pty) Ltd')).toBeVisible();
  await expect(business.getByText('R1 million to R5 million')).toBeVisible();
  await expect(contact.getByText('4 Long Street')).toBeVisible();

  // Still there after a reload: the server kept it.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Business Details' }).getByText('2018/123456/07')).toBeVisible();

  await sidebar(page, 'Dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Thandi Nkosi!');
  await expect(page.getByText('Your profile is incomplete')).toHaveCount(0);

  await sidebar(page, 'Settings');
  await expect(page.getByText('4 Long Street, Cape Town, 8001')).toBeVisible();
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/company$/);
});

test('company: a failed save shows the product notice and keeps the form', async ({ page }) => {
  await newClient(page);
  await page.goto('/dashboard/company');
  await page.getByRole('button', { name: 'Edit Information' }).click();
  await page.route('**/api/user', (route) => (route.request().method() === 'PATCH' ? route.abort() : route.fallback()));
  for (const [label, value] of [
    ['First name', 'Sipho'],
    ['Last name', 'Dlamini'],
    ['Phone', '021 000 0000'],
    ['Company name', 'Dlamini Plumbing'],
    ['Address', '1 Main Road'],
    ['City', 'Durban'],
    ['Postal code', '4001'],
  ]) {
    await page.getByLabel(label!).fill(value!);
  }
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('Update failed');
  await expect(toast(page)).toContainText('There was a problem updating your information. Please try again.');
  await expect(page.getByLabel('Company name')).toHaveValue('Dlamini Plumbing');
});

test('employees: add, search, edit and remove, with the product texts', async ({ page }) => {
  test.slow(); // one long journey: two adds, searches, an edit and a removal
  await newClient(page);
  await page.goto('/dashboard');
  await sidebar(page, 'Employees');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Employees');
  await expect(page.getByRole('heading', { name: 'No employees found' })).toBeVisible();
  await expect(page.getByText("You haven't added any employees yet")).toBeVisible();

  // The form's rules before anything is sent.
  await page.getByRole('button', { name: 'Add Your First Employee' }).click();
  const add = page.getByRole('dialog', { name: 'Add Employee' });
  await add.getByRole('button', { name: 'Add Employee' }).click();
  await expect(add.getByText('First name is required')).toBeVisible();
  await expect(add.getByText('Last name is required')).toBeVisible();
  await add.getByLabel('First name').fill('Sipho');
  await add.getByLabel('Last name').fill('Dlamini');
  await add.getByLabel('Email').fill('sipho@');
  await add.getByLabel('Monthly salary').fill('0');
  await add.getByLabel('Start date').fill(saDate(1));
  await add.getByRole('button', { name: 'Add Employee' }).click();
  await expect(add.getByText('Invalid email address')).toBeVisible();
  await expect(add.getByText('Amount must be greater than 0')).toBeVisible();
  await expect(add.getByText('Start date cannot be in the future')).toBeVisible();
  await add.getByLabel('Start date').fill('2021-02-01');
  await add.getByLabel('End date').fill('2021-01-31');
  await add.getByRole('button', { name: 'Add Employee' }).click();
  await expect(add.getByText('End date cannot be before the start date')).toBeVisible();

  await add.getByLabel('End date').fill('');
  await add.getByLabel('Email').fill('sipho@nkosibakery.co.za');
  await add.getByLabel('Phone').fill('+27 82 555 0101');
  await add.getByLabel('Position').fill('Head Baker');
  await add.getByLabel('Employee ID').fill('EMP-001');
  await add.getByLabel('Monthly salary').fill('18500.50');
  await add.getByRole('button', { name: 'Add Employee' }).click();
  await expect(toast(page)).toContainText('Employee added successfully');
  await expect(add).toBeHidden();

  const active = page.getByRole('region', { name: 'Active Employees', exact: true });
  await expect(active.getByText('Sipho Dlamini')).toBeVisible();
  await expect(active.getByText('ID: EMP-001')).toBeVisible();
  await expect(active.getByText('sipho@nkosibakery.co.za')).toBeVisible();
  await expect(active.getByText('1 February 2021')).toBeVisible();

  // A former employee goes to the Inactive Employees card with the employment period.
  await page.getByRole('button', { name: 'Add Employee' }).click();
  const second = page.getByRole('dialog', { name: 'Add Employee' });
  await second.getByLabel('First name').fill('Pieter');
  await second.getByLabel('Last name').fill('van der Merwe');
  await second.getByLabel('Position').fill('Driver');
  await second.getByLabel('Start date').fill('2019-01-10');
  await second.getByLabel('End date').fill('2022-12-31');
  await second.getByLabel('Active employee').uncheck();
  await second.getByRole('button', { name: 'Add Employee' }).click();
  await expect(toast(page)).toContainText('Employee added successfully');
  const inactive = page.getByRole('region', { name: 'Inactive Employees', exact: true });
  await expect(inactive.getByText('Pieter van der Merwe')).toBeVisible();
  await expect(inactive.getByText('10 January 2019 to 31 December 2022')).toBeVisible();
  await expect(active.getByText('Pieter van der Merwe')).toHaveCount(0);

  // Search: case-insensitive over names, position and e-mail.
  const search = page.getByRole('searchbox', { name: 'Search employees' });
  await expect(search).toHaveAttribute('placeholder', 'Search employees...');
  await search.fill('BAKER');
  await expect(active.getByText('Sipho Dlamini')).toBeVisible();
  await expect(page.getByText('Pieter van der Merwe', { exact: true })).toHaveCount(0);
  await search.fill('merwe');
  await expect(inactive.getByText('Pieter van der Merwe')).toBeVisible();
  await expect(page.getByText('Sipho Dlamini', { exact: true })).toHaveCount(0);
  await search.fill('nobody here');
  await expect(page.getByRole('heading', { name: 'No employees found' })).toBeVisible();
  await expect(page.getByText('No employees match your search')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');

  // Edit: the same form, filled in.
  await page.getByRole('button', { name: 'Edit Sipho Dlamini' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Employee' });
  await expect(edit.getByLabel('Position')).toHaveValue('Head Baker');
  await expect(edit.getByLabel('Monthly salary')).toHaveValue('18500.5');
  await edit.getByLabel('Position').fill('Bakery Manager');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('Employee updated successfully');
  await expect(edit).toBeHidden();
  await expect(active.getByText('Bakery Manager')).toBeVisible();

  // Delete asks first, in the product's words; Cancel keeps the employee.
  await page.getByRole('button', { name: 'Delete Sipho Dlamini' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText(
    'Are you sure?This action will permanently remove this employee from your records. This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(active.getByText('Sipho Dlamini')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Sipho Dlamini' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('Employee removed');
  await expect(page.getByText('Sipho Dlamini', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Active Employees', exact: true })).toHaveCount(0);

  // The dashboard counts what is left.
  await sidebar(page, 'Dashboard');
  const records = page.getByRole('link', { name: /Employee Records/ });
  await expect(records).toContainText('1');
  await expect(records).toContainText('employee on record');
});

test('employees: failed calls show the product notices', async ({ page }) => {
  await newClient(page);
  const created = await page.request.post('/api/employees', { data: { firstName: 'Lerato', lastName: 'Mokoena' } });
  expect(created.status()).toBe(201);
  await page.goto('/dashboard/employees');
  await expect(page.getByText('Lerato Mokoena', { exact: true })).toBeVisible();

  await page.route('**/api/employees**', (route) =>
    route.request().method() === 'GET' ? route.fallback() : route.abort(),
  );
  await page.getByRole('button', { name: 'Add Employee' }).click();
  const add = page.getByRole('dialog', { name: 'Add Employee' });
  await add.getByLabel('First name').fill('Sipho');
  await add.getByLabel('Last name').fill('Dlamini');
  await add.getByRole('button', { name: 'Add Employee' }).click();
  await expect(toast(page)).toContainText('Failed to add employee');
  await expect(toast(page)).toContainText('There was a problem adding the employee. Please try again.');
  await add.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Edit Lerato Mokoena' }).click();
  await page.getByRole('dialog', { name: 'Edit Employee' }).getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('Failed to update employee');
  await page.getByRole('dialog', { name: 'Edit Employee' }).getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Delete Lerato Mokoena' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('Failed to remove employee');
  await expect(page.getByText('Lerato Mokoena', { exact: true })).toBeVisible();
});
