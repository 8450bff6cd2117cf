/**
 * An address that has not proven itself: a user holds it and has not used
 * their verification link yet. Only account e-mails go to it; the rest (reminders,
 * messages, letters) are recorded as skipped with HELD_UNVERIFIED, never sent.
 * An address no user holds (the firm's own, an accountant's from the firm details)
 * is not held.
 */
import { sql } from 'drizzle-orm';
import { ACCOUNT_KINDS, type EmailKind } from '../../../domain/email/kinds.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export const HELD_UNVERIFIED = 'Held: the address has not been confirmed yet';

export async function heldForUnprovenAddress(
  db: Pick<Database, 'select'>,
  recipient: string,
  kind: EmailKind,
): Promise<boolean> {
  if (ACCOUNT_KINDS.includes(kind)) return false;
  const [holder] = await db
    .select({ verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${recipient})`);
  return holder !== undefined && holder.verifiedAt === null;
}
