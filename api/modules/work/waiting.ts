/**
 * Whether the firm is waiting on the client: they have a document request still open or an
 * engagement letter sent and not yet signed. The board shows it as a chip; the portal lists
 * the same items as what the client must do now.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

export const waitingOnClientSql = (clientId: SQLiteColumn | SQL) =>
  sql<boolean>`(exists (select 1 from document_requests r where r.client_id = ${clientId} and r.status in ('pending', 'overdue'))
    or exists (select 1 from engagement_letters l where l.client_id = ${clientId} and l.status = 'sent'))`.mapWith(
    (value: number) => value === 1,
  );

// Qualified by hand: in a query of the jobs table alone drizzle writes its columns bare, and a
// bare "client_id" or "id" inside these subqueries would name the subquery's own column.
const JOB_ID = sql.raw('"jobs"."id"');
const JOB_STAGE = sql.raw('"jobs"."stage_id"');
const JOB_CLIENT = sql.raw('"jobs"."client_id"');

/**
 * Per job once its stages link client items (stage automations): the items of the job's
 * current stage not yet done. A job with no linked items falls back to the client's open
 * items above, as before automations. For queries of the jobs table.
 */
export const jobWaitingOnClientSql = () =>
  sql<boolean>`(case when exists (select 1 from job_items i where i.job_id = ${JOB_ID})
    then exists (select 1 from job_items i where i.job_id = ${JOB_ID} and i.stage_id = ${JOB_STAGE} and i.done_at is null)
    else ${waitingOnClientSql(JOB_CLIENT)} end)`.mapWith((value: number) => value === 1);

/** What the job's current stage waits on: the kinds of its linked items not yet done (document_request, engagement_letter, payment). */
export const jobWaitingOnSql = () =>
  sql<
    string[]
  >`(select json_group_array(i.kind) from job_items i where i.job_id = ${JOB_ID} and i.stage_id = ${JOB_STAGE} and i.done_at is null)`.mapWith(
    (value: string) => JSON.parse(value) as string[],
  );
