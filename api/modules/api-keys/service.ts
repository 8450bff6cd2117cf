import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apiKeys, users } from '../../db/schema.ts';
import { sha256Hex } from '../../lib/sha256.ts';
import type { SessionUser } from '../../core/caller.ts';

export const API_KEY_PREFIX = 'lk_live_';
/** last_used_at is written at most this often, so a busy key's reads stay reads. */
const TOUCH_EVERY_MS = 60_000;

/** A new secret (256 bits, base64url), what to store of it and what to show of it. */
export function newApiKeySecret(): { secret: string; tokenHash: string; prefix: string } {
  const secret = `${API_KEY_PREFIX}${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')}`;
  return { secret, tokenHash: sha256Hex(secret), prefix: secret.slice(0, API_KEY_PREFIX.length + 4) };
}

/**
 * Resolves a Bearer token to the caller it stands for: the admin who made the key, with
 * the key's scopes. Unknown, revoked and expired keys, and keys whose maker is no longer
 * an admin, resolve to null (401).
 */
export function createApiKeyStore(db: Database) {
  return {
    async resolve(token: string, ipAddress: string | null, now = new Date()): Promise<SessionUser | null> {
      if (!token.startsWith(API_KEY_PREFIX) || token.length > 100) return null;
      const [row] = await db
        .select({
          keyId: apiKeys.id,
          name: apiKeys.name,
          scopes: apiKeys.scopes,
          lastUsedAt: apiKeys.lastUsedAt,
          id: users.id,
          username: users.username,
          role: users.role,
          isStaff: users.isStaff,
        })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.createdBy))
        .where(
          and(
            eq(apiKeys.tokenHash, sha256Hex(token)),
            isNull(apiKeys.revokedAt),
            or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
          ),
        );
      if (row?.role !== 'admin') return null;
      if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
        await db.update(apiKeys).set({ lastUsedAt: now, lastUsedIp: ipAddress }).where(eq(apiKeys.id, row.keyId));
      }
      return {
        sessionId: '',
        id: row.id,
        username: row.username,
        role: row.role,
        isStaff: row.isStaff,
        apiKey: { id: row.keyId, name: row.name, scopes: row.scopes },
      };
    },
  };
}
export type ApiKeyStore = ReturnType<typeof createApiKeyStore>;
