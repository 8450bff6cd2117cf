/**
 * What follows jobs the system made (from the calendar or a schedule): an activity-log row
 * each, written in batches, their first stage entered (for its automations), and
 * `job.created` for each when an endpoint takes it. A daily
 * run makes thousands at once; a statement per job for the log, and three more for an
 * event nobody takes, were most of its time.
 */
import type { DbOrTx } from '../../db/client.ts';
import { activityLogs } from '../../db/schema.ts';
import { emitJobEvent, hasSubscribers } from '../webhooks/public.ts';
import { enterStages, kickAutomations } from './automations.ts';

const ROWS_PER_INSERT = 500;

export async function recordMadeJobs(
  db: DbOrTx,
  made: readonly { id: string; stageId: string; deadlineId?: string | null }[],
  madeFrom: 'calendar' | 'schedule',
): Promise<void> {
  for (let start = 0; start < made.length; start += ROWS_PER_INSERT) {
    await db.insert(activityLogs).values(
      made.slice(start, start + ROWS_PER_INSERT).map((job) => ({
        userId: null,
        action: 'jobs.create',
        details: {
          resource: 'jobs',
          id: job.id,
          ...(job.deadlineId === undefined ? {} : { deadlineId: job.deadlineId }),
          madeFrom,
        },
      })),
    );
  }
  if (!made.length) return;
  // Each job entered its first stage: that stage's automations run once this commits.
  await enterStages(db, made);
  kickAutomations();
  if (!(await hasSubscribers(db, 'job.created'))) return;
  for (const job of made) await emitJobEvent(db, 'job.created', job.id);
}
