/**
 * What every move of a job between stages does besides the move itself, whether staff moved
 * it or it moved on by itself: the `job.stage_changed` webhook, the `jobs.move` log line, and
 * the entry the new stage's automations run from. In the moving transaction.
 */
import type { RequestMeta } from '../../core/caller.ts';
import type { DbOrTx } from '../../db/client.ts';
import { logActivity } from '../../lib/activity-log.ts';
import { emitJobEvent } from '../webhooks/public.ts';
import { enterStage } from './automations.ts';

export async function recordStageChange(
  tx: DbOrTx,
  move: { jobId: string; fromStageId: string; toStageId: string },
  by: { userId: string | null; details?: Record<string, unknown>; meta?: RequestMeta },
): Promise<void> {
  await emitJobEvent(tx, 'job.stage_changed', move.jobId, { fromStageId: move.fromStageId });
  await enterStage(tx, move.jobId, move.toStageId, by.userId);
  await logActivity(tx, {
    userId: by.userId,
    action: 'jobs.move',
    details: {
      resource: 'jobs',
      id: move.jobId,
      fromStageId: move.fromStageId,
      toStageId: move.toStageId,
      ...by.details,
    },
    ...by.meta,
  });
}
