import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminNotifications, clientAssignments, users } from '../../db/schema.ts';
import { MANAGERS } from '../../core/access/visibility.ts';

/**
 * Tells the staff who may see a client about something the client did (an
 * upload, a signed letter): the accountants actively assigned, every manager
 * and admin, one row each so each marks their own read. Never a broadcast:
 * that would reach accountants the client is hidden from.
 */
export async function notifyClientStaff(
  tx: Pick<Database, 'select' | 'insert'>,
  clientId: string,
  note: { title: string; message: string; type: string; relatedId: string },
  relatedTo = 'documents',
  /** 'assigned': the client's accountants only (managers and admins when none is assigned). */
  audience: 'everyone' | 'assigned' = 'everyone',
) {
  const assigned = inArray(
    users.id,
    tx
      .select({ id: clientAssignments.accountantId })
      .from(clientAssignments)
      .where(and(eq(clientAssignments.clientId, clientId), eq(clientAssignments.isActive, true))),
  );
  const managers = inArray(users.role, [...MANAGERS]);
  let recipients = await tx
    .select({ id: users.id })
    .from(users)
    .where(audience === 'assigned' ? assigned : or(managers, assigned));
  if (!recipients.length && audience === 'assigned')
    recipients = await tx.select({ id: users.id }).from(users).where(managers);
  if (!recipients.length) return;
  await tx.insert(adminNotifications).values(recipients.map(({ id }) => ({ ...note, userId: id, relatedTo })));
}
