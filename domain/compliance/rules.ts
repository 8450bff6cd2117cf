/**
 * The compliance rules' shapes. The numbers (months, days, offsets) and the shift
 * policy are data: `compliance_rules` rows, versioned by effective dates and
 * seeded from the SARS and CIPC rules
 * (docs/decisions/023-compliance-calendar.md). The code only knows how each
 * kind of obligation counts them.
 */
import type { CalendarDate } from './calendar-dates.ts';

export const OBLIGATIONS = ['VAT201', 'EMP201', 'EMP501', 'IRP6', 'ITR14', 'CIPC_AR', 'BO'] as const;
export type Obligation = (typeof OBLIGATIONS)[number];

export const OBLIGATION_LABELS: Record<Obligation, string> = {
  VAT201: 'VAT201 return and payment',
  EMP201: 'EMP201 (PAYE, UIF and SDL)',
  EMP501: 'EMP501 reconciliation',
  IRP6: 'IRP6 provisional tax',
  ITR14: 'ITR14 income tax return',
  CIPC_AR: 'CIPC annual return with beneficial ownership',
  BO: 'Beneficial ownership filing',
};

export const VAT_CATEGORIES = ['none', 'A', 'B', 'C'] as const;
export type VatCategory = (typeof VAT_CATEGORIES)[number];

/**
 * What a weekend or public holiday does to a date: SARS dates move to the last
 * business day before (TAA s244(1)); 'none' leaves it; null is a setting nobody
 * has filled yet (CIPC: unconfirmed), which leaves the date as it is and says so.
 */
export const SHIFT_POLICIES = ['previous_business_day', 'none'] as const;
export type ShiftPolicy = (typeof SHIFT_POLICIES)[number] | null;

/** A day some months after a period's end: a day of the month, or that month's last business day. */
export interface DueDay {
  monthsAfter: number;
  day: number | 'last_business_day';
}

export interface RuleParams {
  /** Period-end months by VAT category; eFilers and others have their own due day. */
  VAT201: { periodEndMonths: { A: number[]; B: number[]; C: number[] }; efiler: DueDay; other: DueDay };
  /** Monthly, for registered employers. */
  EMP201: { due: DueDay };
  /** Reconciliations, each for a period ending in `endMonth`, due on `dueDay` some months later. */
  EMP501: { periods: { name: string; endMonth: number; dueMonthsAfter: number; dueDay: number }[] };
  /** Payments by months into the financial year, at year-end, and an optional top-up. */
  IRP6: {
    firstAfterMonths: number;
    topUp: { februaryYearEnd: { month: number; day: number }; otherYearEndMonthsAfter: number };
  };
  ITR14: { monthsAfterYearEnd: number };
  CIPC_AR: { businessDaysAfterAnniversary: number };
  BO: { businessDaysAfterEvent: number };
}

export interface ComplianceRule<O extends Obligation = Obligation> {
  id: string;
  obligation: O;
  params: RuleParams[O];
  effectiveFrom: CalendarDate;
  /** Inclusive; null while in force. */
  effectiveTo: CalendarDate | null;
  shiftPolicy: ShiftPolicy;
  source: string;
}

/** The version of an obligation's rule in force on a day (a period's end, an event). */
export function ruleOn<O extends Obligation>(
  rules: readonly ComplianceRule[],
  obligation: O,
  day: CalendarDate,
): ComplianceRule<O> | undefined {
  return rules.find(
    (rule): rule is ComplianceRule<O> =>
      rule.obligation === obligation &&
      rule.effectiveFrom <= day &&
      (rule.effectiveTo === null || day <= rule.effectiveTo),
  );
}
