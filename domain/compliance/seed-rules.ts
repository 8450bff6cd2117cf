/**
 * The rules as first seeded (drizzle/…_seed_compliance_rules.sql holds the same
 * rows; a test checks they agree). Each row's `source` names the
 * SARS, CIPC or Act text it follows (docs/decisions/023-compliance-calendar.md).
 * CIPC's weekend rule is unconfirmed, so its shift policy is left unset for
 * an admin to fill; CIPC counts business days, so its dates are business days anyway.
 */
import type { ComplianceRule } from './rules.ts';

export const SEEDED_RULES: ComplianceRule[] = [
  {
    id: 'rule-vat201-v1',
    obligation: 'VAT201',
    params: {
      periodEndMonths: { A: [1, 3, 5, 7, 9, 11], B: [2, 4, 6, 8, 10, 12], C: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
      efiler: { monthsAfter: 1, day: 'last_business_day' },
      other: { monthsAfter: 1, day: 25 },
    },
    effectiveFrom: '2000-01-01',
    effectiveTo: null,
    shiftPolicy: 'previous_business_day',
    source: 'SARS VAT201 due dates (S1); VAT categories (S2); TAA s244(1) (S11)',
  },
  {
    id: 'rule-emp201-v1',
    obligation: 'EMP201',
    params: { due: { monthsAfter: 1, day: 7 } },
    effectiveFrom: '2000-01-01',
    effectiveTo: null,
    shiftPolicy: 'previous_business_day',
    source: 'SARS EMP201: within 7 days after month end (S3); TAA s244(1) (S11)',
  },
  {
    id: 'rule-emp501-v1',
    obligation: 'EMP501',
    params: {
      periods: [
        { name: 'interim', endMonth: 8, dueMonthsAfter: 2, dueDay: 31 },
        { name: 'annual', endMonth: 2, dueMonthsAfter: 3, dueDay: 31 },
      ],
    },
    effectiveFrom: '2000-01-01',
    effectiveTo: null,
    shiftPolicy: 'previous_business_day',
    source: 'SARS EMP501: interim due 31 Oct, annual due 31 May (S4); TAA s244(1) (S11)',
  },
  {
    id: 'rule-irp6-v1',
    obligation: 'IRP6',
    params: { firstAfterMonths: 6, topUp: { februaryYearEnd: { month: 9, day: 30 }, otherYearEndMonthsAfter: 6 } },
    effectiveFrom: '2000-01-01',
    effectiveTo: null,
    shiftPolicy: 'previous_business_day',
    source: 'SARS IRP6 provisional tax (S5); TAA s244(1) (S11)',
  },
  {
    id: 'rule-itr14-v1',
    obligation: 'ITR14',
    params: { monthsAfterYearEnd: 12 },
    effectiveFrom: '2000-01-01',
    effectiveTo: null,
    shiftPolicy: 'previous_business_day',
    source: 'SARS ITR14: within 12 months after year-end (S6); TAA s244(1) (S11)',
  },
  {
    id: 'rule-cipc-ar-v1',
    obligation: 'CIPC_AR',
    params: { businessDaysAfterAnniversary: 30 },
    effectiveFrom: '2000-01-01',
    effectiveTo: null,
    shiftPolicy: null,
    source: 'CIPC annual return within 30 business days of the anniversary, beneficial ownership filed with it (S7)',
  },
  {
    id: 'rule-bo-v1',
    obligation: 'BO',
    params: { businessDaysAfterEvent: 10 },
    effectiveFrom: '2000-01-01',
    effectiveTo: null,
    shiftPolicy: null,
    source: 'CIPC beneficial ownership within 10 business days of incorporation or a change (S8)',
  },
];
