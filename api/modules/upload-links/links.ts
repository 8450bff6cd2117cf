import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploadLinks } from '../../db/schema.ts';
import { linkToken, linkTokenHash, UPLOAD_LINK_LIFETIME_MS, uploadPagePath } from './token.ts';

const l = uploadLinks;

/**
 * Makes the request's link in force unless it has one; an expired one is ended first.
 * Runs inside the caller's transaction (the request's creation, or 'Copy upload link').
 */
export async function openLinkFor(
  tx: Pick<Database, 'select' | 'insert' | 'update'>,
  appSecret: string,
  requestId: string,
  createdBy: string | null,
  now = new Date(),
) {
  await tx
    .update(l)
    .set({ revokedAt: now })
    .where(and(eq(l.requestId, requestId), isNull(l.revokedAt), lte(l.expiresAt, now)));
  const id = crypto.randomUUID();
  await tx
    .insert(l)
    .values({
      id,
      requestId,
      tokenHash: linkTokenHash(linkToken(appSecret, id)),
      createdBy,
      createdAt: now,
      expiresAt: new Date(now.getTime() + UPLOAD_LINK_LIFETIME_MS),
    })
    .onConflictDoNothing();
  const [link] = await tx
    .select({ id: l.id, expiresAt: l.expiresAt })
    .from(l)
    .where(and(eq(l.requestId, requestId), isNull(l.revokedAt)));
  if (!link) throw new Error('The upload link could not be made.');
  return link;
}

/** The address of the link in force for a request, or null (revoked, expired, none). */
export async function activeLinkUrl(
  db: Pick<Database, 'select'>,
  appSecret: string,
  publicUrl: string,
  requestId: string,
  now = new Date(),
): Promise<string | null> {
  const [link] = await db
    .select({ id: l.id, expiresAt: l.expiresAt })
    .from(l)
    .where(and(eq(l.requestId, requestId), isNull(l.revokedAt)));
  if (!link || link.expiresAt <= now) return null;
  return `${publicUrl}${uploadPagePath(linkToken(appSecret, link.id))}`;
}
