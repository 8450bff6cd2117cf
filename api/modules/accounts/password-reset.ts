/**
 * Forgotten passwords: a link by e-mail, a new password through it.
 *
 * Asking never tells whether an address has an account: the answer is the same 202,
 * with the same body, after the same minimum time, and the same counters are kept
 * for known and unknown addresses. Asking is limited per client address (429) and,
 * silently, per e-mail address: past 3 links an hour the answer stays 202 but
 * nothing more is sent, so nobody can fill a stranger's mailbox.
 *
 * Using the link sets the password, ends every session and pending sign-in of the
 * user and opens none: a user with two-factor sign-in still needs their code.
 */
import { queueLinkEmail } from './account-tokens.ts';
import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { loginChallenges, sessions, users } from '../../db/schema.ts';
import { logActivity } from '../../lib/activity-log.ts';
import { HttpProblem, notFound } from '../../lib/problem.ts';
import { passwordChangedEmail, passwordResetEmail } from './account-emails.ts';
import { setPasswordByLink } from './password-by-link.ts';
import type { RequestMeta } from '../../core/caller.ts';

const HOUR = 60 * 60_000;
export const RESET_LIMITS = {
  /** Requests from one client address, whatever e-mails they name: 429 past it. */
  requestsPerIp: { limit: 30, windowMs: HOUR },
  /** Links sent to one e-mail address: past it requests are still answered 202, but nothing is sent. */
  emailsPerAddress: { limit: 3, windowMs: HOUR },
  /** New passwords through links, per client address (a guessed token is hopeless anyway: 256 bits). */
  confirmsPerIp: { limit: 30, windowMs: 15 * 60_000 },
} as const;

/** Every answer to a request takes at least this long, so a known address (a token and an e-mail written) looks like an unknown one. */
export const RESET_ANSWER_FLOOR_MS = 250;
export const RESET_REQUESTED = 'If an account uses that address, we have sent a link';
export const RESET_DONE = 'Your password was changed. Sign in with your new password.';

export function createPasswordResetService(ctx: AppContext) {
  const { db, rateLimiter, config } = ctx;
  /** Counter keys name an e-mail by a keyed hash: the rate_limits table keeps no addresses. */
  const emailKey = (email: string) =>
    createHmac('sha256', ctx.appSecret).update(`reset:${email.trim().toLowerCase()}`).digest('base64url').slice(0, 22);

  /** Queues the reset e-mail for a user, in one transaction with its token; returns nothing about it. */
  async function sendLink(user: typeof users.$inferSelect, now: Date) {
    await db.transaction(async (tx) => {
      await queueLinkEmail(
        ctx.mailer,
        config.publicUrl,
        tx,
        { userId: user.id, purpose: 'reset', path: '/auth/reset', now },
        {
          recipient: user.email,
          clientId: user.id,
          kind: 'password_reset',
          content: (url, expiresAt) => passwordResetEmail(user, url, expiresAt),
        },
      );
    });
  }

  return {
    /** POST /api/password-reset: the same 202 whatever the address. */
    async request(email: string, meta: RequestMeta): Promise<void> {
      const started = performance.now();
      await rateLimiter.hit(`password-reset:ip:${meta.ipAddress}`, RESET_LIMITS.requestsPerIp);
      try {
        let withinLimit = true;
        try {
          await rateLimiter.hit(`password-reset:email:${emailKey(email)}`, RESET_LIMITS.emailsPerAddress);
        } catch (error) {
          if (!(error instanceof HttpProblem && error.status === 429)) throw error;
          withinLimit = false;
        }
        const [user] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email.trim()})`);
        if (user && withinLimit) await sendLink(user, new Date());
        // Logged without the address when it names no account (it may be a typo of someone else's).
        await logActivity(db, {
          userId: user?.id ?? null,
          action: 'password_reset_requested',
          details: user ? { sent: withinLimit } : { knownAddress: false },
          ...meta,
        });
      } finally {
        const left = RESET_ANSWER_FLOOR_MS - (performance.now() - started);
        if (left > 0) await Bun.sleep(left);
      }
    },

    /** An admin sends a user the link (the backoffice's 'Send a password reset link'); logged as theirs. */
    async sendByAdmin(actorId: string, userId: string, meta: RequestMeta): Promise<string> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw notFound('User not found.');
      await sendLink(user, new Date());
      await logActivity(db, {
        userId: actorId,
        action: 'password_reset_link_sent',
        details: { userId: user.id, username: user.username },
        ...meta,
      });
      return user.email;
    },

    /** POST /api/password-reset/confirm: the new password; every session ends; no session opens. */
    async confirm(token: string, newPassword: string, meta: RequestMeta, now = new Date()): Promise<void> {
      await rateLimiter.hit(`password-reset-confirm:ip:${meta.ipAddress}`, RESET_LIMITS.confirmsPerIp);
      await setPasswordByLink(db, { token, purpose: 'reset', now }, newPassword, async (tx, user, tokenId) => {
        // Whoever held a session or a half-done sign-in with the old password is out.
        await tx.delete(sessions).where(eq(sessions.userId, user.id));
        await tx.delete(loginChallenges).where(eq(loginChallenges.userId, user.id));
        await ctx.mailer.queue(
          tx,
          {
            recipient: user.email,
            clientId: user.id,
            kind: 'password_changed',
            content: passwordChangedEmail(user, now, `${config.publicUrl.replace(/\/$/, '')}/auth`),
            dedupeKey: `password_changed:${tokenId}`,
          },
          now,
        );
        await logActivity(tx, {
          userId: user.id,
          action: 'password_reset',
          details: { via: 'e-mail link', sessionsEnded: true },
          ...meta,
        });
      });
    },
  };
}
