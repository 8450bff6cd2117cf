/**
 * The managers' workload view: per member of staff (and the unassigned), their open jobs,
 * those due this week and those overdue. One grouped query over the jobs' assignee index.
 */
import { sql } from 'drizzle-orm';
import type { CalendarDate } from '../../../domain/compliance/calendar-dates.ts';
import { endOfWeek } from '../../../domain/work/work.ts';
import type { Database } from '../../db/client.ts';

export interface WorkloadRow {
  assigneeId: string | null;
  name: string;
  active: number;
  dueThisWeek: number;
  overdue: number;
}

export async function workload(db: Database, today: CalendarDate): Promise<WorkloadRow[]> {
  const rows = await db.all<WorkloadRow>(sql`
    with open_jobs as (
      select assignee_id, count(*) as active,
        sum(due_date >= ${today} and due_date <= ${endOfWeek(today)}) as due_this_week,
        sum(due_date < ${today}) as overdue
      from jobs where status in ('active', 'on_hold') group by assignee_id)
    select u.id as assigneeId,
      coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.username) as name,
      coalesce(o.active, 0) as active, coalesce(o.due_this_week, 0) as dueThisWeek, coalesce(o.overdue, 0) as overdue
    from users u left join open_jobs o on o.assignee_id = u.id
    where u.role in ('accountant', 'manager') or o.active is not null
    union all
    select null, 'Unassigned', active, due_this_week, overdue from open_jobs where assignee_id is null
    order by overdue desc, active desc, name`);
  return rows.map((row) => ({
    ...row,
    active: Number(row.active),
    dueThisWeek: Number(row.dueThisWeek),
    overdue: Number(row.overdue),
  }));
}
