import { expect, test, type Page } from '@playwright/test';
import { sidebar } from './support/portal.ts';

const unique = () => `c${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a client fills the tax and compliance fields and sees their next deadlines, each on a business day, with a calendar link', async ({
  page,
}) => {
  test.slow();
  const username = unique();
  const res = await page.request.post('/api/register', {
    data: {
      username,
      email: `${username}@example.co.za`,
      password: 'correct-horse-1',
      company: 'Ngcobo Bakery (Pty) Ltd',
      businessType: 'private_company',
      // The company form saves only with its required fields filled (SPEC.md section 4).
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
  // Every weekend or holiday move is explained in the spec's words.
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
