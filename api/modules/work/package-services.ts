/**
 * Whether a client's active package includes a work-board service, as SQL the job-making
 * statements share: the calendar's jobs (from-calendar.ts) and the recurring ones
 * (recurring.ts) follow the same rule, read from the package's `work_services` (admins
 * change it on the package).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

export const activePackageIncludes = (clientId: SQLiteColumn | SQL, service: SQLiteColumn | SQL | string): SQL => sql`
  exists (
    select 1 from subscriptions s join services sv on sv.id = s.service_id
    join json_each(sv.work_services) o on o.value = ${service}
    where s.user_id = ${clientId} and s.status = 'active')`;
