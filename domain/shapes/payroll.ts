/**
 * The payroll estimate answer (GET /api/payroll/estimate and the staff's
 * /api/admin/payroll-estimates), defined once: api/modules/payroll/model.ts
 * checks its schema against it at compile time; the portal and backoffice import it.
 * Amounts are integer cents.
 */
export interface EmployeePayrollEstimate {
  employeeId: string;
  name: string;
  estimated: boolean;
  /** Why there is no figure (only when not estimated). */
  reason?: string;
  payeCents?: number;
  uifEmployeeCents?: number;
  uifEmployerCents?: number;
  netCents?: number;
  /** The breakdown: each step and the amount it gave (negative: a deduction). */
  steps?: { label: string; cents: number }[];
}

export interface PayrollEstimate {
  /** yyyy-MM */
  month: string;
  /** '2026/27' */
  taxYear: string;
  taxTableSource: string | null;
  employees: EmployeePayrollEstimate[];
  emp201: {
    complete: boolean;
    /** 'Incomplete: 2 employees cannot be estimated (…)' */
    incomplete?: string;
    payeCents?: number;
    uifEmployeeCents?: number;
    uifEmployerCents?: number;
    /** Both sides. */
    uifCents?: number;
    /** null: exempt. */
    sdlCents?: number | null;
    totalCents?: number;
  };
  /** What the estimate does not include. */
  leftOut: string[];
}
