/**
 * Automove (decision 038, slice 5): a client item linked to a job (a document request
 * fulfilled, an engagement letter signed, a payment completed) is marked done in the
 * transaction that did it; when every item of the job's current stage is done, the job moves
 * to the next stage, logged as the system's, and the next stage's automations run once that
 * transaction commits. A stage with no linked items never moves by itself, and a job on hold
 * waits for staff. Two completions at once move the job once: the move is conditional on the
 * job still being in the stage, and SQLite runs one writing transaction at a time.
 */
import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { JobItemKind } from '../../../domain/work/automations.ts';
import type { DbOrTx } from '../../db/client.ts';
import { jobItems, jobs, pipelineStages } from '../../db/schema.ts';
import { kickAutomations } from './automations.ts';
import { recordStageChange } from './stage-change.ts';

async function clientItemDone(tx: DbOrTx, kind: JobItemKind, itemId: string): Promise<void> {
  const done = await tx
    .update(jobItems)
    .set({ doneAt: new Date() })
    .where(and(eq(jobItems.kind, kind), eq(jobItems.itemId, itemId), isNull(jobItems.doneAt)))
    .returning({ jobId: jobItems.jobId, stageId: jobItems.stageId });
  let moved = false;
  for (const item of done) moved = (await moveOnIfDone(tx, item.jobId, item.stageId)) || moved;
  if (moved) kickAutomations();
}

/** Moves the job from the stage to the next one if it is still there, active, and nothing of the stage is open. */
async function moveOnIfDone(tx: DbOrTx, jobId: string, stageId: string): Promise<boolean> {
  const [job] = await tx
    .select({
      status: jobs.status,
      stageId: jobs.stageId,
      pipelineId: jobs.pipelineId,
      position: pipelineStages.position,
    })
    .from(jobs)
    .innerJoin(pipelineStages, eq(pipelineStages.id, jobs.stageId))
    .where(eq(jobs.id, jobId));
  if (job?.status !== 'active' || job.stageId !== stageId) return false;
  const [open] = await tx
    .select({ n: count() })
    .from(jobItems)
    .where(and(eq(jobItems.jobId, jobId), eq(jobItems.stageId, stageId), isNull(jobItems.doneAt)));
  if (open?.n) return false;
  const [next] = await tx
    .select({ id: pipelineStages.id })
    .from(pipelineStages)
    .where(and(eq(pipelineStages.pipelineId, job.pipelineId), gt(pipelineStages.position, job.position)))
    .orderBy(asc(pipelineStages.position))
    .limit(1);
  // The last stage: finishing the work (and completing the job) is staff's.
  if (!next) return false;
  const [moved] = await tx
    .update(jobs)
    .set({ stageId: next.id, stageEnteredAt: new Date() })
    .where(and(eq(jobs.id, jobId), eq(jobs.stageId, stageId), eq(jobs.status, 'active')))
    .returning({ id: jobs.id });
  if (!moved) return false;
  await recordStageChange(
    tx,
    { jobId, fromStageId: stageId, toStageId: next.id },
    { userId: null, details: { because: 'client_items_done' } },
  );
  return true;
}

// One function per kind, so registering them again (one app per test) adds nothing.
export const requestFulfilledListener = (tx: DbOrTx, requestId: string) =>
  clientItemDone(tx, 'document_request', requestId);
export const letterSignedListener = (tx: DbOrTx, letterId: string) => clientItemDone(tx, 'engagement_letter', letterId);
export const paymentCompletedListener = (tx: DbOrTx, paymentId: string) => clientItemDone(tx, 'payment', paymentId);
