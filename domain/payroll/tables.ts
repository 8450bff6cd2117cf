/**
 * The shapes of the payroll figures: SARS's tax tables per tax year
 * (1 Mar to the end of Feb) and the UIF and SDL rates by effective date. The
 * figures are data (rows with their sources), never constants in the calculation.
 * Amounts are whole rand as SARS publishes them, rates percentages.
 */
export interface TaxBracket {
  /** Taxable income from which this bracket applies (R0 for the first). */
  from: number;
  /** Percent of the income above `from`. */
  rate: number;
  /** Tax on the income up to `from`; null while unconfirmed (an admin fills it). */
  base: number | null;
}

export interface TaxTable {
  /** The year the tax year ends: 2027 is 1 Mar 2026 to 28 Feb 2027. */
  taxYearEnd: number;
  brackets: TaxBracket[];
  rebates: { primary: number; secondary: number; tertiary: number };
  thresholds: { under65: number; from65: number; from75: number };
  /** Monthly medical scheme fees tax credits: each of the first two members, each further one. */
  medicalCredits: { firstTwoEach: number; furtherEach: number };
  source: string;
}

export interface PayrollRates {
  /** yyyy-MM-dd */
  effectiveFrom: string;
  uifEmployeeRate: number;
  uifEmployerRate: number;
  /** Monthly remuneration above which UIF is not charged. */
  uifMonthlyCeiling: number;
  sdlRate: number;
  /** Annual payroll at or under which an employer pays no SDL. */
  sdlAnnualExemption: number;
  source: string;
}
