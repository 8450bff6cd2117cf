/**
 * Two-factor sign-in (decision 029): enrolment (a secret shown once as a QR
 * code and as text, on only after a correct code), ten single-use recovery codes
 * (under a keyed hash, recovery-codes.ts), turning it off (password and a code), and the second step of a sign-in.
 * A code is never accepted twice: the accepted 30-second step is stored and a code of
 * that step or an earlier one is refused.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { loginChallenges, recoveryCodes, twoFactor, users } from '../../db/schema.ts';
import { logActivity } from '../../lib/activity-log.ts';
import { conflict, HttpProblem, invalid } from '../../lib/problem.ts';
import { sha256Hex } from '../../lib/sha256.ts';
import type { Role } from '../../../domain/enums.ts';
import { verifyPassword } from '../accounts/public.ts';
import { createRecoveryCodeHasher } from './recovery-codes.ts';
import { createTwoFactorRequirement } from './requirement.ts';
import { createSecretBox } from './secret-box.ts';
import { keyUri, matchingStep, newSecret } from './totp.ts';
import type { RequestMeta } from '../../core/caller.ts';

export const RECOVERY_CODE_COUNT = 10;
export const CHALLENGE_MS = 5 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;

export const TWO_FACTOR_MESSAGES = {
  wrongCode: 'That code is not right. Check the time on your phone and try again.',
  tooManyAttempts: 'Too many wrong codes. Please sign in again.',
  expired: 'Your sign-in has expired. Please sign in again.',
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  notEnrolling: 'Start setting up two-factor authentication first.',
  alreadyOn: 'Two-factor authentication is already on.',
  notOn: 'Two-factor authentication is not on.',
  password: 'Current password is incorrect',
  requiredForRole: 'Two-factor authentication is required for your role, so it cannot be turned off.',
} as const;

/** xxxxx-xxxxx from an alphabet without look-alikes (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
function recoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** A challenge used up by another request while this one's code was checked. */
class ChallengeGone extends Error {}

export function createTwoFactorService(ctx: AppContext) {
  const { db } = ctx;
  const box = createSecretBox(ctx.config.totpKey, ctx.appSecret);
  const codeHasher = createRecoveryCodeHasher(ctx.config.totpKey, ctx.appSecret);
  const issuer = ctx.config.firmDetails.name;

  async function row(userId: string) {
    const [found] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
    return found;
  }

  /** Accepts a code of this user's once: the step moves forward in the same statement that checks it. */
  async function acceptCode(tx: DbOrTx, userId: string, sealed: string, code: string, now: number): Promise<boolean> {
    const step = matchingStep(box.open(sealed), code, now);
    if (step === null) return false;
    const moved = await tx
      .update(twoFactor)
      .set({ lastStep: step })
      .where(and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastStep), lt(twoFactor.lastStep, step))))
      .returning({ userId: twoFactor.userId });
    return moved.length > 0;
  }

  async function spendRecoveryCode(tx: DbOrTx, userId: string, code: string, now: number): Promise<boolean> {
    const used = await tx
      .update(recoveryCodes)
      .set({ usedAt: new Date(now) })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          inArray(recoveryCodes.codeHash, codeHasher.candidates(userId, code)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return used.length > 0;
  }

  async function newRecoveryCodes(tx: DbOrTx, userId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: codeHasher.hash(userId, code) })));
    return codes;
  }

  /** A code, or a recovery code (used up), for a user with two-factor on. */
  async function verifySecondFactor(
    tx: DbOrTx,
    userId: string,
    input: { code?: string | null; recoveryCode?: string | null },
    now: number,
  ): Promise<'code' | 'recovery code' | null> {
    const [found] = await tx.select().from(twoFactor).where(eq(twoFactor.userId, userId));
    if (!found?.enabledAt) return null;
    if (input.code && (await acceptCode(tx, userId, found.secret, input.code, now))) return 'code';
    if (input.recoveryCode && (await spendRecoveryCode(tx, userId, input.recoveryCode, now))) return 'recovery code';
    return null;
  }

  const { requiredFor, enabledFor } = createTwoFactorRequirement(db);

  return {
    verifySecondFactor,
    requiredFor,
    enabledFor,

    async status(userId: string, role: Role) {
      const found = await row(userId);
      const [left] = await db
        .select({ count: sql<number>`count(*)` })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return {
        enabled: Boolean(found?.enabledAt),
        enabledAt: found?.enabledAt?.toISOString() ?? null,
        recoveryCodesLeft: found?.enabledAt ? Number(left?.count ?? 0) : 0,
        required: await requiredFor(role),
      };
    },

    /** A new secret (replacing one not yet confirmed): its key as text, its otpauth address and a QR code (SVG). */
    async setup(userId: string) {
      const found = await row(userId);
      if (found?.enabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
      const [user] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
      const secret = newSecret();
      await db
        .insert(twoFactor)
        .values({ userId, secret: box.seal(secret), enabledAt: null, lastStep: null })
        .onConflictDoUpdate({ target: twoFactor.userId, set: { secret: box.seal(secret), lastStep: null } });
      const uri = keyUri(secret, user?.username ?? userId, issuer);
      const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { secret, uri, qrSvg };
    },

    /** On once a correct code proves the app has the secret; answers the recovery codes, shown once. */
    async enable(userId: string, code: string, meta: RequestMeta, now = Date.now()) {
      const found = await row(userId);
      if (!found) throw conflict(TWO_FACTOR_MESSAGES.notEnrolling);
      if (found.enabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
      return db.transaction(async (tx) => {
        if (!(await acceptCode(tx, userId, found.secret, code, now)))
          throw invalid(TWO_FACTOR_MESSAGES.wrongCode, { code: TWO_FACTOR_MESSAGES.wrongCode });
        await tx
          .update(twoFactor)
          .set({ enabledAt: new Date(now) })
          .where(eq(twoFactor.userId, userId));
        const codes = await newRecoveryCodes(tx, userId);
        await logActivity(tx, { userId, action: 'two_factor_enabled', ...meta });
        return { recoveryCodes: codes };
      });
    },

    /**
     * On with a key the operator already holds (`user:create --totp-secret`): for the first
     * admin set up from a terminal, who loads the same key into their app. Answers the
     * recovery codes, shown once.
     */
    async enableWithKey(userId: string, secret: string): Promise<{ recoveryCodes: string[] }> {
      if (!/^[A-Z2-7]{32}$/.test(secret)) throw invalid('The key must be 32 base32 characters (A-Z, 2-7): 160 bits.');
      return db.transaction(async (tx) => {
        const sealed = box.seal(secret);
        await tx
          .insert(twoFactor)
          .values({ userId, secret: sealed, enabledAt: new Date(), lastStep: null })
          .onConflictDoUpdate({
            target: twoFactor.userId,
            set: { secret: sealed, enabledAt: new Date(), lastStep: null },
          });
        const codes = await newRecoveryCodes(tx, userId);
        await logActivity(tx, { userId, action: 'two_factor_enabled', details: { by: 'command line' } });
        return { recoveryCodes: codes };
      });
    },

    /** New recovery codes (the old ones stop working), after a current code. */
    async regenerate(userId: string, code: string, meta: RequestMeta, now = Date.now()) {
      const found = await row(userId);
      if (!found?.enabledAt) throw conflict(TWO_FACTOR_MESSAGES.notOn);
      return db.transaction(async (tx) => {
        if (!(await acceptCode(tx, userId, found.secret, code, now)))
          throw invalid(TWO_FACTOR_MESSAGES.wrongCode, { code: TWO_FACTOR_MESSAGES.wrongCode });
        const codes = await newRecoveryCodes(tx, userId);
        await logActivity(tx, { userId, action: 'two_factor_recovery_codes_replaced', ...meta });
        return { recoveryCodes: codes };
      });
    },

    /** Off, with the password and a code (or a recovery code). */
    async disable(
      userId: string,
      role: Role,
      input: { password: string; code?: string | null; recoveryCode?: string | null },
      meta: RequestMeta,
      now = Date.now(),
    ) {
      await ctx.rateLimiter.hit(`two-factor-off:${userId}`, { limit: 10, windowMs: 15 * 60_000 });
      const found = await row(userId);
      if (!found?.enabledAt) throw conflict(TWO_FACTOR_MESSAGES.notOn);
      if (await requiredFor(role)) throw conflict(TWO_FACTOR_MESSAGES.requiredForRole);
      const [user] = await db.select({ password: users.password }).from(users).where(eq(users.id, userId));
      if (!user || !(await verifyPassword(user.password, input.password)))
        throw invalid(TWO_FACTOR_MESSAGES.password, { password: TWO_FACTOR_MESSAGES.password });
      await db.transaction(async (tx) => {
        if (!(await verifySecondFactor(tx, userId, input, now)))
          throw invalid(TWO_FACTOR_MESSAGES.wrongCode, { code: TWO_FACTOR_MESSAGES.wrongCode });
        await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await logActivity(tx, { userId, action: 'two_factor_disabled', ...meta });
      });
    },

    /** After the right password: a challenge the second step answers within 5 minutes. Answers its token. */
    async startChallenge(userId: string, now = Date.now()): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now + CHALLENGE_MS);
      // One waiting sign-in per user: a new password step replaces the old one.
      await db.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
      await db.insert(loginChallenges).values({ tokenHash: sha256Hex(token), userId, expiresAt });
      return { token, expiresAt };
    },

    /** Whose sign-in a challenge token is waiting for (unexpired), for the per-account limit. */
    async pendingUser(token: string | undefined, now = Date.now()): Promise<string | null> {
      if (!token) return null;
      const [challenge] = await db
        .select({ userId: loginChallenges.userId, expiresAt: loginChallenges.expiresAt })
        .from(loginChallenges)
        .where(eq(loginChallenges.tokenHash, sha256Hex(token)));
      return challenge && challenge.expiresAt.getTime() > now ? challenge.userId : null;
    },

    /**
     * The second step: the challenge's user, once their code (or a recovery code) is right.
     * Each try takes one of the challenge's 5 in the statement that checks there is one
     * left, before the code is checked, so codes sent at once are never judged more than
     * 5 times; the fifth wrong one ends the challenge. A right code uses the challenge up
     * in the transaction that accepts it, so it opens one session however often it is
     * sent. Throws 401 with what to do.
     */
    async completeChallenge(
      token: string | undefined,
      input: { code?: string | null; recoveryCode?: string | null },
      meta: RequestMeta,
      now = Date.now(),
    ): Promise<{ userId: string; method: 'code' | 'recovery code' }> {
      if (!token) throw new HttpProblem(401, TWO_FACTOR_MESSAGES.expired);
      const tokenHash = sha256Hex(token);
      const [challenge] = await db
        .update(loginChallenges)
        .set({ attempts: sql`${loginChallenges.attempts} + 1` })
        .where(
          and(
            eq(loginChallenges.tokenHash, tokenHash),
            lt(loginChallenges.attempts, MAX_CODE_ATTEMPTS),
            gt(loginChallenges.expiresAt, new Date(now)),
          ),
        )
        .returning({ id: loginChallenges.id, userId: loginChallenges.userId, attempts: loginChallenges.attempts });
      if (!challenge) {
        // Nothing is judged. One whose tries are all taken is left to the try still in
        // flight (which ends it, or opens it with the right code); an expired one is cleared.
        const [left] = await db
          .select({ id: loginChallenges.id, expiresAt: loginChallenges.expiresAt })
          .from(loginChallenges)
          .where(eq(loginChallenges.tokenHash, tokenHash));
        if (left && left.expiresAt.getTime() > now) throw new HttpProblem(401, TWO_FACTOR_MESSAGES.tooManyAttempts);
        if (left) await db.delete(loginChallenges).where(eq(loginChallenges.id, left.id));
        throw new HttpProblem(401, TWO_FACTOR_MESSAGES.expired);
      }
      const method = await db
        .transaction(async (tx) => {
          const accepted = await verifySecondFactor(tx, challenge.userId, input, now);
          if (!accepted) return null;
          const [used] = await tx
            .delete(loginChallenges)
            .where(eq(loginChallenges.id, challenge.id))
            .returning({ id: loginChallenges.id });
          // Another request used it up first: roll back, so this code (a recovery code) stays unused.
          if (!used) throw new ChallengeGone();
          return accepted;
        })
        .catch((error: unknown) => {
          if (error instanceof ChallengeGone) throw new HttpProblem(401, TWO_FACTOR_MESSAGES.expired);
          throw error;
        });
      if (method) return { userId: challenge.userId, method };
      await logActivity(db, {
        userId: challenge.userId,
        action: 'login_failed',
        details: { reason: 'wrong two-factor code' },
        ...meta,
      });
      if (challenge.attempts >= MAX_CODE_ATTEMPTS) {
        await db.delete(loginChallenges).where(eq(loginChallenges.id, challenge.id));
        throw new HttpProblem(401, TWO_FACTOR_MESSAGES.tooManyAttempts);
      }
      throw new HttpProblem(401, TWO_FACTOR_MESSAGES.wrongCode);
    },

    /** An admin takes another user's two-factor off (a lost phone and no recovery codes); logged. */
    async reset(actorId: string, userId: string, meta: RequestMeta) {
      await db.transaction(async (tx) => {
        const gone = await tx.delete(twoFactor).where(eq(twoFactor.userId, userId)).returning();
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        if (!gone.length) throw conflict(TWO_FACTOR_MESSAGES.notOn);
        await logActivity(tx, { userId: actorId, action: 'two_factor_reset', details: { userId }, ...meta });
      });
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
