/**
 * A pipeline's schedule is for work without a deadline: an obligation's jobs come from the
 * compliance calendar, so a schedule on its pipeline is refused rather than ignored.
 */
import { OBLIGATIONS } from '../../../domain/compliance/rules.ts';
import type { PipelineSchedule } from '../../../domain/work/schedule.ts';
import { invalid } from '../../lib/problem.ts';

export function checkSchedule(service: string, schedule: PipelineSchedule | null | undefined): void {
  if (!schedule) return;
  if ((OBLIGATIONS as readonly string[]).includes(service)) {
    throw invalid('The request body is not valid.', {
      schedule:
        'Only work without a deadline (bookkeeping) recurs on a schedule; jobs for returns come from the compliance calendar',
    });
  }
  if (schedule.dueOnDay < schedule.createOnDay) {
    throw invalid('The request body is not valid.', {
      'schedule.dueOnDay': 'The job must be due on or after the day it is made',
    });
  }
}
