/**
 * Who may see what in the backoffice. Managers and admins see every client;
 * an accountant sees only the clients with an active client_assignment to them.
 * Definitions build their scopes from these pieces, and the documents and
 * billing resources reuse `assignedClientsOnly` for their client column.
 */
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { STAFF_ROLES, type Role } from '../../../domain/enums.ts';
import { MANAGER_ROLES, seesEveryClient as roleSeesEveryClient } from '../../../domain/roles.ts';
import type { Database } from '../../db/client.ts';
import { clientAssignments, users } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/problem.ts';
import type { SessionUser } from '../caller.ts';

export const STAFF: readonly Role[] = STAFF_ROLES;
export const MANAGERS: readonly Role[] = MANAGER_ROLES;
export const ADMINS: readonly Role[] = ['admin'];

export const seesEveryClient = (actor: SessionUser) => roleSeesEveryClient(actor.role);

/** The ids of the clients actively assigned to an accountant, as a subquery (one indexed lookup, no round trip). */
export function assignedClientIds(db: Database, accountantId: string) {
  return db
    .select({ id: clientAssignments.clientId })
    .from(clientAssignments)
    .where(and(eq(clientAssignments.accountantId, accountantId), eq(clientAssignments.isActive, true)));
}

/** A scope for rows that belong to a client: all of them for managers and admins, the assigned ones for accountants. */
export const assignedClientsOnly =
  (clientColumn: SQLiteColumn) =>
  (actor: SessionUser, db: Database): SQL | undefined =>
    seesEveryClient(actor) ? undefined : inArray(clientColumn, assignedClientIds(db, actor.id));

/** Users an accountant may see: their clients and themselves. */
export const visibleUsers = (actor: SessionUser, db: Database): SQL | undefined =>
  seesEveryClient(actor) ? undefined : or(eq(users.id, actor.id), inArray(users.id, assignedClientIds(db, actor.id)));

/**
 * Checks that a write may point at this client: it must be a client the actor
 * sees. Anything else, existing or not, is the same 404, so nothing is revealed.
 */
export async function assertClientVisible(db: Database, actor: SessionUser, clientId: string): Promise<void> {
  const [client] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, clientId), eq(users.role, 'client'), assignedClientsOnly(users.id)(actor, db)))
    .limit(1);
  if (!client) throw notFound('No such client.');
}

/** Accountants change only what they wrote; managers and admins anything they see. */
export function assertAuthorOrManager(actor: SessionUser, authorId: unknown, what: string): void {
  if (!seesEveryClient(actor) && authorId !== actor.id) throw forbidden(`You can only change ${what} you wrote.`);
}
