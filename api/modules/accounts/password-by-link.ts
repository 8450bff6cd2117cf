import { eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { type AccountTokenPurpose, users } from '../../db/schema.ts';
import { badRequest } from '../../lib/problem.ts';
import { endPasswordLinks, findOpenToken, LINK_NOT_VALID, useToken } from './account-tokens.ts';
import { hashPassword } from './password.ts';
import { assertPasswordAllowed } from './password-policy.ts';

type UserRow = typeof users.$inferSelect;

/**
 * A password chosen through an e-mailed link (a reset, an invitation). The link is checked
 * first, so a dead link is said at once, not after the person typed twice; then the
 * password rules; the hash is made before the transaction (argon2 must not hold the
 * database). In one transaction: the link is used, the password set, the account
 * 'Active' (an invited person who resets has set up their account too) and its address
 * proven (the link came to it), every other reset or invitation link of the user ended
 * (none may set the password again), then `andThen` adds what the purpose needs.
 */
export async function setPasswordByLink<T>(
  db: Database,
  link: { token: string; purpose: Extract<AccountTokenPurpose, 'reset' | 'invite'>; now: Date },
  newPassword: string,
  andThen: (tx: DbOrTx, user: UserRow, tokenId: string) => Promise<T>,
): Promise<T> {
  const { token, purpose, now } = link;
  if (!(await findOpenToken(db, token, purpose, now))) throw badRequest(LINK_NOT_VALID);
  await assertPasswordAllowed(newPassword, 'newPassword');
  const password = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const used = await useToken(tx, token, purpose, now);
    await endPasswordLinks(tx, used.userId, now);
    const [user] = await tx
      .update(users)
      .set({ password, invitedAt: null, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.getTime()})` })
      .where(eq(users.id, used.userId))
      .returning();
    if (!user) throw badRequest(LINK_NOT_VALID);
    return andThen(tx, user, used.id);
  });
}
