/**
 * The figures the payroll migration seeds, from SARS's published tables and
 * the 2026 Budget, each with its `source` (docs/decisions/024-payroll-estimates.md).
 * The 2026/27 bases of the 41% and 45% brackets are unconfirmed, so they are blank for an admin to
 * fill; a 2026/27 UIF change is unconfirmed, so the 2021 rates stand.
 */
import type { PayrollRates, TaxTable } from './tables.ts';

export const SEEDED_TAX_TABLES: TaxTable[] = [
  {
    taxYearEnd: 2026,
    brackets: [
      { from: 0, rate: 18, base: 0 },
      { from: 237_100, rate: 26, base: 42_678 },
      { from: 370_500, rate: 31, base: 77_362 },
      { from: 512_800, rate: 36, base: 121_475 },
      { from: 673_000, rate: 39, base: 179_147 },
      { from: 857_900, rate: 41, base: 251_258 },
      { from: 1_817_000, rate: 45, base: 644_489 },
    ],
    rebates: { primary: 17_235, secondary: 9_444, tertiary: 3_145 },
    thresholds: { under65: 95_750, from65: 148_217, from75: 165_689 },
    medicalCredits: { firstTwoEach: 364, furtherEach: 246 },
    source: 'SARS rates of tax for individuals 2026 (S15); medical tax credits (S16)',
  },
  {
    taxYearEnd: 2027,
    brackets: [
      { from: 0, rate: 18, base: 0 },
      { from: 245_100, rate: 26, base: 44_118 },
      { from: 383_100, rate: 31, base: 79_998 },
      { from: 530_200, rate: 36, base: 125_599 },
      { from: 695_800, rate: 39, base: 185_215 },
      { from: 887_000, rate: 41, base: null },
      { from: 1_878_600, rate: 45, base: null },
    ],
    rebates: { primary: 17_820, secondary: 9_765, tertiary: 3_249 },
    thresholds: { under65: 99_000, from65: 153_250, from75: 171_300 },
    medicalCredits: { firstTwoEach: 376, furtherEach: 254 },
    source: '2026 Budget figures (S17-S20); the 41% and 45% bases unconfirmed',
  },
];

export const SEEDED_PAYROLL_RATES: PayrollRates = {
  effectiveFrom: '2021-06-01',
  uifEmployeeRate: 1,
  uifEmployerRate: 1,
  uifMonthlyCeiling: 17_712,
  sdlRate: 1,
  sdlAnnualExemption: 500_000,
  source: 'UIF ceiling since 1 Jun 2021 (S21); SDL 1% and its exemption (S22)',
};
