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
