/**
 * A pipeline's stages as one list: written whole (create and update), so an edit keeps each
 * stage that keeps its id, and with it the jobs in it, where they are.
 */
import { and, count, eq, inArray, notInArray } from 'drizzle-orm';
import { hasAutomations } from '../../../domain/work/automations.ts';
import type { DbOrTx } from '../../db/client.ts';
import { jobs, pipelineStages } from '../../db/schema.ts';
import { conflict, invalid } from '../../lib/problem.ts';
import type { StageInput } from './model.ts';

/** Checks an edit before it is written: ids must be this pipeline's; a stage left out must hold no job (409 with how many). */
export async function checkStageEdit(db: DbOrTx, pipelineId: string, stages: readonly StageInput[]): Promise<void> {
  const existing = await db
    .select({ id: pipelineStages.id, name: pipelineStages.name })
    .from(pipelineStages)
    .where(eq(pipelineStages.pipelineId, pipelineId));
  const known = new Set(existing.map((stage) => stage.id));
  const foreign = stages.find((stage) => stage.id !== undefined && !known.has(stage.id));
  if (foreign) throw invalid('The request body is not valid.', { stages: `No stage ${foreign.id} in this pipeline` });
  const kept = new Set(stages.flatMap((stage) => (stage.id ? [stage.id] : [])));
  const dropped = existing.filter((stage) => !kept.has(stage.id));
  if (!dropped.length) return;
  const held = await db
    .select({ stageId: jobs.stageId, jobs: count() })
    .from(jobs)
    .where(
      inArray(
        jobs.stageId,
        dropped.map((stage) => stage.id),
      ),
    )
    .groupBy(jobs.stageId);
  if (held.length) {
    const names = held.map((row) => {
      const name = dropped.find((stage) => stage.id === row.stageId)?.name;
      return `'${name}' holds ${row.jobs} job${row.jobs === 1 ? '' : 's'}`;
    });
    throw conflict(`A stage that holds jobs cannot be deleted: ${names.join('; ')}. Move them first.`);
  }
}

export async function writeStages(tx: DbOrTx, pipelineId: string, stages: readonly StageInput[]): Promise<void> {
  const kept = stages.flatMap((stage) => (stage.id ? [stage.id] : []));
  await tx
    .delete(pipelineStages)
    .where(
      and(eq(pipelineStages.pipelineId, pipelineId), kept.length ? notInArray(pipelineStages.id, kept) : undefined),
    );
  for (const [index, stage] of stages.entries()) {
    const values = {
      position: index + 1,
      name: stage.name,
      clientLabel: stage.clientLabel,
      timeLimitDays: stage.timeLimitDays ?? null,
      automations: hasAutomations(stage.automations) ? stage.automations : null,
    };
    if (stage.id) await tx.update(pipelineStages).set(values).where(eq(pipelineStages.id, stage.id));
    else await tx.insert(pipelineStages).values({ ...values, pipelineId });
  }
}
