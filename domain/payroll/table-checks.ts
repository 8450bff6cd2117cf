/**
 * The checks an admin's tax table or payroll rates must pass before they are
 * saved: errors name the row and refuse the save; warnings are kept
 * with the table and shown, because SARS's own figures may round differently.
 */
import { formatRand } from '../format.ts';
import type { TaxTable } from './tables.ts';

/** A base may differ from the previous base plus rate times width by this much (SARS rounds to the rand). */
const BASE_TOLERANCE = 1;

const rateOk = (rate: unknown) => typeof rate === 'number' && Number.isFinite(rate) && rate >= 0 && rate <= 100;

/** Field messages (keyed by the body's field) for a table that cannot be saved; empty when it can. */
export function taxTableErrors(table: Pick<TaxTable, 'brackets'>): Record<string, string> {
  const { brackets } = table;
  if (brackets.length === 0) return { brackets: 'Add at least one bracket, starting from R0' };
  for (const [index, bracket] of brackets.entries()) {
    const row = `Row ${index + 1}`;
    if (!rateOk(bracket.rate)) return { brackets: `${row}: the rate must be from 0 to 100%` };
    if (index === 0) {
      if (bracket.from !== 0) return { brackets: `${row}: the first bracket must start from R0` };
      if (bracket.base !== 0) return { brackets: `${row}: the first bracket's base must be R0` };
      continue;
    }
    const previous = brackets[index - 1];
    if (!previous) continue;
    if (!(bracket.from > previous.from))
      return {
        brackets: `${row}: brackets must ascend (from ${formatRand(bracket.from)} is not above ${formatRand(previous.from)})`,
      };
    // A blank base is unconfirmed (an admin fills it later); it and the one after it cannot be checked.
    if (bracket.base === null || previous.base === null) continue;
    const expected = previous.base + ((bracket.from - previous.from) * previous.rate) / 100;
    if (Math.abs(bracket.base - expected) > BASE_TOLERANCE) {
      return {
        brackets: `${row}: the base ${formatRand(bracket.base)} differs from ${formatRand(expected, 2)} (the previous base plus ${previous.rate}% of ${formatRand(bracket.from - previous.from)}) by more than R1`,
      };
    }
  }
  return {};
}

/** Where a threshold times the first rate is not its rebates (within R1): saved, but said. */
export function taxTableWarnings(table: Pick<TaxTable, 'brackets' | 'rebates' | 'thresholds'>): string[] {
  const firstRate = table.brackets[0]?.rate;
  if (firstRate === undefined) return [];
  const { primary, secondary, tertiary } = table.rebates;
  const checks = [
    { label: 'under 65', threshold: table.thresholds.under65, rebates: primary, names: 'the primary rebate' },
    {
      label: '65 to 74',
      threshold: table.thresholds.from65,
      rebates: primary + secondary,
      names: 'the primary and 65+ rebates',
    },
    {
      label: '75 and over',
      threshold: table.thresholds.from75,
      rebates: primary + secondary + tertiary,
      names: 'all three rebates',
    },
  ];
  return checks
    .filter(({ threshold, rebates }) => Math.abs((threshold * firstRate) / 100 - rebates) > BASE_TOLERANCE)
    .map(
      ({ label, threshold, rebates, names }) =>
        `The threshold ${label} (${formatRand(threshold)}) times ${firstRate}% is ${formatRand((threshold * firstRate) / 100, 2)}, not ${names} (${formatRand(rebates)})`,
    );
}

/** Field messages for payroll rates outside 0 to 100%. */
export function payrollRateErrors(rates: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of ['uifEmployeeRate', 'uifEmployerRate', 'sdlRate']) {
    if (field in rates && !rateOk(rates[field])) errors[field] = 'The rate must be from 0 to 100%';
  }
  return errors;
}
