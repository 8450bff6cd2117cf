/** The payroll figures and a client's employees as the estimate reads them. */
import { and, desc, eq, lte } from 'drizzle-orm';
import type { PayrollEmployee } from '../../../domain/payroll/estimate.ts';
import type { PayrollRates, TaxTable } from '../../../domain/payroll/tables.ts';
import type { Database } from '../../db/client.ts';
import { companyEmployees, payrollRates, taxTables } from '../../db/schema.ts';

/** The published table of one tax year (by the year it ends), if any: a draft is an admin's work in progress. */
export async function publishedTaxTables(db: Database, taxYearEnd: number): Promise<TaxTable[]> {
  const rows = await db
    .select()
    .from(taxTables)
    .where(and(eq(taxTables.status, 'published'), eq(taxTables.taxYearEnd, taxYearEnd)));
  return rows.map(({ taxYearEnd, brackets, rebates, thresholds, medicalCredits, source }) => ({
    taxYearEnd,
    brackets,
    rebates,
    thresholds,
    medicalCredits,
    source,
  }));
}

/** The rates in force on a day (rates are stored in basis points). */
export async function ratesOn(db: Database, day: string): Promise<PayrollRates | null> {
  const [row] = await db
    .select()
    .from(payrollRates)
    .where(lte(payrollRates.effectiveFrom, day))
    .orderBy(desc(payrollRates.effectiveFrom))
    .limit(1);
  if (!row) return null;
  return {
    effectiveFrom: row.effectiveFrom,
    uifEmployeeRate: row.uifEmployeeRate / 100,
    uifEmployerRate: row.uifEmployerRate / 100,
    uifMonthlyCeiling: row.uifMonthlyCeiling,
    sdlRate: row.sdlRate / 100,
    sdlAnnualExemption: row.sdlAnnualExemption,
    source: row.source,
  };
}

export async function payrollEmployees(db: Database, clientId: string): Promise<PayrollEmployee[]> {
  const rows = await db
    .select({
      id: companyEmployees.id,
      firstName: companyEmployees.firstName,
      lastName: companyEmployees.lastName,
      salaryAmount: companyEmployees.salaryAmount,
      dateOfBirth: companyEmployees.dateOfBirth,
      medicalMembers: companyEmployees.medicalMembers,
      startDate: companyEmployees.startDate,
      endDate: companyEmployees.endDate,
    })
    .from(companyEmployees)
    .where(and(eq(companyEmployees.userId, clientId), eq(companyEmployees.isActive, true)));
  return rows.map((row) => ({
    id: row.id,
    name: `${row.firstName} ${row.lastName}`,
    // Stored in cents, read in rand by the money column: back to whole cents.
    salaryCents: row.salaryAmount === null ? null : Math.round(row.salaryAmount * 100),
    dateOfBirth: row.dateOfBirth,
    medicalMembers: row.medicalMembers,
    startDate: row.startDate,
    endDate: row.endDate,
  }));
}
