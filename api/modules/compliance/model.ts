import { type } from 'arktype';
import { OBLIGATIONS } from '../../../domain/compliance/rules.ts';

export const deadlineSchema = type({
  id: 'string',
  obligation: type.enumerated(...OBLIGATIONS),
  obligationLabel: type('string').describe('VAT201 return and payment, EMP201 (PAYE, UIF and SDL)…'),
  period: 'string',
  periodLabel: 'string',
  statutoryDate: type('string').describe('yyyy-MM-dd: the date the law names'),
  dueDate: type('string').describe('yyyy-MM-dd: the business day it is due'),
  moveReason: type('string | null').describe("why the due date is not the law's date"),
  optional: 'boolean',
  status: "'open' | 'done'",
  doneAt: 'string | null',
});
export type DeadlineView = typeof deadlineSchema.infer;

export const deadlinesAnswerSchema = type({
  deadlines: deadlineSchema.array(),
  notices: type('string[]').describe('what is missing or not covered, e.g. "Add your financial year-end…"'),
});

export const deadlinesQuery = type({
  'from?': type('string').describe('yyyy-MM-dd; default: today'),
  'to?': type('string').describe('yyyy-MM-dd; default: 18 months after from; at most 24 months after from'),
});

export const calendarFeedAnswerSchema = type({
  url: type('string').describe('the secret address of the calendar: shown once; anyone with it can read the dates'),
});
export const messageSchema = type({ message: 'string' });
export const calendarParams = type({ file: type('string').describe('{token}.ics') });
