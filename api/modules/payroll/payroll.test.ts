import { describe, expect, test } from 'bun:test';
import { EMPLOYEE_MESSAGES as M } from '../../../domain/employee-rules.ts';
import { payrollRates } from '../../db/schema.ts';
import { as, type Firm, withFreshFirm } from '../../testing/firm.ts';
import type { TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let firm: Firm;
withFreshFirm((fresh) => ({ t, firm } = fresh));

const client = () => as(t, firm.assignedClient);
const addEmployee = async (json: Record<string, unknown>) => {
  const res = await client()('/api/employees', {
    method: 'POST',
    json: { firstName: 'Thandi', lastName: 'Nkosi', ...json },
  });
  return res;
};
type Estimate = {
  employees: {
    employeeId: string;
    name: string;
    estimated: boolean;
    reason?: string;
    payeCents?: number;
    uifEmployeeCents?: number;
    netCents?: number;
  }[];
  emp201: { complete: boolean; incomplete?: string; totalCents?: number; sdlCents?: number | null };
  taxYear: string;
};
const estimate = async (month = '2026-06') =>
  (await (await client()(`/api/payroll/estimate?month=${month}`)).json()) as Estimate;

describe('employee fields', () => {
  test('date of birth and medical members are stored and answered; bad values 422 with field messages', async () => {
    const ok = await addEmployee({ salaryAmount: 25000, dateOfBirth: '1990-05-01', medicalMembers: 2 });
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({ dateOfBirth: '1990-05-01', medicalMembers: 2 });
    const bad = await addEmployee({ dateOfBirth: '2999-01-01', medicalMembers: 21 });
    expect(bad.status).toBe(422);
    const { errors } = (await bad.json()) as { errors: Record<string, string> };
    expect(errors.dateOfBirth).toBe(M.dateOfBirthFuture);
    expect(errors.medicalMembers).toBe(M.medicalMembers);
    const old = await addEmployee({ dateOfBirth: '1899-12-31' });
    expect(((await old.json()) as { errors: Record<string, string> }).errors.dateOfBirth).toBe(M.dateOfBirthTooEarly);
  });
});

describe('GET /api/payroll/estimate', () => {
  test("the research's R25,000 example for June 2026, and the EMP201", async () => {
    await addEmployee({ salaryAmount: 25000, dateOfBirth: '1990-05-01', startDate: '2024-01-01' });
    const answer = await estimate();
    expect(answer.taxYear).toBe('2026/27');
    expect(answer.employees[0]).toMatchObject({
      estimated: true,
      payeCents: 338_100,
      uifEmployeeCents: 17_712,
      netCents: 2_144_188,
    });
    // PAYE + both UIF; R300,000 a year is under the SDL exemption.
    expect(answer.emp201).toMatchObject({ complete: true, sdlCents: null, totalCents: 338_100 + 2 * 17_712 });
  });

  test('without a birth date: the reason, and the EMP201 withheld naming who', async () => {
    await addEmployee({ salaryAmount: 25000, dateOfBirth: '1990-05-01' });
    await addEmployee({ firstName: 'Sipho', lastName: 'Dlamini', salaryAmount: 18000 });
    const answer = await estimate();
    expect(answer.employees.find((e) => e.name === 'Sipho Dlamini')).toMatchObject({
      estimated: false,
      reason: 'No date of birth: the rebates depend on age',
    });
    expect(answer.emp201).toEqual({
      complete: false,
      incomplete: 'Incomplete: 1 employee cannot be estimated (Sipho Dlamini)',
    });
  });

  test('an admin changes the UIF ceiling and the figure follows; a bad month is 400', async () => {
    await addEmployee({ salaryAmount: 25000, dateOfBirth: '1990-05-01' });
    await t.db.insert(payrollRates).values({
      effectiveFrom: '2026-06-01',
      uifEmployeeRate: 100,
      uifEmployerRate: 100,
      uifMonthlyCeiling: 20_000,
      sdlRate: 100,
      sdlAnnualExemption: 500_000,
      source: 'test',
    });
    expect((await estimate('2026-06')).employees[0]?.uifEmployeeCents).toBe(20_000);
    expect((await estimate('2026-05')).employees[0]?.uifEmployeeCents).toBe(17_712);
    expect((await client()('/api/payroll/estimate?month=2026-13')).status).toBe(400);
  });

  test('staff: the assigned accountant reads it, another accountant gets 404, a client 403', async () => {
    await addEmployee({ salaryAmount: 25000, dateOfBirth: '1990-05-01' });
    const path = `/api/admin/payroll-estimates?clientId=${firm.assignedClient.user.id}&month=2026-06`;
    const mine = await as(t, firm.accountant)(path);
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as Estimate).employees[0]?.payeCents).toBe(338_100);
    expect((await as(t, firm.otherAccountant)(path)).status).toBe(404);
    expect((await as(t, firm.otherClient)(path)).status).toBe(403);
    // The client's own endpoint never reads another client's employees.
    expect(
      ((await (await as(t, firm.otherClient)('/api/payroll/estimate?month=2026-06')).json()) as Estimate).employees,
    ).toEqual([]);
  });
});
