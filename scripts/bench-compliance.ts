/**
 * The compliance calendar's bench rows:
 * - `seedComplianceFirm(databaseUrl)`: 5,000 clients with every obligation (VAT monthly,
 *   employer, company with a February year-end), 20 accountants with 250 clients each,
 *   and a manager; then the full recompute, timed (about 80 due dates per client).
 * - `benchFirmDeadlines(baseUrl, cookie, accountantIds)`: p95 of the firm-wide
 *   Deadlines list as a manager sees it, by accountant and a due-date range, soonest first.
 */
import { todayInSouthAfrica } from '../domain/format.ts';
import { addDays } from '../domain/compliance/calendar-dates.ts';
import { prepareDatabase } from '../api/boot.ts';
import { clientAssignments, complianceDeadlines, users } from '../api/db/schema.ts';
import { recomputeAll } from '../api/modules/compliance/recompute.ts';
import { count } from 'drizzle-orm';
import { p95Of, WARM_UP, SAMPLES } from './bench-admin.ts';

export const FIRM_CLIENTS = 5_000;
const ACCOUNTANTS = 20;
const BATCH = 500;

export async function seedComplianceFirm(databaseUrl: string) {
  const { db, client } = await prepareDatabase({ databaseUrl, databaseAuthToken: undefined });
  try {
    const accountantIds = Array.from({ length: ACCOUNTANTS }, () => crypto.randomUUID());
    await db.insert(users).values(
      accountantIds.map((id, n) => ({
        id,
        username: `bench-accountant-${n}`,
        email: `bench-accountant-${n}@example.co.za`,
        password: 'x',
        role: 'accountant' as const,
        isStaff: true,
      })),
    );
    await db.transaction(async (tx) => {
      for (let offset = 0; offset < FIRM_CLIENTS; offset += BATCH) {
        const rows = Array.from({ length: Math.min(BATCH, FIRM_CLIENTS - offset) }, (_, i) => ({
          id: crypto.randomUUID(),
          username: `bench-client-${offset + i}`,
          email: `bench-client-${offset + i}@example.co.za`,
          password: 'x',
          company: `Bench Client ${offset + i} (Pty) Ltd`,
          businessType: 'private_company',
          financialYearEndMonth: 2,
          vatCategory: 'C' as const,
          vatEfiler: (offset + i) % 2 === 0,
          incorporationDate: '2015-06-01',
          registeredEmployer: true,
        }));
        await tx.insert(users).values(rows);
        await tx
          .insert(clientAssignments)
          .values(
            rows.map((row, i) => ({ clientId: row.id, accountantId: accountantIds[(offset + i) % ACCOUNTANTS] ?? '' })),
          );
      }
    });
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    await recomputeAll(db, todayInSouthAfrica());
    const recomputeMs = performance.now() - started;
    // CPU time too (every thread of the process, SQLite's included): on a shared machine the wall clock mostly
    // measures the other processes' load.
    const cpu = process.cpuUsage(cpuBefore);
    const recomputeCpuMs = (cpu.user + cpu.system) / 1000;
    const [rows] = await db.select({ n: count() }).from(complianceDeadlines);
    return { accountantIds, recomputeMs, recomputeCpuMs, deadlines: rows?.n ?? 0 };
  } finally {
    client.close();
  }
}

export async function benchFirmDeadlines(baseUrl: string, cookie: string, accountantIds: string[]): Promise<number> {
  const today = todayInSouthAfrica();
  const urls = Array.from({ length: WARM_UP + SAMPLES }, (_, i) => {
    const from = addDays(today, (i % 12) * 7);
    const params = {
      sort: ['dueDate', 'ASC'],
      range: [0, 24],
      filter: {
        accountantId: accountantIds[i % accountantIds.length],
        dueDate_gte: from,
        dueDate_lte: addDays(from, 30),
      },
    };
    return `${baseUrl}/api/admin/deadlines?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)]))}`;
  });
  return p95Of(urls, { cookie });
}
