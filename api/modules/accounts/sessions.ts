import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import { sha256Hex } from '../../lib/sha256.ts';
import type { SessionUser } from '../../core/caller.ts';

/** A session ends after a week without use, and a month after sign-in whatever happens. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export const SESSION_COOKIE = 'sid';
/** On https the browser enforces what the __Host- prefix promises: Secure, Path=/, no Domain, so no subdomain can plant or read it. */
export const SECURE_SESSION_COOKIE = '__Host-sid';
export const sessionCookieName = (publicUrl: string) =>
  publicUrl.startsWith('https:') ? SECURE_SESSION_COOKIE : SESSION_COOKIE;

/** 256 random bits, base64url; only its SHA-256 is stored. */
export function newSessionToken(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
}

export function hashToken(token: string): string {
  return sha256Hex(token);
}

export function createSessionStore(db: Database, cookieName = SESSION_COOKIE) {
  // The hot path of every signed-in call: one prepared join, by the token hash's unique index.
  const lookup = db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      id: users.id,
      username: users.username,
      role: users.role,
      isStaff: users.isStaff,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare();

  return {
    /** The cookie that carries the token: `sid`, or `__Host-sid` when PUBLIC_URL is https. */
    cookieName,

    /** The token in a request's cookies, if any. */
    tokenFrom(cookie: Record<string, { value?: unknown } | undefined>): string | undefined {
      const value = cookie[cookieName]?.value;
      return typeof value === 'string' ? value : undefined;
    },

    async create(
      userId: string,
      meta: { ipAddress?: string | null; userAgent?: string | null },
    ): Promise<{ token: string; expiresAt: Date }> {
      const token = newSessionToken();
      const now = Date.now();
      const expiresAt = new Date(now + SESSION_ABSOLUTE_MS);
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        userId,
        lastSeenAt: new Date(now),
        expiresAt,
        ipAddress: meta.ipAddress ?? null,
        userAgent: meta.userAgent?.slice(0, 500) ?? null,
      });
      return { token, expiresAt };
    },

    /** The signed-in user for a cookie token, or null when it is unknown, idle too long or expired. */
    async resolve(token: string | undefined): Promise<SessionUser | null> {
      if (!token || token.length > 100) return null;
      const [row] = await lookup.all({ tokenHash: hashToken(token) });
      if (!row) return null;
      const now = Date.now();
      if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + SESSION_IDLE_MS <= now) {
        await db.delete(sessions).where(eq(sessions.id, row.sessionId));
        return null;
      }
      if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(sessions.id, row.sessionId));
      }
      return { sessionId: row.sessionId, id: row.id, username: row.username, role: row.role, isStaff: row.isStaff };
    },

    async revoke(sessionId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    /** Ends every other session of the user (after a password or e-mail change). */
    async revokeOthers(userId: string, keepSessionId: string): Promise<void> {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
