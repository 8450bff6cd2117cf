import { createHmac } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { isProfileComplete } from '../../../domain/profile.ts';
import { ACCOUNT_MESSAGES as M } from '../../../domain/profile.ts';
import type { AppContext } from '../../context.ts';
import type { RequestMeta } from '../../core/caller.ts';
import { documents, messageAttachments, messageThreads, subscriptions, users } from '../../db/schema.ts';
import { type ActivityEntry, logActivity } from '../../lib/activity-log.ts';
import { HttpProblem, invalid, notFound } from '../../lib/problem.ts';
import { checkProfileChange } from './profile-update.ts';
import { todayInSouthAfrica } from '../../../domain/format.ts';
import { recomputeClient } from '../compliance/public.ts';
import { createUser } from './create-user.ts';
import { createEmailVerificationService } from './email-verification.ts';
import type { PublicUser, RegisterInput, UpdateProfileInput } from './model.ts';
import { pickUserFields } from './user-columns.ts';
import { hashPassword, timingDummyHash, verifyPassword } from './password.ts';
import { assertPasswordAllowed } from './password-policy.ts';
import { cancelStripeSubscriptions, liveStripeSubscriptionIds } from '../billing/public.ts';
import { retainHeldDocuments } from '../retention/public.ts';

type UserRow = typeof users.$inferSelect;

export function toPublicUser(row: UserRow): PublicUser {
  return {
    ...pickUserFields(row),
    emailVerifiedAt: row.emailVerifiedAt?.toISOString() ?? null,
    lastLogin: row.lastLogin?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * Rate limits of the account calls (SPEC is silent): they stop guessing, not an
 * office of people behind one address (docs/decisions/015-limits-that-stop-guessing.md).
 * Sign-in limits count failed sign-ins only.
 */
export const LIMITS = {
  /** Failed sign-ins from one address, whatever usernames they try. */
  loginFailuresPerIp: { limit: 20, windowMs: FIFTEEN_MINUTES },
  /** Failed sign-ins on one username from one address: that address is locked out of it, its owner elsewhere is not. */
  loginFailuresPerUsernameAndIp: { limit: 10, windowMs: FIFTEEN_MINUTES },
  /** Failed sign-ins on one username from every address together: guessing spread over many addresses. */
  loginFailuresPerUsername: { limit: 25, windowMs: FIFTEEN_MINUTES },
  /** Registrations from one address: a front desk or a shared network signing up clients, not a bot farm. */
  registerPerIpHour: { limit: 50, windowMs: 60 * 60_000 },
  registerPerIpDay: { limit: 200, windowMs: 24 * 60 * 60_000 },
  /** Password and e-mail changes and account deletion, which ask for the password, per signed-in user. */
  credentialChangePerUser: { limit: 10, windowMs: FIFTEEN_MINUTES },
} as const;

export function createAccountsService(ctx: AppContext) {
  const { db, rateLimiter } = ctx;
  const sessions = ctx.sessions;
  const verification = createEmailVerificationService(ctx);

  /**
   * Rate-limit keys name a username by a keyed hash: people type passwords into
   * the username field, and a counter row must not keep one in clear.
   */
  const usernameKey = (username: string) =>
    createHmac('sha256', ctx.appSecret).update(`login:${username.toLowerCase()}`).digest('base64url').slice(0, 22);

  function loginCounters(username: string, ipAddress: string | null) {
    const name = usernameKey(username);
    const thisNameHere = {
      key: `login-failed:user-ip:${name}:${ipAddress}`,
      rule: LIMITS.loginFailuresPerUsernameAndIp,
    };
    return {
      thisNameHere,
      all: [
        { key: `login-failed:ip:${ipAddress}`, rule: LIMITS.loginFailuresPerIp },
        thisNameHere,
        { key: `login-failed:user:${name}`, rule: LIMITS.loginFailuresPerUsername },
      ],
    };
  }

  async function assertPassword(row: UserRow, password: string) {
    if (!(await verifyPassword(row.password, password))) {
      throw invalid(M.passwordIncorrect, { password: M.passwordIncorrect });
    }
  }

  async function findById(id: string): Promise<UserRow> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    if (!row) throw notFound('User not found.');
    return row;
  }

  async function startSession(user: UserRow, meta: RequestMeta) {
    const session = await sessions.create(user.id, meta);
    const lastLogin = new Date();
    const [updated] = await db.update(users).set({ lastLogin }).where(eq(users.id, user.id)).returning();
    return { session, user: updated ?? user };
  }

  const service = {
    findById,

    async register(input: RegisterInput, meta: RequestMeta) {
      // A common password is the visitor's mistake, not an attempt: it is refused before counting.
      await assertPasswordAllowed(input.password);
      // Every registration counts, taken names included; a refused one counts in neither window.
      await rateLimiter.reserve([
        { key: `register:ip:${meta.ipAddress}`, rule: LIMITS.registerPerIpHour },
        { key: `register:ip-day:${meta.ipAddress}`, rule: LIMITS.registerPerIpDay },
      ]);
      const created = await createUser(db, {
        ...input,
        role: 'client',
      });
      const complete = isProfileComplete(created);
      const row = complete
        ? ((await db.update(users).set({ isProfileComplete: true }).where(eq(users.id, created.id)).returning())[0] ??
          created)
        : created;
      // The address proves itself with a link; until then only account e-mails go to it.
      await db.transaction(async (tx) => {
        await verification.queueVerification(tx, row);
        await logActivity(tx, { userId: row.id, action: 'register', details: { username: row.username }, ...meta });
      });
      return startSession(row, meta);
    },

    /**
     * Only failures count: every sign-in takes its attempt from the counters before
     * its password is checked, and a success gives it back. A success also clears its
     * own address's count for its own account, never another address's or another user's.
     *
     * The password step. For a user with two-factor sign-in (`needsSecondStep`), no session
     * yet: the caller starts the code step with the answer's `pending` user.
     */
    async login(
      username: string,
      password: string,
      meta: RequestMeta,
      needsSecondStep: (userId: string) => Promise<boolean> = async () => false,
    ): Promise<Awaited<ReturnType<typeof startSession>> | { pending: UserRow }> {
      const counters = loginCounters(username, meta.ipAddress);
      // Taken before the password is checked, so sign-ins in flight at once each use up one.
      const attempt = await rateLimiter.reserve(counters.all);
      const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
      // Verify against a dummy hash for unknown names, so timing does not tell which usernames exist.
      const ok = await verifyPassword(row?.password ?? (await timingDummyHash()), password);
      if (!row || !ok) {
        // The typed name is kept only when it names an account: otherwise it may be a password typed in the wrong field.
        await logActivity(db, {
          userId: row?.id ?? null,
          action: 'login_failed',
          details: row ? { username: row.username, reason: 'wrong password' } : { reason: 'unknown username' },
          ...meta,
        });
        throw new HttpProblem(401, M.invalidLogin);
      }
      await attempt.release();
      await rateLimiter.reset(counters.thisNameHere.key);
      if (await needsSecondStep(row.id)) {
        await logActivity(db, {
          userId: row.id,
          action: 'login_password_accepted',
          details: { next: 'two-factor code' },
          ...meta,
        });
        return { pending: row };
      }
      const started = await startSession(row, meta);
      await logActivity(db, { userId: row.id, action: 'login', ...meta });
      return started;
    },

    /** The session a completed second step (or an accepted invitation) opens; `details` say how. */
    async openSession(userId: string, meta: RequestMeta, details: Record<string, unknown>) {
      const row = await findById(userId);
      const started = await startSession(row, meta);
      await logActivity(db, { userId, action: 'login', details, ...meta });
      return started;
    },

    async logout(userId: string, sessionId: string, meta: RequestMeta) {
      await sessions.revoke(sessionId);
      await logActivity(db, { userId, action: 'logout', ...meta });
    },

    async updateProfile(userId: string, input: UpdateProfileInput, meta: RequestMeta) {
      const current = await findById(userId);
      const today = todayInSouthAfrica();
      const { isProfileComplete: complete } = checkProfileChange(current, input, today);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ ...input, isProfileComplete: complete })
          .where(eq(users.id, userId))
          .returning();
        if (!row) throw notFound('User not found.');
        await logActivity(tx, { userId, action: 'profile_update', details: { fields: Object.keys(input) }, ...meta });
        // The due dates follow the details at once (a client's own, in the same write).
        await recomputeClient(tx, userId, today);
        return row;
      });
    },

    async changePassword(
      userId: string,
      sessionId: string,
      currentPassword: string,
      newPassword: string,
      meta: RequestMeta,
    ) {
      await rateLimiter.hit(`credentials:${userId}`, LIMITS.credentialChangePerUser);
      const row = await findById(userId);
      if (!(await verifyPassword(row.password, currentPassword))) {
        throw invalid('Current password is incorrect', { currentPassword: 'Current password is incorrect' });
      }
      await assertPasswordAllowed(newPassword, 'newPassword');
      await db
        .update(users)
        .set({ password: await hashPassword(newPassword) })
        .where(eq(users.id, userId));
      // Anyone holding an old session (a lost phone, a shared computer) is signed out; this one stays.
      await sessions.revokeOthers(userId, sessionId);
      await logActivity(db, { userId, action: 'password_change', ...meta });
    },

    /**
     * Settings' e-mail change: checked (password, a free address) and sent for confirmation;
     * the address changes only when the new one uses its link (email-verification.ts).
     * Other sessions end now, as for a password change: the password was just proven here.
     */
    async changeEmail(userId: string, sessionId: string, newEmail: string, password: string, meta: RequestMeta) {
      await rateLimiter.hit(`credentials:${userId}`, LIMITS.credentialChangePerUser);
      const pending = await verification.requestChange(userId, newEmail, password, meta);
      await sessions.revokeOthers(userId, sessionId);
      return pending;
    },

    /**
     * The danger zone's deletion: the user's current password first, so a
     * session left open on a shared computer cannot delete the account.
     */
    async deleteOwnAccount(userId: string, password: string, meta: RequestMeta) {
      await rateLimiter.hit(`credentials:${userId}`, LIMITS.credentialChangePerUser);
      await assertPassword(await findById(userId), password);
      await service.deleteAccount(userId, meta);
    },

    /**
     * Deletes the account as the settings page's danger zone promises: active
     * subscriptions canceled, documents and their files deleted, personal
     * information deleted, every session ended. Payments and activity logs are
     * kept without the link (tax records, kept five years; see
     * docs/decisions/003-account-deletion.md).
     */
    /** `alsoLog`: a further activity row (the backoffice's own record of the delete) committed with the deletion. */
    async deleteAccount(userId: string, meta: RequestMeta, alsoLog?: ActivityEntry) {
      const row = await findById(userId);
      const documentFiles = await db
        .select({ fileUrl: documents.fileUrl })
        .from(documents)
        .where(eq(documents.userId, userId));
      // A client's conversations go with the account (cascade), and their files with them.
      const messageFiles = await db
        .select({ fileUrl: messageAttachments.storageKey })
        .from(messageAttachments)
        .innerJoin(messageThreads, eq(messageThreads.id, messageAttachments.threadId))
        .where(eq(messageThreads.clientId, userId));
      const files = [...documentFiles, ...messageFiles];
      const stripeSubscriptionIds = await liveStripeSubscriptionIds(db, userId);
      const clientName = [row.firstName, row.lastName].filter(Boolean).join(' ') || row.company || row.username;
      const kept = await db.transaction(async (tx) => {
        // What a retention clock holds leaves the account before it is deleted: its file stays (decision 039).
        const retained = await retainHeldDocuments(
          tx,
          userId,
          row.company ? `${clientName} (${row.company})` : clientName,
        );
        // Recorded as canceled first so billing (Stripe) sees the end before the rows cascade away.
        await tx
          .update(subscriptions)
          .set({ status: 'canceled', autoRenew: false, endDate: new Date() })
          .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['active', 'pending'])));
        await logActivity(tx, {
          userId: null,
          action: 'account_deleted',
          details: { deletedUserId: row.id, role: row.role },
          ...meta,
        });
        if (alsoLog) await logActivity(tx, alsoLog);
        // Cascades: sessions, subscriptions, documents, employees, notes, requests, assignments, conversations.
        await tx.delete(users).where(eq(users.id, userId));
        return retained;
      });
      // Stripe stops charging at once (not at period end): the account and its access are gone.
      await cancelStripeSubscriptions(ctx.config, stripeSubscriptionIds);
      // Files go after the rows: a crash in between leaves an orphan file, never a row pointing at nothing.
      const storage = ctx.storage;
      const deletable = files.filter(({ fileUrl }) => !kept.has(fileUrl));
      await Promise.all(deletable.map(({ fileUrl }) => storage.delete(fileUrl).catch((error) => console.error(error))));
    },
  };
  return service;
}
export type AccountsService = ReturnType<typeof createAccountsService>;
