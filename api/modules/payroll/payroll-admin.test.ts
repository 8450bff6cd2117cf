import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { activityLogs } from '../../db/schema.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { as, type Firm, listUrl, withFreshFirm } from '../../testing/firm.ts';

let t: TestApp;
let firm: Firm;
withFreshFirm((fresh) => ({ t, firm } = fresh));

type Table = {
  id: string;
  taxYearEnd: number;
  status: string;
  brackets: { from: number; rate: number; base: number | null }[];
  warnings: string[];
  rebates: Record<string, number>;
  thresholds: Record<string, number>;
  medicalCredits: Record<string, number>;
  source: string;
};
const admin = () => as(t, firm.admin);
const readTable = async (id: string) => (await (await admin()(`/api/admin/tax-tables/${id}`)).json()) as Table;
const copyOf = (table: Table, overrides: Partial<Table> = {}) => {
  const { taxYearEnd, brackets, rebates, thresholds, medicalCredits, source } = { ...table, ...overrides };
  return { taxYearEnd, brackets, rebates, thresholds, medicalCredits, source };
};
const estimateAt = async (salaryAmount: number, month: string) => {
  const client = as(t, firm.assignedClient);
  await client('/api/employees', {
    method: 'POST',
    json: { firstName: 'Lerato', lastName: 'Mokoena', salaryAmount, dateOfBirth: '1985-01-01' },
  });
  return (await (await client(`/api/payroll/estimate?month=${month}`)).json()) as {
    employees: { estimated: boolean; reason?: string; payeCents?: number }[];
  };
};

describe('tax tables', () => {
  test('staff read them; only admins write', async () => {
    const list = await as(t, firm.accountant)(listUrl('tax-tables'));
    expect(list.status).toBe(200);
    const years = ((await list.json()) as Table[]).map((row) => `${row.taxYearEnd} ${row.status}`);
    expect(years).toEqual(['2027 published', '2026 published']);
    const table = await readTable('tax-table-2027');
    const refused = await as(t, firm.manager)('/api/admin/tax-tables', { method: 'POST', json: copyOf(table) });
    expect(refused.status).toBe(403);
    expect(
      (await as(t, firm.accountant)('/api/admin/tax-tables/tax-table-2027/publish', { method: 'POST' })).status,
    ).toBe(403);
  });

  test('a save is refused naming the row; a threshold that does not fit the rebate is kept as a warning', async () => {
    const table = await readTable('tax-table-2026');
    const [first, second, ...rest] = table.brackets;
    if (!first || !second) throw new Error('short table');
    const badBase = await admin()('/api/admin/tax-tables/tax-table-2026', {
      method: 'PUT',
      json: { brackets: [first, { ...second, base: 50_000 }, ...rest] },
    });
    expect(badBase.status).toBe(422);
    expect(((await badBase.json()) as { errors: { brackets: string } }).errors.brackets).toStartWith('Row 2: the base');
    const badRate = await admin()('/api/admin/tax-tables', {
      method: 'POST',
      json: copyOf(table, { taxYearEnd: 2028, brackets: [{ from: 0, rate: 120, base: 0 }] }),
    });
    expect(((await badRate.json()) as { errors: { brackets: string } }).errors.brackets).toBe(
      'Row 1: the rate must be from 0 to 100%',
    );
    const warned = await admin()('/api/admin/tax-tables/tax-table-2026', {
      method: 'PUT',
      json: { thresholds: { ...table.thresholds, under65: 96_000 } },
    });
    expect(warned.status).toBe(200);
    expect(((await warned.json()) as Table).warnings[0]).toStartWith('The threshold under 65');
  });

  test('R80,000 a month in 2026/27 cannot be estimated until an admin fills the blank base; then it can', async () => {
    const before = await estimateAt(80_000, '2026-06');
    expect(before.employees[0]).toMatchObject({
      estimated: false,
      reason: 'The tax table for this income is not complete yet',
    });
    const table = await readTable('tax-table-2027');
    // 41% from R887,000: R185,215 + 39% of (887,000 - 695,800) = R259,783.
    const brackets = table.brackets.map((row) => (row.rate === 41 ? { ...row, base: 259_783 } : row));
    const saved = await admin()('/api/admin/tax-tables/tax-table-2027', { method: 'PUT', json: { brackets } });
    expect(saved.status).toBe(200);
    const after = (await (await as(t, firm.assignedClient)('/api/payroll/estimate?month=2026-06')).json()) as Awaited<
      ReturnType<typeof estimateAt>
    >;
    // (259,783 + 41% of (960,000 - 887,000) - 17,820) / 12 = R22,657.75.
    expect(after.employees[0]).toMatchObject({ estimated: true, payeCents: 2_265_775 });
  });

  test('copy a year to a draft, publish it: estimates follow; the old table is retired and kept; logged', async () => {
    const table = await readTable('tax-table-2027');
    const draft = await admin()('/api/admin/tax-tables', {
      method: 'POST',
      json: copyOf(table, {
        rebates: { ...table.rebates, primary: 18_000 },
        thresholds: { ...table.thresholds, under65: 100_000 },
      }),
    });
    expect(draft.status).toBe(201);
    const { id, status } = (await draft.json()) as Table;
    expect(status).toBe('draft');
    // One draft a year.
    expect((await admin()('/api/admin/tax-tables', { method: 'POST', json: copyOf(table) })).status).toBe(409);
    // A draft is not used yet.
    expect((await estimateAt(25_000, '2026-06')).employees[0]?.payeCents).toBe(338_100);

    const published = await admin()(`/api/admin/tax-tables/${id}/publish`, { method: 'POST' });
    expect(published.status).toBe(200);
    expect(((await published.json()) as Table).status).toBe('published');
    const after = (await (await as(t, firm.assignedClient)('/api/payroll/estimate?month=2026-06')).json()) as Awaited<
      ReturnType<typeof estimateAt>
    >;
    // R180 more primary rebate a year: R15.00 less PAYE a month.
    expect(after.employees[0]?.payeCents).toBe(338_100 - 1_500);

    expect((await readTable('tax-table-2027')).status).toBe('retired');
    const retiredEdit = await admin()('/api/admin/tax-tables/tax-table-2027', { method: 'PUT', json: { source: 'x' } });
    expect(retiredEdit.status).toBe(409);
    expect((await admin()(`/api/admin/tax-tables/${id}`, { method: 'DELETE' })).status).toBe(409);
    expect((await admin()(`/api/admin/tax-tables/${id}/publish`, { method: 'POST' })).status).toBe(409);
    const logged = await t.db.select().from(activityLogs).where(eq(activityLogs.action, 'tax_table_published'));
    expect(logged).toHaveLength(1);
    expect(logged[0]?.userId).toBe(firm.admin.user.id);
  });
});

describe('payroll rates', () => {
  test('in percent, 0 to 100%, one row per date; a new row applies from its date', async () => {
    const list = (await (await as(t, firm.accountant)(listUrl('payroll-rates'))).json()) as Record<string, unknown>[];
    expect(list[0]).toMatchObject({ effectiveFrom: '2021-06-01', uifEmployeeRate: 1, uifMonthlyCeiling: 17_712 });
    const body = {
      effectiveFrom: '2026-07-01',
      uifEmployeeRate: 1,
      uifEmployerRate: 1,
      uifMonthlyCeiling: 20_000,
      sdlRate: 1,
      sdlAnnualExemption: 500_000,
      source: 'Test gazette',
    };
    const bad = await admin()('/api/admin/payroll-rates', { method: 'POST', json: { ...body, sdlRate: 101 } });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toEqual({
      sdlRate: 'The rate must be from 0 to 100%',
    });
    expect((await admin()('/api/admin/payroll-rates', { method: 'POST', json: body })).status).toBe(201);
    expect((await admin()('/api/admin/payroll-rates', { method: 'POST', json: body })).status).toBe(409);
    expect((await as(t, firm.manager)('/api/admin/payroll-rates', { method: 'POST', json: body })).status).toBe(403);
    const july = await estimateAt(25_000, '2026-07');
    expect(july.employees[0]).toMatchObject({ estimated: true });
    const client = as(t, firm.assignedClient);
    const june = (await (await client('/api/payroll/estimate?month=2026-06')).json()) as {
      employees: { uifEmployeeCents: number }[];
    };
    const julyFigures = (await (await client('/api/payroll/estimate?month=2026-07')).json()) as typeof june;
    expect([june.employees[0]?.uifEmployeeCents, julyFigures.employees[0]?.uifEmployeeCents]).toEqual([17_712, 20_000]);
  });
});
