/**
 * Invitations: staff open an account without a password; the person gets
 * 'Set up your account', chooses their password through the link and is signed in.
 * Until then the account is 'Invited' (`invited_at` set) and its password is the hash of
 * random bytes nobody ever saw, so nobody can sign in to it.
 */
import { queueLinkEmail } from './account-tokens.ts';
import { and, eq } from 'drizzle-orm';
import { STAFF_ROLES, type Role } from '../../../domain/enums.ts';
import type { AppContext } from '../../context.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { logActivity } from '../../lib/activity-log.ts';
import { conflict, notFound } from '../../lib/problem.ts';
import { invitationEmail } from './account-emails.ts';
import { assertAvailable, type NewUser } from './create-user.ts';
import { hashPassword } from './password.ts';
import { setPasswordByLink } from './password-by-link.ts';
import { visibleUsers } from '../../core/access/visibility.ts';
import type { SessionUser, RequestMeta } from '../../core/caller.ts';

type UserRow = typeof users.$inferSelect;

export const ALREADY_ACTIVE = 'This person has already set up their account';

/** The row of an invited user: a free username and address, no usable password, 'Invited'. */
export async function invitedUserRow(
  db: Database,
  input: Omit<NewUser, 'password'>,
): Promise<typeof users.$inferInsert> {
  await assertAvailable(db, input);
  const role: Role = input.role ?? 'client';
  // Nobody knows this password: the person chooses theirs through the invitation.
  const password = await hashPassword(Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url'));
  return {
    ...input,
    password,
    role,
    isStaff: (STAFF_ROLES as readonly string[]).includes(role),
    invitedAt: new Date(),
  };
}

export function createInvitationService(ctx: AppContext) {
  const { db, config } = ctx;
  const base = config.publicUrl.replace(/\/$/, '');

  /** Queues 'Set up your account' with a new link (older ones stop working), in the caller's transaction. */
  async function queueInvitation(
    tx: DbOrTx,
    user: Pick<UserRow, 'id' | 'email' | 'username' | 'firstName' | 'lastName' | 'role'>,
  ) {
    const now = new Date();
    await queueLinkEmail(
      ctx.mailer,
      base,
      tx,
      { userId: user.id, purpose: 'invite', path: '/auth/invite', now },
      {
        recipient: user.email,
        clientId: user.role === 'client' ? user.id : null,
        kind: 'invitation',
        content: (url, expiresAt) => invitationEmail(user, config.firmDetails.name, url, expiresAt),
      },
    );
  }

  return {
    queueInvitation,

    /** Staff's 'Resend invitation', for a user they see who has not set up their account yet. */
    async resend(actor: SessionUser, userId: string, meta: RequestMeta): Promise<string> {
      const visible = visibleUsers(actor, db);
      const [user] = await db
        .select()
        .from(users)
        .where(visible ? and(eq(users.id, userId), visible) : eq(users.id, userId));
      if (!user) throw notFound('User not found.');
      if (!user.invitedAt) throw conflict(ALREADY_ACTIVE);
      await db.transaction(async (tx) => {
        await queueInvitation(tx, user);
        await logActivity(tx, {
          userId: actor.id,
          action: 'invitation_resent',
          details: { userId: user.id, username: user.username },
          ...meta,
        });
      });
      return user.email;
    },

    /** The invitation's page: the chosen password; the account becomes 'Active', its address proven. */
    async accept(token: string, newPassword: string, meta: RequestMeta, now = new Date()): Promise<string> {
      await ctx.rateLimiter.hit(`invitation-accept:ip:${meta.ipAddress}`, { limit: 30, windowMs: 15 * 60_000 });
      return setPasswordByLink(db, { token, purpose: 'invite', now }, newPassword, async (tx, user) => {
        await logActivity(tx, { userId: user.id, action: 'invitation_accepted', ...meta });
        return user.id;
      });
    },
  };
}
