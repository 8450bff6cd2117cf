import { describe, expect, test } from 'bun:test';
import {
  contactSubmissions,
  documentRequests,
  documents,
  quoteRequests,
  services,
  subscriptions,
  waitlistSubmissions,
} from '../../db/schema.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { CHART_WEEKS, weekStart } from './dashboard.ts';
import type { DashboardStats } from '../../../domain/dashboard.ts';
import { as, type Firm, withFreshFirm } from '../../testing/firm.ts';

let t: TestApp;
let firm: Firm;
withFreshFirm((fresh) => ({ t, firm } = fresh));

const DAY = 24 * 60 * 60 * 1000;

describe('weekStart', () => {
  test('is the Monday of the week on South African time', () => {
    expect(weekStart(new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-16'); // a Sunday
    expect(weekStart(new Date('2026-11-23T00:30:00+02:00'))).toBe('2026-11-23'); // Monday just after midnight in Cape Town
    expect(weekStart(new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-23'); // already Monday in Cape Town
  });
});

describe('GET /api/admin/dashboard', () => {
  async function seed() {
    const now = Date.now();
    await t.db.insert(contactSubmissions).values([
      { name: 'a', email: 'a@x.co.za', subject: 's', message: 'm', createdAt: new Date(now - DAY) },
      { name: 'b', email: 'b@x.co.za', subject: 's', message: 'm', isRead: true, createdAt: new Date(now - 8 * DAY) },
      { name: 'old', email: 'o@x.co.za', subject: 's', message: 'm', createdAt: new Date(now - 200 * DAY) },
    ]);
    await t.db.insert(waitlistSubmissions).values([{ name: 'w', email: 'w@x.co.za', createdAt: new Date(now - DAY) }]);
    await t.db
      .insert(quoteRequests)
      .values([{ name: 'q', email: 'q@x.co.za', isProcessed: true, createdAt: new Date(now) }]);
    const [essential] = await t.db.select().from(services).limit(1);
    const mine = firm.assignedClient.user.id;
    const theirs = firm.otherClient.user.id;
    await t.db.insert(subscriptions).values([
      { userId: mine, serviceId: essential!.id, status: 'active', startDate: new Date() },
      { userId: theirs, serviceId: essential!.id, status: 'active', startDate: new Date() },
      { userId: theirs, serviceId: essential!.id, status: 'pending', startDate: new Date() },
    ]);
    await t.db.insert(documents).values([
      { userId: mine, fileName: 'a.pdf', fileType: 'application/pdf', fileSize: 1, fileUrl: 'a', category: 'invoice' },
      {
        userId: theirs,
        fileName: 'b.pdf',
        fileType: 'application/pdf',
        fileSize: 1,
        fileUrl: 'b',
        category: 'invoice',
      },
      {
        userId: theirs,
        fileName: 'c.pdf',
        fileType: 'application/pdf',
        fileSize: 1,
        fileUrl: 'c',
        category: 'invoice',
        status: 'approved',
      },
    ]);
    await t.db.insert(documentRequests).values([
      { clientId: mine, documentType: 'bank_statement', description: 'March', dueDate: new Date(now - DAY) },
      { clientId: theirs, documentType: 'invoice', description: 'April', dueDate: new Date(now + 5 * DAY) },
      { clientId: theirs, documentType: 'invoice', description: 'May', status: 'completed' },
    ]);
    return essential!.price;
  }

  test('counts new enquiries, documents to review, open and overdue requests, active subscriptions and MRR', async () => {
    const price = await seed();
    const res = await as(t, firm.manager)('/api/admin/dashboard');
    expect(res.status).toBe(200);
    const stats = (await res.json()) as DashboardStats;
    expect(stats).toMatchObject({
      newEnquiries: { total: 3, contact: 2, waitlist: 1, quotes: 0 },
      documentsAwaitingReview: 2,
      documentRequests: { open: 2, overdue: 1 },
      activeSubscriptions: 2,
      monthlyRecurringRevenue: price * 2,
    });
    expect(stats.enquiriesPerWeek).toHaveLength(CHART_WEEKS);
    expect(stats.enquiriesPerWeek.at(-1)!.weekStart).toBe(weekStart(new Date()));
    // The 200-day-old one is off the chart; the rest are on it.
    expect(stats.enquiriesPerWeek.reduce((sum, week) => sum + week.count, 0)).toBe(4);
  });

  test("an accountant's client numbers cover only their clients; enquiries are everyone's", async () => {
    const price = await seed();
    const stats = (await (await as(t, firm.accountant)('/api/admin/dashboard')).json()) as DashboardStats;
    expect(stats).toMatchObject({
      newEnquiries: { total: 3 },
      documentsAwaitingReview: 1,
      documentRequests: { open: 1, overdue: 1 },
      activeSubscriptions: 1,
      monthlyRecurringRevenue: price,
    });
  });
});
