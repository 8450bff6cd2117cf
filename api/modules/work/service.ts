/**
 * Jobs' own actions beside the resource's writes: moving between stages of the job's
 * pipeline and completing (which marks the deadline it was made from done). Each
 * change is logged with who made it.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { STAFF_ROLES } from '../../../domain/enums.ts';
import { assignedClientIds, seesEveryClient } from '../../core/access/visibility.ts';
import type { RequestMeta, SessionUser } from '../../core/caller.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { clientAssignments, complianceDeadlines, jobs, pipelineStages, pipelines, users } from '../../db/schema.ts';
import { logActivity } from '../../lib/activity-log.ts';
import { conflict, invalid, notFound } from '../../lib/problem.ts';
import { emitJobEvent } from '../webhooks/public.ts';
import { recordStageChange } from './stage-change.ts';

const jobColumns = {
  id: jobs.id,
  clientId: jobs.clientId,
  pipelineId: jobs.pipelineId,
  stageId: jobs.stageId,
  status: jobs.status,
  assigneeId: jobs.assigneeId,
  dueDate: jobs.dueDate,
  period: jobs.period,
  periodLabel: jobs.periodLabel,
  deadlineId: jobs.deadlineId,
};

/** The job if the actor sees its client; otherwise 404, whether or not it exists. */
export async function assertJobVisible(db: Database, actor: SessionUser, jobId: string) {
  const [job] = await db
    .select(jobColumns)
    .from(jobs)
    .where(
      and(
        eq(jobs.id, jobId),
        seesEveryClient(actor) ? undefined : inArray(jobs.clientId, assignedClientIds(db, actor.id)),
      ),
    );
  if (!job) throw notFound('No such job.');
  return job;
}

/** Jobs and tasks are assigned to staff only. */
export async function assertStaffUser(db: DbOrTx, userId: string): Promise<void> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), inArray(users.role, [...STAFF_ROLES])));
  if (!user) throw invalid('The request body is not valid.', { assigneeId: 'Choose a member of staff' });
}

/** The client's accountant (their latest active assignment), or nobody yet. */
export async function defaultAssignee(db: DbOrTx, clientId: string): Promise<string | null> {
  const [row] = await db
    .select({ accountantId: clientAssignments.accountantId })
    .from(clientAssignments)
    .where(and(eq(clientAssignments.clientId, clientId), eq(clientAssignments.isActive, true)))
    .orderBy(desc(clientAssignments.assignedAt))
    .limit(1);
  return row?.accountantId ?? null;
}

/** The job completed in its pipeline's last stage, and its event raised; the caller logs it. */
async function completeJob(
  tx: DbOrTx,
  job: { id: string; pipelineId: string; stageId: string },
  actorId: string | null,
) {
  const [last] = await tx
    .select({ id: pipelineStages.id })
    .from(pipelineStages)
    .where(eq(pipelineStages.pipelineId, job.pipelineId))
    .orderBy(desc(pipelineStages.position))
    .limit(1);
  const now = new Date();
  await tx
    .update(jobs)
    .set({
      status: 'completed',
      holdReason: null,
      completedAt: now,
      completedBy: actorId,
      ...(last && last.id !== job.stageId ? { stageId: last.id, stageEnteredAt: now } : {}),
    })
    .where(eq(jobs.id, job.id));
  await emitJobEvent(tx, 'job.completed', job.id);
}

/** A deadline marked done completes the open jobs made from it, in the same transaction. */
export async function completeJobsOfDeadline(tx: DbOrTx, deadlineId: string, actorId: string): Promise<void> {
  const open = await tx
    .select({ id: jobs.id, pipelineId: jobs.pipelineId, stageId: jobs.stageId })
    .from(jobs)
    .where(and(eq(jobs.deadlineId, deadlineId), inArray(jobs.status, ['active', 'on_hold'])));
  for (const job of open) {
    await completeJob(tx, job, actorId);
    await logActivity(tx, {
      userId: actorId,
      action: 'jobs.complete',
      details: { resource: 'jobs', id: job.id, deadlineId, because: 'deadline_done' },
    });
  }
}

const keyName = (actor: SessionUser) => (actor.apiKey ? { apiKey: actor.apiKey.name } : {});

export function createWorkService(db: Database) {
  async function view(jobId: string) {
    const [job] = await db.select(jobColumns).from(jobs).where(eq(jobs.id, jobId));
    if (!job) throw notFound('No such job.');
    return job;
  }

  return {
    async move(actor: SessionUser, jobId: string, stageId: string, meta: RequestMeta) {
      const job = await assertJobVisible(db, actor, jobId);
      const [stage] = await db
        .select({
          id: pipelineStages.id,
          name: pipelineStages.name,
          pipelineId: pipelineStages.pipelineId,
          pipeline: pipelines.name,
        })
        .from(pipelineStages)
        .innerJoin(pipelines, eq(pipelines.id, pipelineStages.pipelineId))
        .where(eq(pipelineStages.id, stageId));
      if (!stage) throw invalid('The request body is not valid.', { stageId: 'No such stage' });
      if (stage.pipelineId !== job.pipelineId) {
        const [own] = await db.select({ name: pipelines.name }).from(pipelines).where(eq(pipelines.id, job.pipelineId));
        throw invalid('The request body is not valid.', {
          stageId: `The stage '${stage.name}' is in the pipeline '${stage.pipeline}', not this job's pipeline '${own?.name}'`,
        });
      }
      if (job.status === 'completed' || job.status === 'archived') {
        throw conflict(`This job is ${job.status}: make it active again before moving it.`);
      }
      if (job.stageId === stageId) return job;
      await db.transaction(async (tx) => {
        await tx.update(jobs).set({ stageId, stageEnteredAt: new Date() }).where(eq(jobs.id, jobId));
        await recordStageChange(
          tx,
          { jobId, fromStageId: job.stageId, toStageId: stageId },
          { userId: actor.id, details: keyName(actor), meta },
        );
      });
      return view(jobId);
    },

    /** Completes the job (in its last stage) and marks the deadline it was made from done. Again: no change. */
    async complete(actor: SessionUser, jobId: string, meta: RequestMeta) {
      const job = await assertJobVisible(db, actor, jobId);
      if (job.status === 'completed') return job;
      await db.transaction(async (tx) => {
        await completeJob(tx, job, actor.id);
        if (job.deadlineId) {
          await tx
            .update(complianceDeadlines)
            .set({ status: 'done', doneAt: new Date(), doneBy: actor.id })
            .where(and(eq(complianceDeadlines.id, job.deadlineId), eq(complianceDeadlines.status, 'open')));
        }
        await logActivity(tx, {
          userId: actor.id,
          action: 'jobs.complete',
          details: { resource: 'jobs', id: jobId, deadlineId: job.deadlineId, ...keyName(actor) },
          ...meta,
        });
      });
      return view(jobId);
    },
  };
}
