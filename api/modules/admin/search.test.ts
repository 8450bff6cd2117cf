/** Backoffice search (`filter.q`) through the FTS5 indexes of drizzle/0004_full_text_search.sql. */
import { expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { contactSubmissions, users } from '../../db/schema.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { as, listUrl, type Firm, withFreshFirm } from '../../testing/firm.ts';

let t: TestApp;
let firm: Firm;
withFreshFirm((fresh) => ({ t, firm } = fresh));

const names = async (res: Response) => {
  expect(res.status).toBe(200);
  return ((await res.json()) as { name: string }[]).map((row) => row.name).sort();
};
const search = (resource: string, q: string, who = firm.admin) => as(t, who)(listUrl(resource, { filter: { q } }));

test('words match as prefixes, in any searchable column, accents and case ignored', async () => {
  await t.db.insert(contactSubmissions).values([
    {
      name: 'Nomvula Ngcobo-Müller',
      email: 'nomvula@example.co.za',
      subject: 'Payroll',
      message: 'Monthly payroll for 12 staff',
    },
    { name: 'Pieter Botha', email: 'pieter@botha.co.za', subject: 'VAT', message: 'VAT201 returns, please.' },
    { name: 'Thandi Mokoena', email: 'thandi@example.co.za', subject: 'Bookkeeping', message: 'Books for my bakery' },
  ]);
  expect(await names(await search('contact-submissions', 'mull'))).toEqual(['Nomvula Ngcobo-Müller']);
  expect(await names(await search('contact-submissions', 'NGCOBO müller'))).toEqual(['Nomvula Ngcobo-Müller']);
  expect(await names(await search('contact-submissions', 'example'))).toEqual([
    'Nomvula Ngcobo-Müller',
    'Thandi Mokoena',
  ]);
  expect(await names(await search('contact-submissions', 'thandi@example.co'))).toEqual(['Thandi Mokoena']);
  expect(await names(await search('contact-submissions', 'vat201'))).toEqual(['Pieter Botha']);
  // Every word must match somewhere.
  expect(await names(await search('contact-submissions', 'payroll bakery'))).toEqual([]);
  // FTS5 syntax typed by a user is just text.
  expect(await names(await search('contact-submissions', 'payroll OR "books" NEAR(x) *'))).toEqual([]);
  expect((await search('contact-submissions', '" AND ( NOT')).status).toBe(200);
});

test('the index follows edits and deletions', async () => {
  const [row] = await t.db
    .insert(contactSubmissions)
    .values({ name: 'Sipho Dlamini', email: 'sipho@example.co.za', subject: 'Tax', message: 'Provisional tax help' })
    .returning();
  await t.db
    .update(contactSubmissions)
    .set({ name: 'Sipho Zulu' })
    .where(eq(contactSubmissions.id, row?.id ?? ''));
  expect(await names(await search('contact-submissions', 'dlamini'))).toEqual([]);
  expect(await names(await search('contact-submissions', 'zulu'))).toEqual(['Sipho Zulu']);
  await t.db.delete(contactSubmissions).where(eq(contactSubmissions.id, row?.id ?? ''));
  expect(await names(await search('contact-submissions', 'zulu'))).toEqual([]);
});

test('client search keeps the access rules: an accountant finds only their own clients', async () => {
  const found = async (who: Firm['admin'], q: string) =>
    ((await (await search('clients', q, who)).json()) as { company: string }[]).map((row) => row.company).sort();
  expect(await found(firm.admin, 'bak')).toEqual(['Assigned Bakery']);
  expect(await found(firm.accountant, 'motors')).toEqual([]);
  expect(await found(firm.otherAccountant, 'motors')).toEqual(['Other Motors']);
  // A sign-in updates last_login; the search index is left alone and still right.
  await t.db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, firm.assignedClient.user.id));
  expect(await found(firm.manager, 'assigned bakery')).toEqual(['Assigned Bakery']);
});

test('a word in thousands of rows pages in sort order with the right total, alone or with a filter', async () => {
  const base = Date.parse('2026-01-01T00:00:00Z');
  await t.db.insert(contactSubmissions).values(
    Array.from({ length: 2600 }, (_, i) => ({
      name: `Person ${i}`,
      email: `p${i}@example.co.za`,
      subject: i % 5 === 4 ? 'Bookkeeping' : 'Payroll',
      message: 'Please call me back.',
      isRead: i % 2 === 0,
      createdAt: new Date(base + i * 60_000),
    })),
  );
  const page = async (filter: Record<string, unknown>) => {
    const res = await as(
      t,
      firm.admin,
    )(listUrl('contact-submissions', { filter, sort: ['createdAt', 'DESC'], range: [0, 2] }));
    return {
      total: res.headers.get('content-range'),
      names: ((await res.json()) as { name: string }[]).map((r) => r.name),
    };
  };
  expect(await page({ q: 'payroll' })).toEqual({
    total: 'contact-submissions 0-2/2080',
    names: ['Person 2598', 'Person 2597', 'Person 2596'],
  });
  expect(await page({ q: 'payroll', isRead: true })).toEqual({
    total: 'contact-submissions 0-2/1040',
    names: ['Person 2598', 'Person 2596', 'Person 2592'],
  });
});
