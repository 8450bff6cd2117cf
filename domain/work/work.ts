/**
 * The firm's work board (api/modules/work): the services a pipeline serves (each
 * compliance obligation, and monthly bookkeeping, which has no deadline) and the
 * statuses of a job.
 */
import { OBLIGATIONS } from '../compliance/rules.ts';

export const WORK_SERVICES = ['BOOKKEEPING', ...OBLIGATIONS] as const;
export type WorkService = (typeof WORK_SERVICES)[number];

export const JOB_STATUSES = ['active', 'on_hold', 'completed', 'archived'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  active: 'Active',
  on_hold: 'On hold',
  completed: 'Completed',
  archived: 'Archived',
};

/**
 * How many open jobs the board loads at a time, soonest due first; 'Show more' loads as many
 * again. A page of 500 cost the server about 17 ms of CPU (each row's names and what the job
 * waits on, and the database driver's conversion of every value), and a phone drawing them.
 */
export const BOARD_PAGE_SIZE = 200;

/** The Sunday that ends the week of a yyyy-MM-dd date (the date itself on a Sunday): 'due this week' runs to it. */
export function endOfWeek(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + ((7 - date.getUTCDay()) % 7));
  return date.toISOString().slice(0, 10);
}
