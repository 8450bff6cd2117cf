/**
 * Whether a client's active package includes a work-board service, as SQL the job-making
 * statements share: the calendar's jobs (from-calendar.ts) and the recurring ones
 * (recurring.ts) follow the same rule.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { PACKAGE_WORK } from '../../../domain/work/package-work.ts';

/** [package type, service] for every service a package includes: matched in SQL by json_each. */
const OFFERED = JSON.stringify(Object.entries(PACKAGE_WORK).flatMap(([pkg, work]) => work.map((s) => [pkg, s])));

export const activePackageIncludes = (clientId: SQLiteColumn | SQL, service: SQLiteColumn | SQL | string): SQL => sql`
  exists (
    select 1 from subscriptions s join services sv on sv.id = s.service_id
    join json_each(${OFFERED}) o on o.value ->> 0 = sv.package_type and o.value ->> 1 = ${service}
    where s.user_id = ${clientId} and s.status = 'active')`;
