import { type } from 'arktype';
import { isCalendarDate } from '../../../domain/compliance/calendar-dates.ts';
import { requiredText } from '../../lib/validation.ts';

export const idParams = type({ id: '0 < string <= 100' });

export const extendBody = type({
  until: type('string')
    .narrow((value, ctx) => isCalendarDate(value) || ctx.mustBe('a date (yyyy-MM-dd)'))
    .configure({ message: 'Enter the new last day to keep it (yyyy-MM-dd)' }),
  reason: requiredText('Say why the record must be kept longer (an audit, objection or appeal)', 1000),
});

export const clockSchema = type({
  id: 'string',
  keepUntil: type('string').describe('the last day the record is kept (yyyy-MM-dd, South African date)'),
  retentionRule: type('string').describe('the retention rule holding it (GET /api/admin/retention-rules)'),
});

export const disposedSchema = type({ id: 'string', message: 'string' });

export const keptOnDeletionSchema = type({
  kept: type({
    ruleId: 'string',
    label: 'string',
    source: 'string',
    keepUntil: type('string').describe('yyyy-MM-dd'),
  })
    .array()
    .describe('what deleting the account now would keep, by rule: the last day each is kept'),
  message: type('string').describe("the danger zone's sentence about what is kept and what is deleted"),
});

export const deletedSchema = type({ message: 'string' });
