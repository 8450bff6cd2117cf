import { type } from 'arktype';
import { isCalendarDate } from '../../../domain/compliance/calendar-dates.ts';
import { OBLIGATIONS } from '../../../domain/compliance/rules.ts';
import { requiredText } from '../../lib/validation.ts';

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
  beforeTrackedFrom: type('boolean').describe(
    "due before the client's tracked-from date and not taken on by the firm: history, never overdue",
  ),
  takenOn: type('boolean').describe('from before the tracked-from date, taken on by the firm: an ordinary deadline'),
});
export type DeadlineView = typeof deadlineSchema.infer;

export const deadlinesAnswerSchema = type({
  deadlines: deadlineSchema.array(),
  notices: type('string[]').describe('what is missing or not covered, e.g. "Add your financial year-end…"'),
  trackedFrom: type('string').describe("yyyy-MM-dd: when the firm's work for the client began"),
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

export const trackedFromSchema = type({
  trackedFrom: type('string').describe("yyyy-MM-dd: when the firm's work for the client began"),
  source: type("'set_by_staff' | 'first_package' | 'registered'").describe(
    'set by staff, or the default: the day the first package became active, else the day the client registered',
  ),
  defaultTrackedFrom: type('string').describe('yyyy-MM-dd: what it is without a date set by staff'),
});

const TRACKED_FROM_MESSAGE = 'Enter the date (yyyy-MM-dd), or null for the default';
export const trackedFromBody = type({
  '+': 'reject',
  // A union loses a narrowed string's own message, so the morph answers the field's message itself.
  trackedFrom: type('string | null')
    .configure({ message: TRACKED_FROM_MESSAGE })
    .pipe((value, ctx) =>
      value === null || isCalendarDate(value) ? value : ctx.error({ message: TRACKED_FROM_MESSAGE }),
    )
    .describe('yyyy-MM-dd, or null to go back to the default'),
  reason: requiredText('Say why the date changes (it is kept in the activity log)', 500),
});
export const clientIdParams = type({ id: 'string' });
