/**
 * Jobs made from the compliance calendar (decision 038): each open deadline of a client
 * whose active package includes its service becomes a job in that service's pipeline once
 * it is due within the firm's window (jobWindowDays), due on the deadline's date, assigned
 * to the client's accountant. Never for a date before the client's tracked-from date
 * (decision 037) unless staff took it on. One statement, INSERT … SELECT … ON CONFLICT DO
 * NOTHING on the jobs' unique key, so two processes, or a recompute and the daily run at
 * once, still make one job.
 */
import { type SQL, sql } from 'drizzle-orm';
import { addDays, type CalendarDate } from '../../../domain/compliance/calendar-dates.ts';
import type { DbOrTx } from '../../db/client.ts';
import { complianceDeadlines as d } from '../../db/schema.ts';
import { beforeTrackedFromSql } from '../compliance/public.ts';
import { readFirmSettings } from '../firm-settings/service.ts';
import { recordMadeJobs } from './made-jobs.ts';
import { activePackageIncludes } from './package-services.ts';

/**
 * After a recompute (of these clients; of all in the daily run): an open job made from a
 * deadline keeps the deadline's due date when a rule or holiday change moves it.
 */
export async function followMovedDeadlines(db: DbOrTx, clientIds?: readonly string[]): Promise<void> {
  if (clientIds && !clientIds.length) return;
  const onlyThese: SQL = clientIds
    ? sql`and jobs.client_id in (select value from json_each(${JSON.stringify(clientIds)}))`
    : sql``;
  await db.run(sql`
    update jobs set due_date = d.due_date, updated_at = ${Date.now()}
    from compliance_deadlines d
    where d.id = jobs.deadline_id and jobs.due_date <> d.due_date and jobs.status in ('active', 'on_hold')
      ${onlyThese}`);
}

/**
 * Makes the jobs now due for these clients (all clients when none are named) and answers
 * how many it made. Runs inside the caller's transaction when given one.
 */
export async function makeJobsFromCalendar(
  db: DbOrTx,
  today: CalendarDate,
  clientIds?: readonly string[],
): Promise<number> {
  if (clientIds && !clientIds.length) return 0;
  const { jobWindowDays } = await readFirmSettings(db);
  const onlyThese: SQL = clientIds
    ? sql`and ${d.clientId} in (select value from json_each(${JSON.stringify(clientIds)}))`
    : sql``;
  const made = await db.all<{ id: string; deadlineId: string; stageId: string }>(sql`
    insert into jobs (id, client_id, pipeline_id, stage_id, service, period, period_label, deadline_id, assignee_id, due_date)
    select lower(hex(randomblob(16))), ${d.clientId}, p.id,
      (select s.id from pipeline_stages s where s.pipeline_id = p.id order by s.position limit 1),
      ${d.obligation}, ${d.period}, ${d.periodLabel}, ${d.id},
      (select a.accountant_id from client_assignments a where a.client_id = ${d.clientId} and a.is_active = 1
        order by a.assigned_at desc limit 1),
      ${d.dueDate}
    from ${d}
    join pipelines p on p.id = (
      select p2.id from pipelines p2
      where p2.service = ${d.obligation} and exists (select 1 from pipeline_stages s2 where s2.pipeline_id = p2.id)
      order by p2.created_at, p2.id limit 1)
    where ${d.status} = 'open' and ${d.optional} = 0 and ${d.dueDate} <= ${addDays(today, jobWindowDays)}
      and not ${beforeTrackedFromSql}
      and ${activePackageIncludes(d.clientId, d.obligation)}
      ${onlyThese}
    on conflict (client_id, service, period) do nothing
    returning id, deadline_id as deadlineId, stage_id as stageId`);
  await recordMadeJobs(db, made, 'calendar');
  return made.length;
}
