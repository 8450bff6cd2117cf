/**
 * The payroll estimate's bench row: a client with 500 employees (salaries
 * from R5,000 to R70,000, ages 20 to 79, 0 to 4 medical members), and the p95 of
 * GET /api/payroll/estimate for them, month by month through the 2026/27 tax year.
 */
import { prepareDatabase } from '../api/boot.ts';
import { companyEmployees } from '../api/db/schema.ts';
import { createUser } from '../api/modules/accounts/create-user.ts';
import { p95Of, SAMPLES, WARM_UP } from './bench-admin.ts';

export const PAYROLL_EMPLOYEES = 500;
const USERNAME = 'bench-payroll';
const PASSWORD = 'bench-password-1';

export async function seedPayrollClient(databaseUrl: string) {
  const { db, client } = await prepareDatabase({ databaseUrl, databaseAuthToken: undefined });
  try {
    const user = await createUser(db, {
      username: USERNAME,
      email: `${USERNAME}@example.co.za`,
      password: PASSWORD,
      role: 'client',
    });
    await db.insert(companyEmployees).values(
      Array.from({ length: PAYROLL_EMPLOYEES }, (_, n) => ({
        userId: user.id,
        firstName: `Employee${n}`,
        lastName: 'Bench',
        salaryAmount: 5_000 + ((n * 130) % 65_000),
        dateOfBirth: `${1947 + (n % 60)}-0${1 + (n % 9)}-15`,
        medicalMembers: n % 5,
        startDate: '2020-01-01',
      })),
    );
  } finally {
    client.close();
  }
}

export async function benchPayrollEstimate(baseUrl: string): Promise<number> {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: USERNAME, password: PASSWORD }),
  });
  const cookie = login.headers.get('set-cookie')?.match(/sid=[^;]+/)?.[0];
  if (!cookie) throw new Error(`bench payroll sign-in failed: ${login.status}`);
  const months = ['2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
  const urls = Array.from(
    { length: WARM_UP + SAMPLES },
    (_, i) => `${baseUrl}/api/payroll/estimate?month=${months[i % months.length]}`,
  );
  return p95Of(urls, { cookie });
}
