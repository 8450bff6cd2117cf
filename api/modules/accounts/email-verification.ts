/**
 * Proven addresses. Registration sends a verification link; until it is used
 * only account e-mails go to the address (api/modules/email/unproven-address.ts). An
 * e-mail change in Settings takes effect only when the new address uses its link; the
 * old address is told at once, with the time and a way to report it.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { logActivity } from '../../lib/activity-log.ts';
import { badRequest, conflict, invalid, notFound } from '../../lib/problem.ts';
import { ACCOUNT_MESSAGES as M } from '../../../domain/profile.ts';
import { emailChangeConfirmEmail, emailChangeNoticeEmail, verifyEmail } from './account-emails.ts';
import { endTokens, findOpenToken, LINK_NOT_VALID, queueLinkEmail, useToken } from './account-tokens.ts';
import { assertAvailable } from './create-user.ts';
import { verifyPassword } from './password.ts';
import type { RequestMeta } from '../../core/caller.ts';

type UserRow = typeof users.$inferSelect;

export const VERIFY_LIMITS = {
  /** Resent verification links per user. */
  resendPerUser: { limit: 5, windowMs: 60 * 60_000 },
  /** Links used per client address (256-bit tokens cannot be guessed; this stops floods). */
  confirmsPerIp: { limit: 30, windowMs: 15 * 60_000 },
} as const;

export const ALREADY_VERIFIED = 'Your e-mail address is already confirmed';

export function createEmailVerificationService(ctx: AppContext) {
  const { db, rateLimiter, config } = ctx;
  const base = config.publicUrl.replace(/\/$/, '');

  /** Queues a verification link for the user's current address, in the caller's transaction. */
  async function queueVerification(tx: DbOrTx, user: UserRow, now = new Date()) {
    await queueLinkEmail(
      ctx.mailer,
      base,
      tx,
      { userId: user.id, purpose: 'verify', path: '/auth/verify', now },
      {
        recipient: user.email,
        clientId: user.id,
        kind: 'email_verify',
        content: (url, expiresAt) => verifyEmail(user, url, expiresAt),
      },
    );
  }

  return {
    queueVerification,

    /** The banner's Resend: a new link (the old one stops working). */
    async resend(userId: string, meta: RequestMeta): Promise<string> {
      await rateLimiter.hit(`email-verify-resend:${userId}`, VERIFY_LIMITS.resendPerUser);
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw notFound('User not found.');
      if (user.emailVerifiedAt) throw conflict(ALREADY_VERIFIED);
      await db.transaction(async (tx) => {
        await queueVerification(tx, user);
        await logActivity(tx, { userId, action: 'email_verification_sent', ...meta });
      });
      return user.email;
    },

    /**
     * Settings' 'Change Email': the password, a free address; nothing changes yet. The new
     * address gets a link, the old one a notice.
     */
    async requestChange(userId: string, newEmail: string, password: string, meta: RequestMeta, now = new Date()) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw notFound('User not found.');
      if (!(await verifyPassword(user.password, password))) {
        throw invalid(M.passwordIncorrect, { password: M.passwordIncorrect });
      }
      if (newEmail.toLowerCase() === user.email.toLowerCase()) {
        throw invalid('That is already your e-mail address', { newEmail: 'That is already your e-mail address' });
      }
      await assertAvailable(db, { email: newEmail }, user.id);
      await db.transaction(async (tx) => {
        const issued = await queueLinkEmail(
          ctx.mailer,
          base,
          tx,
          { userId: user.id, purpose: 'email_change', path: '/auth/verify', newEmail, now },
          {
            recipient: newEmail,
            clientId: user.id,
            kind: 'email_change_confirm',
            content: (url, expiresAt) => emailChangeConfirmEmail(user, newEmail, url, expiresAt),
          },
        );
        await ctx.mailer.queue(
          tx,
          {
            recipient: user.email,
            clientId: user.id,
            kind: 'email_change_notice',
            content: emailChangeNoticeEmail(user, newEmail, now, `${base}/contact`),
            dedupeKey: `email_change_notice:${issued.id}`,
          },
          now,
        );
        await logActivity(tx, {
          userId,
          action: 'email_change_requested',
          details: { from: user.email, to: newEmail },
          ...meta,
        });
      });
      return newEmail;
    },

    /**
     * A link from either e-mail: a verification proves the current address; an e-mail
     * change's makes its new address the account's, proven. 400 for a dead link, 409 when
     * another account took the new address meanwhile.
     */
    async confirm(token: string, meta: RequestMeta, now = new Date()): Promise<{ email: string; changed: boolean }> {
      await rateLimiter.hit(`email-verify-confirm:ip:${meta.ipAddress}`, VERIFY_LIMITS.confirmsPerIp);
      const purpose = (await findOpenToken(db, token, 'verify', now))
        ? 'verify'
        : (await findOpenToken(db, token, 'email_change', now))
          ? 'email_change'
          : null;
      if (!purpose) throw badRequest(LINK_NOT_VALID);
      const nowMs = now.getTime();
      try {
        return await db.transaction(async (tx) => {
          const used = await useToken(tx, token, purpose, now);
          const [before] = await tx.select().from(users).where(eq(users.id, used.userId));
          if (!before) throw badRequest(LINK_NOT_VALID);
          if (purpose === 'verify') {
            await tx
              .update(users)
              .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${nowMs})` })
              .where(eq(users.id, before.id));
            await logActivity(tx, { userId: before.id, action: 'email_verified', ...meta });
            return { email: before.email, changed: false };
          }
          const newEmail = used.newEmail ?? '';
          const [taken] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(sql`lower(${users.email}) = lower(${newEmail})`, ne(users.id, before.id)));
          if (taken) throw conflict('Another account uses that address now', { email: 'Email already exists' });
          await tx.update(users).set({ email: newEmail, emailVerifiedAt: now }).where(eq(users.id, before.id));
          // A verification link sent to the old address no longer names the account's address.
          await endTokens(tx, before.id, 'verify', now);
          await logActivity(tx, {
            userId: before.id,
            action: 'email_change',
            details: { from: before.email, to: newEmail },
            ...meta,
          });
          return { email: newEmail, changed: true };
        });
      } catch (error) {
        // Two accounts racing for one address: the unique index decides.
        if (String(error).includes('UNIQUE constraint failed')) throw conflict('Another account uses that address now');
        throw error;
      }
    },
  };
}
