/** The ra-data-simple-rest contract of /api/admin/{resource}: paging, sort, filter, search, Content-Range, allow-lists. */
import { describe, expect, test } from 'bun:test';
import { activityLogs, contactSubmissions, quoteRequests, waitlistSubmissions } from '../../db/schema.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { ADMIN_RESOURCES } from './table-of-contents.ts';
import { as, listUrl, type Firm, withFreshFirm } from '../../testing/firm.ts';

let t: TestApp;
let firm: Firm;
let admin: ReturnType<typeof as>;
withFreshFirm((fresh) => {
  ({ t, firm } = fresh);
  admin = as(t, firm.admin);
});

const DAY = 24 * 60 * 60 * 1000;
const BASE = Date.parse('2026-10-01T10:00:00Z');

/** 30 contact submissions a day apart; every third one read; odd ones from a partner. */
async function seedContacts() {
  await t.db.insert(contactSubmissions).values(
    Array.from({ length: 30 }, (_, i) => ({
      name: `Person ${String(i).padStart(2, '0')}`,
      email: `p${i}@example.co.za`,
      subject: i === 7 ? 'VAT registration 100%_sure' : 'Bookkeeping',
      message: 'Please call me back about my books.',
      source: i % 2 ? 'partner-a' : null,
      isRead: i % 3 === 0,
      createdAt: new Date(BASE + i * DAY),
    })),
  );
}

const names = async (res: Response) => ((await res.json()) as { name: string }[]).map((row) => row.name);

describe('every resource', () => {
  test('lists with a Content-Range header exposed to scripts, and gets one by id', async () => {
    for (const { name, defaultSort } of ADMIN_RESOURCES) {
      const res = await admin(listUrl(name, { sort: defaultSort, range: [0, 9], filter: {} }));
      expect(res.status, name).toBe(200);
      const rows = (await res.json()) as { id: string }[];
      expect(Array.isArray(rows), name).toBe(true);
      expect(res.headers.get('content-range'), name).toMatch(new RegExp(`^${name} (\\d+-\\d+|\\*)/\\d+$`));
      expect(res.headers.get('access-control-expose-headers')).toBe('Content-Range');
      if (rows[0]) {
        const one = await admin(`/api/admin/${name}/${rows[0].id}`);
        expect(one.status, name).toBe(200);
        expect((await one.json()).id).toBe(rows[0].id);
      }
      expect((await admin(`/api/admin/${name}/no-such-id`)).status, name).toBe(404);
    }
  });

  test('refuses sorting by a field outside its allow-list with a 400 problem', async () => {
    for (const { name } of ADMIN_RESOURCES) {
      const res = await admin(listUrl(name, { sort: ['password', 'ASC'] }));
      expect(res.status, name).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect((await res.json()).errors.sort).toContain('password is not a field');
    }
  });

  test('refuses filtering by a field outside its allow-list with a 400 problem', async () => {
    for (const { name } of ADMIN_RESOURCES) {
      const res = await admin(listUrl(name, { filter: { '1=1; drop table users; --': 'x' } }));
      expect(res.status, name).toBe(400);
      expect(Object.keys((await res.json()).errors)).toEqual(['filter.1=1; drop table users; --']);
    }
    expect((await admin(listUrl('users'))).status).toBe(200);
  });
});

describe('prototype keys', () => {
  test('in sort or filter are 400 problems on every list, never a 500', async () => {
    const keys = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];
    for (const { name } of ADMIN_RESOURCES) {
      for (const key of keys) {
        const sorted = await admin(listUrl(name, { sort: [key, 'ASC'] }));
        expect(sorted.status, `${name} sort ${key}`).toBe(400);
        expect((await sorted.json()).errors.sort).toContain(`${key} is not a field`);
        // Written as JSON text: JSON.parse makes even "__proto__" an own key.
        const filtered = await admin(listUrl(name, { filter: `{"${key}":1}` }));
        expect(filtered.status, `${name} filter ${key}`).toBe(400);
        expect(Object.keys((await filtered.json()).errors)).toEqual([`filter.${key}`]);
      }
    }
  });
});

describe('lists', () => {
  test('page with range and report start-end/total', async () => {
    await seedContacts();
    const first = await admin(listUrl('contact-submissions', { sort: ['createdAt', 'ASC'], range: [0, 9] }));
    expect(first.headers.get('content-range')).toBe('contact-submissions 0-9/30');
    expect(await names(first)).toEqual(Array.from({ length: 10 }, (_, i) => `Person ${String(i).padStart(2, '0')}`));

    const last = await admin(listUrl('contact-submissions', { sort: ['createdAt', 'ASC'], range: [25, 34] }));
    expect(last.headers.get('content-range')).toBe('contact-submissions 25-29/30');
    expect(await names(last)).toEqual(['Person 25', 'Person 26', 'Person 27', 'Person 28', 'Person 29']);

    const beyond = await admin(listUrl('contact-submissions', { range: [40, 49] }));
    expect(beyond.headers.get('content-range')).toBe('contact-submissions */30');
    expect(await beyond.json()).toEqual([]);
  });

  test('sort in either direction; the default is newest first', async () => {
    await seedContacts();
    const desc = await names(
      await admin(listUrl('contact-submissions', { sort: ['createdAt', 'DESC'], range: [0, 2] })),
    );
    expect(desc).toEqual(['Person 29', 'Person 28', 'Person 27']);
    const byDefault = await names(await admin(listUrl('contact-submissions', { range: [0, 2] })));
    expect(byDefault).toEqual(desc);
    const lower = await names(
      await admin(listUrl('contact-submissions', { sort: ['createdAt', 'asc'], range: [0, 0] })),
    );
    expect(lower).toEqual(['Person 00']);
  });

  test('filter by field equality, by a list of values, and by dates; the total follows the filter', async () => {
    await seedContacts();
    const unread = await admin(listUrl('contact-submissions', { filter: { isRead: false }, range: [0, 4] }));
    expect(unread.headers.get('content-range')).toBe('contact-submissions 0-4/20');

    const partnerUnread = await admin(
      listUrl('contact-submissions', { filter: { isRead: false, source: 'partner-a' } }),
    );
    expect(partnerUnread.headers.get('content-range')).toMatch(/\/10$/);

    const rows = (await (await admin(listUrl('contact-submissions', { range: [0, 1] }))).json()) as { id: string }[];
    const many = await admin(listUrl('contact-submissions', { filter: { id: rows.map((r) => r.id) } }));
    expect(((await many.json()) as { id: string }[]).map((r) => r.id).sort()).toEqual(rows.map((r) => r.id).sort());

    // 3 to 5 October inclusive, in dates as react-admin's date inputs send them.
    const between = await admin(
      listUrl('contact-submissions', {
        sort: ['createdAt', 'ASC'],
        filter: { createdAt_gte: '2026-10-03', createdAt_lte: '2026-10-05' },
      }),
    );
    expect(await names(between)).toEqual(['Person 02', 'Person 03', 'Person 04']);
  });

  test('q searches the searchable fields, every word, case-insensitively, with LIKE wildcards taken literally', async () => {
    await seedContacts();
    expect(await names(await admin(listUrl('contact-submissions', { filter: { q: 'PERSON 07' } })))).toEqual([
      'Person 07',
    ]);
    const bookkeeping = await admin(listUrl('contact-submissions', { filter: { q: 'bookkeeping CALL' } }));
    expect(bookkeeping.headers.get('content-range')).toMatch(/\/29$/);
    expect(await names(await admin(listUrl('contact-submissions', { filter: { q: 'vat 100%_' } })))).toEqual([
      'Person 07',
    ]);
    expect(await names(await admin(listUrl('contact-submissions', { filter: { q: '%' } })))).toEqual(['Person 07']);
    expect(await names(await admin(listUrl('contact-submissions', { filter: { q: 'p29@example' } })))).toEqual([
      'Person 29',
    ]);
  });

  test('empty filter values mean no filter, as react-admin sends cleared inputs', async () => {
    await seedContacts();
    const res = await admin(listUrl('contact-submissions', { filter: { q: '', isRead: null } }));
    expect(res.headers.get('content-range')).toMatch(/\/30$/);
  });

  test('malformed parameters are 400 problems naming the parameter, never 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ sort: '["createdAt"' }, 'sort'],
      [{ sort: ['createdAt', 'SIDEWAYS'] }, 'sort'],
      [{ sort: { field: 'createdAt' } }, 'sort'],
      [{ range: [5, 1] }, 'range'],
      [{ range: [-1, 5] }, 'range'],
      [{ range: [0, 5000] }, 'range'],
      [{ range: 'nope' }, 'range'],
      [{ filter: '{bad json' }, 'filter'],
      [{ filter: [1, 2] }, 'filter'],
      [{ filter: { isRead: 'maybe' } }, 'filter.isRead'],
      [{ filter: { createdAt_gte: 'last tuesday' } }, 'filter.createdAt_gte'],
      [{ filter: { q: 42 } }, 'filter.q'],
      [{ filter: { id: { $ne: 1 } } }, 'filter.id'],
    ];
    for (const [params, key] of cases) {
      const res = await admin(listUrl('contact-submissions', params));
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect(Object.keys((await res.json()).errors), JSON.stringify(params)).toContain(key);
    }
    const badRole = await admin(listUrl('users', { filter: { role: 'superuser' } }));
    expect(badRole.status).toBe(400);
  });

  test('users filter by role, assigned accountant and profile completeness', async () => {
    const clients = await admin(listUrl('users', { filter: { role: 'client' } }));
    expect(clients.headers.get('content-range')).toMatch(/\/2$/);
    const staff = await admin(listUrl('users', { filter: { role: ['manager', 'admin'] } }));
    expect(((await staff.json()) as { username: string }[]).map((u) => u.username).sort()).toEqual(['ada', 'mandla']);
    const ofAyanda = (await (
      await admin(listUrl('clients', { filter: { accountantId: firm.accountant.user.id } }))
    ).json()) as {
      id: string;
      accountantIds: string[];
    }[];
    expect(ofAyanda.map((c) => c.id)).toEqual([firm.assignedClient.user.id]);
    expect(ofAyanda[0]!.accountantIds).toEqual([firm.accountant.user.id]);
    const complete = await admin(listUrl('clients', { filter: { isProfileComplete: true } }));
    expect(await complete.json()).toEqual([]);
  });

  test('other resources page and filter the same way', async () => {
    await t.db.insert(waitlistSubmissions).values([
      { name: 'W1', email: 'w1@example.co.za', interest: 'essential', isContacted: true },
      { name: 'W2', email: 'w2@example.co.za', interest: 'elite' },
    ]);
    await t.db.insert(quoteRequests).values([{ name: 'Q1', email: 'q1@example.co.za', services: ['payroll'] }]);
    const notContacted = await admin(listUrl('waitlist-submissions', { filter: { isContacted: false } }));
    expect(await names(notContacted)).toEqual(['W2']);
    expect(await names(await admin(listUrl('waitlist-submissions', { filter: { interest: 'essential' } })))).toEqual([
      'W1',
    ]);
    const quotes = (await (await admin(listUrl('quote-requests'))).json()) as {
      services: string[];
      isProcessed: boolean;
    }[];
    expect(quotes).toMatchObject([{ services: ['payroll'], isProcessed: false }]);
    const services = await admin(listUrl('services', { sort: ['price', 'DESC'], range: [0, 0] }));
    expect(services.headers.get('content-range')).toBe('services 0-0/6');
    expect((await services.json())[0].title).toBe('Elite');
  });

  test('a large page is read in one query for rows and one for the count', async () => {
    await t.db.insert(activityLogs).values(
      Array.from({ length: 1500 }, (_, i) => ({
        userId: firm.admin.user.id,
        action: i % 2 ? 'even' : 'odd',
        timestamp: new Date(BASE + i * 1000),
      })),
    );
    const res = await admin(
      listUrl('activity-logs', { sort: ['timestamp', 'DESC'], range: [0, 999], filter: { action: 'odd' } }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('activity-logs 0-749/750');
  });
});
