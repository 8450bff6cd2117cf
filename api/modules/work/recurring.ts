/**
 * Recurring jobs (decision 038): work without a deadline (monthly bookkeeping) is made on
 * the schedule set on its pipeline, for each client whose active package includes the
 * service, in the pipeline's first stage, assigned to the client's accountant. Never for a
 * period that ended before the client's tracked-from date (decision 037). One statement per
 * scheduled pipeline, INSERT … SELECT … ON CONFLICT DO NOTHING on the jobs' unique key, so
 * the daily run, an activation and another process at once still make one job.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { CalendarDate } from '../../../domain/compliance/calendar-dates.ts';
import { OBLIGATIONS } from '../../../domain/compliance/rules.ts';
import { currentRecurringPeriod, type PipelineSchedule } from '../../../domain/work/schedule.ts';
import type { DbOrTx } from '../../db/client.ts';
import { trackedFromSql } from '../compliance/public.ts';
import { recordMadeJobs } from './made-jobs.ts';
import { activePackageIncludes } from './package-services.ts';

interface ScheduledPipeline {
  id: string;
  service: string;
  schedule: string;
  firstStageId: string;
}

/**
 * The pipeline whose schedule makes each service's jobs: the oldest scheduled one with
 * stages, as the calendar picks the oldest pipeline of an obligation.
 */
async function scheduledPipelines(db: DbOrTx): Promise<ScheduledPipeline[]> {
  return db.all<ScheduledPipeline>(sql`
    select p.id, p.service, p.schedule,
      (select s.id from pipeline_stages s where s.pipeline_id = p.id order by s.position limit 1) as firstStageId
    from pipelines p
    where p.id = (
      select p2.id from pipelines p2
      where p2.service = p.service and p2.schedule is not null
        and exists (select 1 from pipeline_stages s2 where s2.pipeline_id = p2.id)
      order by p2.created_at, p2.id limit 1)
      and p.service not in (select value from json_each(${JSON.stringify(OBLIGATIONS)}))`);
}

/**
 * Makes the recurring jobs due by today for these clients (all clients when none are
 * named) and answers how many it made. Runs inside the caller's transaction when given one.
 */
export async function makeRecurringJobs(
  db: DbOrTx,
  today: CalendarDate,
  clientIds?: readonly string[],
): Promise<number> {
  if (clientIds && !clientIds.length) return 0;
  const onlyThese: SQL = clientIds
    ? sql`and c.id in (select value from json_each(${JSON.stringify(clientIds)}))`
    : sql``;
  let count = 0;
  for (const pipeline of await scheduledPipelines(db)) {
    const due = currentRecurringPeriod(JSON.parse(pipeline.schedule) as PipelineSchedule, today);
    const made = await db.all<{ id: string; stageId: string }>(sql`
      insert into jobs (id, client_id, pipeline_id, stage_id, service, period, period_label, assignee_id, due_date)
      select lower(hex(randomblob(16))), c.id, ${pipeline.id}, ${pipeline.firstStageId}, ${pipeline.service},
        ${due.period}, ${due.periodLabel},
        (select a.accountant_id from client_assignments a where a.client_id = c.id and a.is_active = 1
          order by a.assigned_at desc limit 1),
        ${due.dueDate}
      from users c
      where c.role = 'client'
        and ${activePackageIncludes(sql`c.id`, pipeline.service)}
        -- Not "u": the tracked-from subquery names its own users u.
        and ${due.periodEnd} >= ${trackedFromSql(sql`c.id`)}
        ${onlyThese}
      on conflict (client_id, service, period) do nothing
      returning id, stage_id as stageId`);
    await recordMadeJobs(db, made, 'schedule');
    count += made.length;
  }
  return count;
}
