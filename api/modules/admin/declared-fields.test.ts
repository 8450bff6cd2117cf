/**
 * Staff write only what a resource declares: on every resource, a create or
 * update body carrying an undeclared key is refused with 422 naming it, and
 * nothing changes in the database; the whole record react-admin sends back
 * (ids, times, computed fields) is still accepted.
 */
import { describe, expect, test } from 'bun:test';
import { count, eq } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import {
  breaches,
  apiKeys,
  activityLogs,
  complianceDeadlines,
  publicHolidays,
  adminNotifications,
  contactSubmissions,
  documentRequests,
  documents,
  quoteRequests,
  users,
  waitlistSubmissions,
  jobs,
  jobTasks,
} from '../../db/schema.ts';
import type { TestApp } from '../../testing/test-app.ts';
import type { AdminResource } from './resource.ts';
import { ADMIN_RESOURCES } from './table-of-contents.ts';
import { as, type Firm, listUrl, withFreshFirm } from '../../testing/firm.ts';

let t: TestApp;
let firm: Firm;
let admin: ReturnType<typeof as>;
withFreshFirm((fresh) => {
  ({ t, firm } = fresh);
  admin = as(t, firm.admin);
});

interface Case {
  /** A body the create call accepts (read from the database when it points at seeded rows). */
  create?: () => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** The id of a row to update, and a change the update accepts. */
  existing?: () => Promise<{ id: string; change: Record<string, unknown> }>;
}

const firstId = async (resource: string) => {
  const [row] = (await (await admin(listUrl(resource))).json()) as { id: string }[];
  if (!row) throw new Error(`no ${resource} to update`);
  return row.id;
};
const inserted = async (table: SQLiteTable, values: Record<string, unknown>) => {
  const [row] = await t.db.insert(table).values(values).returning();
  return String((row as { id: unknown }).id);
};

let jobPeriod = 0;
const newJobId = () =>
  inserted(jobs, {
    clientId: firm.assignedClient.user.id,
    pipelineId: 'pl-bookkeeping',
    stageId: 'pl-bookkeeping-1',
    service: 'BOOKKEEPING',
    period: `2026-${String(++jobPeriod).padStart(2, '0')}`,
    periodLabel: 'A month',
    dueDate: '2026-04-07',
  });

/** One valid write per resource; a resource that gains a write rule must be added here (checked below). */
const CASES: Record<string, Case> = {
  users: {
    create: () => ({ username: 'newbie', email: 'newbie@firm.co.za' }),
    existing: async () => ({ id: firm.assignedClient.user.id, change: { firstName: 'Thandi' } }),
  },
  clients: {
    create: () => ({ username: 'newclient', email: 'newclient@example.co.za' }),
    existing: async () => ({ id: firm.assignedClient.user.id, change: { city: 'Durban' } }),
  },
  'client-assignments': {
    create: () => ({ clientId: firm.assignedClient.user.id, accountantId: firm.otherAccountant.user.id }),
    existing: async () => ({ id: await firstId('client-assignments'), change: { notes: 'Handover in March' } }),
  },
  'client-notes': {
    create: () => ({ clientId: firm.assignedClient.user.id, content: 'Called about VAT' }),
    existing: async () => {
      const res = await admin('/api/admin/client-notes', {
        method: 'POST',
        json: { clientId: firm.assignedClient.user.id, content: 'First note' },
      });
      return { id: (await res.json()).id, change: { content: 'Edited note' } };
    },
  },
  'contact-submissions': {
    existing: async () => ({
      id: await inserted(contactSubmissions, {
        name: 'Sipho',
        email: 's@example.co.za',
        subject: 'Tax',
        message: 'Hi',
      }),
      change: { isRead: true },
    }),
  },
  'waitlist-submissions': {
    existing: async () => ({
      id: await inserted(waitlistSubmissions, { name: 'Lerato', email: 'l@example.co.za' }),
      change: { isContacted: true },
    }),
  },
  'quote-requests': {
    existing: async () => ({
      id: await inserted(quoteRequests, { name: 'Johan', email: 'j@example.co.za' }),
      change: { isProcessed: true },
    }),
  },
  services: {
    create: () => ({ title: 'Audit', description: 'A full audit', price: 9000, packageType: 'audit' }),
    existing: async () => ({ id: await firstId('services'), change: { title: 'Renamed package' } }),
  },
  pipelines: {
    create: () => ({ name: 'Payroll run', service: 'BOOKKEEPING', stages: [{ name: 'Run', clientLabel: 'Running' }] }),
    existing: async () => ({ id: 'pl-vat201', change: { name: 'VAT return' } }),
  },
  jobs: {
    create: () => ({
      clientId: firm.assignedClient.user.id,
      pipelineId: 'pl-vat201',
      period: '2026-03',
      dueDate: '2026-04-30',
    }),
    existing: async () => ({
      id: await inserted(jobs, {
        clientId: firm.assignedClient.user.id,
        pipelineId: 'pl-emp201',
        stageId: 'pl-emp201-1',
        service: 'EMP201',
        period: '2026-03',
        periodLabel: 'Mar 2026',
        dueDate: '2026-04-07',
      }),
      change: { dueDate: '2026-04-06' },
    }),
  },
  'job-tasks': {
    create: async () => ({ jobId: await newJobId(), title: 'Ask for the statements' }),
    existing: async () => ({
      id: await inserted(jobTasks, { jobId: await newJobId(), title: 'Ask for the statements' }),
      change: { title: 'Ask for the slips' },
    }),
  },
  deadlines: {
    existing: async () => ({
      id: await inserted(complianceDeadlines, {
        clientId: firm.assignedClient.user.id,
        obligation: 'EMP201',
        period: '2026-11',
        periodLabel: 'Nov 2026',
        statutoryDate: '2026-12-07',
        dueDate: '2026-12-07',
      }),
      change: { status: 'done' },
    }),
  },
  'public-holidays': {
    create: () => ({ date: '2026-12-07', name: 'Election day', reason: 'Proclaimed' }),
    existing: async () => ({
      id: await inserted(publicHolidays, { date: '2026-11-30', name: 'Test day', kind: 'ad_hoc', reason: 'x' }),
      change: { name: 'Renamed day' },
    }),
  },
  'compliance-rules': {
    create: () => ({
      obligation: 'ITR14',
      params: { monthsAfterYearEnd: 12 },
      effectiveFrom: '1990-01-01',
      effectiveTo: '1999-12-31',
      shiftPolicy: 'previous_business_day',
      source: 'Test',
    }),
    existing: async () => ({ id: 'rule-itr14-v1', change: { source: 'SARS ITR14 (S6), checked' } }),
  },
  breaches: {
    create: () => ({
      description: 'A phishing e-mail reached a staff mailbox',
      foundOn: '2026-11-20',
      dataAffected: 'E-mail addresses',
      clientIds: [firm.assignedClient.user.id],
    }),
    existing: async () => ({
      id: await inserted(breaches, {
        description: 'A lost USB stick',
        foundOn: '2026-11-19',
        dataAffected: 'Payslips',
        allClients: true,
      }),
      change: { regulatorReference: 'IR-2026-0042' },
    }),
  },
  'retention-rules': {
    existing: async () => ({ id: 'tax_records', change: { source: 'Tax Administration Act s29, checked' } }),
  },
  'tax-tables': {
    create: () => ({
      taxYearEnd: 2028,
      brackets: [{ from: 0, rate: 18, base: 0 }],
      rebates: { primary: 18_000, secondary: 9_800, tertiary: 3_300 },
      thresholds: { under65: 100_000, from65: 154_445, from75: 172_778 },
      medicalCredits: { firstTwoEach: 380, furtherEach: 256 },
      source: 'Test',
    }),
    existing: async () => ({ id: 'tax-table-2027', change: { source: '2026 Budget, checked' } }),
  },
  'payroll-rates': {
    create: () => ({
      effectiveFrom: '2027-03-01',
      uifEmployeeRate: 1,
      uifEmployerRate: 1,
      uifMonthlyCeiling: 18_000,
      sdlRate: 1,
      sdlAnnualExemption: 500_000,
      source: 'Test',
    }),
    existing: async () => ({ id: 'payroll-rates-2021-06', change: { source: 'UIF and SDL, checked' } }),
  },
  'engagement-letters': {
    create: async () => ({ clientId: firm.assignedClient.user.id, serviceId: await firstId('services') }),
    existing: async () => {
      const created = await admin('/api/admin/engagement-letters', {
        method: 'POST',
        json: { clientId: firm.assignedClient.user.id, serviceId: await firstId('services') },
      });
      const { id } = (await created.json()) as { id: string };
      return { id, change: { body: '# A shorter letter\n\nFor {{client.name}}.' } };
    },
  },
  'engagement-templates': {
    create: () => ({ packageType: 'elite', body: '# Elite\n\nDear {{client.name}}, {{fees}}.' }),
  },
  'ownership-changes': {
    create: () => ({ clientId: firm.assignedClient.user.id, changedOn: '2026-01-15', note: 'New shareholder' }),
  },
  'api-keys': {
    create: () => ({ name: 'CRM sync', scopes: ['enquiries:read'] }),
    existing: async () => ({
      id: await inserted(apiKeys, {
        name: 'Old key',
        prefix: 'lk_live_abcd',
        tokenHash: 'x'.repeat(64),
        scopes: ['clients:read'],
        createdBy: firm.admin.user.id,
      }),
      change: { name: 'Renamed key' },
    }),
  },
  'admin-notifications': {
    create: () => ({ title: 'Staff meeting', type: 'announcement' }),
    existing: async () => ({
      id: await inserted(adminNotifications, { userId: firm.admin.user.id, title: 'Hello', type: 'note' }),
      change: { isRead: true },
    }),
  },
  documents: {
    existing: async () => ({
      id: await inserted(documents, {
        userId: firm.assignedClient.user.id,
        fileName: 'bank.pdf',
        fileType: 'application/pdf',
        fileSize: 10,
        fileUrl: 'key-1',
        category: 'bank_statement',
      }),
      change: { status: 'approved' },
    }),
  },
  'document-requests': {
    create: () => ({ clientId: firm.assignedClient.user.id, documentType: 'invoice', description: 'March invoices' }),
    existing: async () => ({
      id: await inserted(documentRequests, {
        clientId: firm.assignedClient.user.id,
        documentType: 'invoice',
        description: 'February invoices',
      }),
      change: { description: 'All February invoices' },
    }),
  },
};

const writable = ADMIN_RESOURCES.filter((definition) => definition.create || definition.update);

/** Everything the write could have touched: the resource's table and the activity log. */
async function snapshot(definition: AdminResource) {
  const rows = await t.db.select().from(definition.table);
  const [logs] = await t.db.select({ n: count() }).from(activityLogs);
  return { rows, logs: logs?.n };
}

test('every resource that takes writes has a case here', () => {
  for (const definition of writable) {
    const known = CASES[definition.name];
    expect(known, definition.name).toBeDefined();
    if (definition.create) expect(known?.create, `${definition.name} create`).toBeDefined();
    if (definition.update) expect(known?.existing, `${definition.name} update`).toBeDefined();
  }
});

describe('an undeclared key is refused and nothing changes', () => {
  for (const definition of writable) {
    const { name } = definition;
    const cases = CASES[name] ?? {};

    if (definition.create && cases.create) {
      const body = cases.create;
      test(`POST /api/admin/${name}`, async () => {
        const before = await snapshot(definition);
        const res = await admin(`/api/admin/${name}`, {
          method: 'POST',
          json: { ...(await body()), stripeCustomerId: 'cus_attacker', toString: 'x' },
        });
        expect(res.status).toBe(422);
        expect(res.headers.get('content-type')).toContain('application/problem+json');
        const problem = await res.json();
        expect(Object.keys(problem.errors).sort()).toEqual(['stripeCustomerId', 'toString']);
        expect(problem.errors.stripeCustomerId).toBe('stripeCustomerId is not a field this call accepts');
        expect(await snapshot(definition)).toEqual(before);
        // The same body without the stranger is written.
        expect((await admin(`/api/admin/${name}`, { method: 'POST', json: await body() })).status).toBe(201);
      });
    }

    if (definition.update && cases.existing) {
      const existing = cases.existing;
      test(`PUT /api/admin/${name}/{id}, alone or in the whole record react-admin sends back`, async () => {
        const { id, change } = await existing();
        const record = await (await admin(`/api/admin/${name}/${id}`)).json();
        const before = await snapshot(definition);
        const whole = JSON.stringify({ ...record, ...change });
        for (const body of [
          JSON.stringify({ ...change, stripeCustomerId: 'cus_attacker' }),
          JSON.stringify({ ...record, ...change, stripeCustomerId: 'cus_attacker' }),
          // Prototype keys, as JSON.parse makes them own keys of the body.
          `{"__proto__":{"isAdmin":true},"constructor":"x",${whole.slice(1)}`,
        ]) {
          const res = await admin(`/api/admin/${name}/${id}`, {
            method: 'PUT',
            body,
            headers: { 'content-type': 'application/json' },
          });
          expect(res.status).toBe(422);
          const unknownKeys = Object.keys((await res.json()).errors);
          expect(unknownKeys.length).toBeGreaterThan(0);
          expect(unknownKeys.every((key) => !Object.hasOwn(record, key) && !Object.hasOwn(change, key))).toBe(true);
          expect(await snapshot(definition)).toEqual(before);
        }
        // The whole record with the change (shown-only fields ignored) is accepted.
        const saved = await admin(`/api/admin/${name}/${id}`, { method: 'PUT', json: { ...record, ...change } });
        expect(saved.status).toBe(200);
        expect(await saved.json()).toMatchObject(change);
      });
    }
  }
});

test("an accountant cannot point their client's card payments at another Stripe customer", async () => {
  const accountant = as(t, firm.accountant);
  const id = firm.assignedClient.user.id;
  const record = await (await accountant(`/api/admin/clients/${id}`)).json();
  const res = await accountant(`/api/admin/clients/${id}`, {
    method: 'PUT',
    json: { ...record, stripeCustomerId: 'cus_attacker' },
  });
  expect(res.status).toBe(422);
  expect((await res.json()).errors).toEqual({ stripeCustomerId: 'stripeCustomerId is not a field this call accepts' });
  const [row] = await t.db.select({ stripeCustomerId: users.stripeCustomerId }).from(users).where(eq(users.id, id));
  expect(row?.stripeCustomerId).toBeNull();
});
