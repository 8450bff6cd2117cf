/**
 * The payroll figures in the backoffice (decision 024):
 * - tax-tables: SARS's tables per tax year; staff read, admins edit. An admin
 *   copies a year into a draft (the backoffice's Copy prefills a new one),
 *   edits it and publishes it (POST /api/admin/tax-tables/{id}/publish), which
 *   retires the year's published table; only published tables are used.
 * - payroll-rates: UIF and SDL rates by effective date, rates in percent
 *   (stored in basis points so 1% is exact).
 * Every save runs the checks of domain/payroll/table-checks.ts: errors refuse
 * it (422 naming the row), warnings are kept with the table and shown.
 */
import { type } from 'arktype';
import { sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { payrollRateErrors, taxTableErrors, taxTableWarnings } from '../../../domain/payroll/table-checks.ts';
import type { TaxTable } from '../../../domain/payroll/tables.ts';
import { payrollRates, taxTables } from '../../db/schema.ts';
import { conflict, invalid } from '../../lib/problem.ts';
import { requiredText } from '../../lib/validation.ts';
import { ADMINS, STAFF } from '../../core/access/visibility.ts';
import { equalsOneOf, defineResource, optional, writeBody } from '../admin/public.ts';

const rand = (message: string) => type('number >= 0').configure({ message });
const percent = (message: string) => type('number').configure({ message });

const tableFields = {
  brackets: type({ from: 'number >= 0', rate: 'number', base: 'number >= 0 | null' })
    .array()
    .configure({ message: 'Give the brackets as rows of from, rate and base (base may be blank)' }),
  rebates: type({ primary: 'number >= 0', secondary: 'number >= 0', tertiary: 'number >= 0' }).configure({
    message: 'Give the primary, 65+ and 75+ rebates in rand',
  }),
  thresholds: type({ under65: 'number >= 0', from65: 'number >= 0', from75: 'number >= 0' }).configure({
    message: 'Give the thresholds under 65, 65 to 74 and 75+ in rand',
  }),
  medicalCredits: type({ firstTwoEach: 'number >= 0', furtherEach: 'number >= 0' }).configure({
    message: 'Give the monthly medical credits in rand',
  }),
  source: requiredText('Name the source of these figures', 1000),
};

type TableFigures = Pick<TaxTable, 'brackets' | 'rebates' | 'thresholds' | 'medicalCredits'>;

/** Refuses a table that fails the checks; answers the warnings to keep with it. */
function checkedWarnings(table: TableFigures): string[] {
  const errors = taxTableErrors(table);
  if (Object.keys(errors).length) throw invalid('The tax table is not valid.', errors);
  return taxTableWarnings(table);
}

const money = { type: 'number', description: 'rand' } as const;
export const taxTablesDefinition = defineResource({
  name: 'tax-tables',
  label: 'tax table',
  table: taxTables,
  id: taxTables.id,
  fields: {
    id: taxTables.id,
    taxYearEnd: taxTables.taxYearEnd,
    status: taxTables.status,
    brackets: taxTables.brackets,
    rebates: taxTables.rebates,
    thresholds: taxTables.thresholds,
    medicalCredits: taxTables.medicalCredits,
    source: taxTables.source,
    warnings: taxTables.warnings,
    createdAt: taxTables.createdAt,
    updatedAt: taxTables.updatedAt,
  },
  computed: {
    brackets: {
      type: 'array',
      items: {
        type: 'object',
        properties: { from: money, rate: { type: 'number' }, base: { type: ['number', 'null'] } },
        required: ['from', 'rate', 'base'],
      },
      description: 'ascending from R0; a blank (null) base is unconfirmed and stops estimates that reach it',
    },
    rebates: {
      type: 'object',
      properties: { primary: money, secondary: money, tertiary: money },
      required: ['primary', 'secondary', 'tertiary'],
    },
    thresholds: {
      type: 'object',
      properties: { under65: money, from65: money, from75: money },
      required: ['under65', 'from65', 'from75'],
    },
    medicalCredits: {
      type: 'object',
      properties: { firstTwoEach: money, furtherEach: money },
      required: ['firstTwoEach', 'furtherEach'],
      description: 'monthly',
    },
    warnings: { type: 'array', items: { type: 'string' }, description: 'what the last save warned of' },
  },
  sortable: { id: taxTables.id, taxYearEnd: taxTables.taxYearEnd },
  defaultSort: ['taxYearEnd', 'DESC'],
  filters: { status: equalsOneOf(taxTables.status, ['draft', 'published', 'retired'] as const) },
  readRoles: STAFF,
  create: {
    roles: ADMINS,
    body: writeBody({
      taxYearEnd: type('number.integer >= 2000 & number.integer <= 2100').configure({
        message: 'Give the year the tax year ends (2027 for 2026/27)',
      }),
      ...tableFields,
    }),
    // One draft a year: a second is a 409 (the unique index).
    toRow: async (input) => ({ ...input, status: 'draft' as const, warnings: checkedWarnings(input) }),
  },
  update: {
    roles: ADMINS,
    body: writeBody(optional(tableFields)),
    async toChanges(input, current) {
      if (current.status === 'retired') throw conflict('A retired table is kept as it was; copy it to a draft.');
      return { ...input, warnings: checkedWarnings({ ...current, ...input }) };
    },
  },
  remove: {
    roles: ADMINS,
    check(current) {
      if (current.status !== 'draft') throw conflict('Only a draft can be deleted; published tables stay on record.');
    },
  },
});

const bp = (column: SQLiteColumn, alias: string) => sql<number>`${column} / 100.0`.as(alias);
const rateFields = {
  effectiveFrom: type(/^\d{4}-\d{2}-\d{2}$/).configure({ message: 'Enter the first day it applies (yyyy-MM-dd)' }),
  uifEmployeeRate: percent('Give the rate in percent'),
  uifEmployerRate: percent('Give the rate in percent'),
  uifMonthlyCeiling: rand('Give the monthly ceiling in rand'),
  sdlRate: percent('Give the rate in percent'),
  sdlAnnualExemption: rand('Give the annual exemption in rand'),
  source: requiredText('Name the source of these rates', 1000),
};
type RateInput = Partial<Record<'uifEmployeeRate' | 'uifEmployerRate' | 'sdlRate', number>>;
/** Percent in, basis points stored; refuses a rate outside 0 to 100%. */
function toBasisPoints<T extends RateInput>(input: T): T {
  const errors = payrollRateErrors(input);
  if (Object.keys(errors).length) throw invalid('The payroll rates are not valid.', errors);
  const out: RateInput = { ...input };
  for (const key of ['uifEmployeeRate', 'uifEmployerRate', 'sdlRate'] as const) {
    const value = input[key];
    if (value !== undefined) out[key] = Math.round(value * 100);
  }
  return out as T;
}

const percentField = { type: 'number', description: 'percent' } as const;
export const payrollRatesDefinition = defineResource({
  name: 'payroll-rates',
  label: 'payroll rates',
  table: payrollRates,
  id: payrollRates.id,
  fields: {
    id: payrollRates.id,
    effectiveFrom: payrollRates.effectiveFrom,
    uifEmployeeRate: bp(payrollRates.uifEmployeeRate, 'uif_employee_rate'),
    uifEmployerRate: bp(payrollRates.uifEmployerRate, 'uif_employer_rate'),
    uifMonthlyCeiling: payrollRates.uifMonthlyCeiling,
    sdlRate: bp(payrollRates.sdlRate, 'sdl_rate'),
    sdlAnnualExemption: payrollRates.sdlAnnualExemption,
    source: payrollRates.source,
    createdAt: payrollRates.createdAt,
    updatedAt: payrollRates.updatedAt,
  },
  computed: { uifEmployeeRate: percentField, uifEmployerRate: percentField, sdlRate: percentField },
  sortable: { id: payrollRates.id, effectiveFrom: payrollRates.effectiveFrom },
  defaultSort: ['effectiveFrom', 'DESC'],
  readRoles: STAFF,
  // A second row for one effective date is a 409 (the unique index).
  create: { roles: ADMINS, body: writeBody(rateFields), toRow: async (input) => toBasisPoints(input) },
  update: {
    roles: ADMINS,
    body: writeBody(optional(rateFields)),
    toChanges: async (input) => toBasisPoints(input),
  },
  remove: { roles: ADMINS },
});
