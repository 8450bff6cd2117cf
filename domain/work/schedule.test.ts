import { describe, expect, test } from 'bun:test';
import { currentRecurringPeriod, DEFAULT_BOOKKEEPING_SCHEDULE } from './schedule.ts';

describe("A recurring job's period", () => {
  test('bookkeeping for a month is made on the 1st of the next and due on the 20th', () => {
    expect(currentRecurringPeriod(DEFAULT_BOOKKEEPING_SCHEDULE, '2026-04-01')).toEqual({
      period: '2026-03',
      periodLabel: 'Mar 2026',
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
      dueDate: '2026-04-20',
    });
    expect(currentRecurringPeriod(DEFAULT_BOOKKEEPING_SCHEDULE, '2026-04-30').period).toBe('2026-03');
  });

  test('before the creation day it is still the month before last; across a year end too', () => {
    const schedule = { every: 'month' as const, createOnDay: 5, dueOnDay: 25 };
    expect(currentRecurringPeriod(schedule, '2026-01-04')).toMatchObject({
      period: '2025-11',
      periodEnd: '2025-11-30',
      dueDate: '2025-12-25',
    });
    expect(currentRecurringPeriod(schedule, '2026-01-05')).toMatchObject({
      period: '2025-12',
      periodLabel: 'Dec 2025',
      dueDate: '2026-01-25',
    });
    expect(currentRecurringPeriod(schedule, '2024-03-05')).toMatchObject({
      period: '2024-02',
      periodEnd: '2024-02-29',
    });
  });
});
