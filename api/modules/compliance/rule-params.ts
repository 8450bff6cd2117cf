/**
 * The shape of each obligation's rule parameters (domain/compliance/rules.ts),
 * checked when an admin writes a rule version: a rule that the calculation could
 * not read is refused with a 422, never stored.
 */
import { type } from 'arktype';
import type { Obligation } from '../../../domain/compliance/rules.ts';

const month = type('1 <= number.integer <= 12');
const dueDay = type({
  monthsAfter: '0 <= number.integer <= 24',
  day: type("'last_business_day'").or('1 <= number.integer <= 31'),
});

export const RULE_PARAMS: Record<Obligation, ReturnType<typeof type.raw>> = {
  VAT201: type({
    periodEndMonths: { A: month.array(), B: month.array(), C: month.array() },
    efiler: dueDay,
    other: dueDay,
  }),
  EMP201: type({ due: dueDay }),
  EMP501: type({
    periods: type({
      name: '0 < string <= 40',
      endMonth: month,
      dueMonthsAfter: '0 <= number.integer <= 24',
      dueDay: '1 <= number.integer <= 31',
    }).array(),
  }),
  IRP6: type({
    firstAfterMonths: '1 <= number.integer <= 12',
    topUp: {
      februaryYearEnd: { month, day: '1 <= number.integer <= 31' },
      otherYearEndMonthsAfter: '0 <= number.integer <= 24',
    },
  }),
  ITR14: type({ monthsAfterYearEnd: '1 <= number.integer <= 36' }),
  CIPC_AR: type({ businessDaysAfterAnniversary: '1 <= number.integer <= 365' }),
  BO: type({ businessDaysAfterEvent: '1 <= number.integer <= 365' }),
};

/** The message for params that do not fit the obligation, or null when they do. */
export function ruleParamsProblem(obligation: Obligation, params: unknown): string | null {
  const result = RULE_PARAMS[obligation](params);
  return result instanceof type.errors ? `The parameters do not fit ${obligation}: ${result.summary}` : null;
}
