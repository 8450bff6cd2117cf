/**
 * The one mechanism behind every account link sent by e-mail: a reset,
 * a verification, an invitation, an e-mail change. 256 random bits go into the
 * link; only their SHA-256 is stored, so a copy of the database opens no account.
 * A token has a purpose and an expiry and is used once; issuing or using one ends
 * the user's other open tokens of the same purpose (only the newest link works).
 *
 * The secret is made only when the e-mail is handed to the transport: the
 * outbox row, which staff read and backups copy, holds LINK_HIDDEN where the token
 * goes, and the token row a placeholder hash no link can match until then.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type AccountTokenPurpose, accountTokens } from '../../db/schema.ts';
import { badRequest } from '../../lib/problem.ts';
import type { EmailToQueue, Mailer } from '../email/public.ts';
import { hashToken, newSessionToken } from './sessions.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** How long each kind of link works. */
export const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  reset: 30 * MINUTE,
  verify: 7 * DAY,
  invite: 7 * DAY,
  email_change: 7 * DAY,
};

export const LINK_NOT_VALID = 'This link has expired or was already used';

/** What an outbox row holds in a link instead of its token: staff see that a link was there, not the link. */
export const LINK_HIDDEN = 'link-hidden';
/** Purposes that set a password: using one ends them all, so no older link sets it again. */
const PASSWORD_PURPOSES = ['reset', 'invite'] as const satisfies readonly AccountTokenPurpose[];

type Writer = Pick<Database, 'insert' | 'update'>;
type Reader = Pick<Database, 'select'>;

export interface IssuedToken {
  id: string;
  expiresAt: Date;
}

/** Ends the user's open tokens of a purpose (a newer link replaced them, or one of them was used). */
export async function endTokens(tx: Writer, userId: string, purpose: AccountTokenPurpose, now: Date): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

/**
 * A new token for the user, replacing their open ones of that purpose; call it in the
 * transaction that queues the e-mail. Its secret does not exist yet: `tokenForSending`
 * makes it when the e-mail goes; until then no link matches it.
 */
export async function issueToken(
  tx: Writer,
  userId: string,
  purpose: AccountTokenPurpose,
  options: { now?: Date; newEmail?: string } = {},
): Promise<IssuedToken> {
  const now = options.now ?? new Date();
  await endTokens(tx, userId, purpose, now);
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]);
  const [row] = await tx
    .insert(accountTokens)
    .values({
      // Unique, and never a SHA-256 in hex, so no link's hash can equal it.
      tokenHash: `unsent:${crypto.randomUUID()}`,
      userId,
      purpose,
      newEmail: options.newEmail ?? null,
      expiresAt,
      createdAt: now,
    })
    .returning({ id: accountTokens.id });
  if (!row) throw new Error('Insert returned no row');
  return { id: row.id, expiresAt };
}

/**
 * The sending step's half: a fresh secret for a token still open, its hash stored in
 * place of the previous one (an earlier attempt's link, if it arrived after all, stops
 * working). Null when the token was used, replaced, ended or has expired meanwhile: the
 * e-mail then has no link worth sending. The secret lives only in the e-mail handed on.
 */
export async function tokenForSending(db: Writer, tokenId: string, now = new Date()): Promise<string | null> {
  const token = newSessionToken();
  const [bound] = await db
    .update(accountTokens)
    .set({ tokenHash: hashToken(token) })
    .where(and(eq(accountTokens.id, tokenId), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
    .returning({ id: accountTokens.id });
  return bound ? token : null;
}

/** An e-mail's text or HTML with the token where LINK_HIDDEN was (base64url: nothing to escape). */
export const withToken = (body: string, token: string) => body.replaceAll(`token=${LINK_HIDDEN}`, `token=${token}`);

/** A password was set through a link: every other link that sets one (resets, invitations) ends with it. */
export async function endPasswordLinks(tx: Writer, userId: string, now: Date): Promise<void> {
  for (const purpose of PASSWORD_PURPOSES) await endTokens(tx, userId, purpose, now);
}

/** The open token row for a link, or null (unknown, used, replaced, expired or of another purpose). */
export async function findOpenToken(db: Reader, token: string, purpose: AccountTokenPurpose, now = new Date()) {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    );
  return row ?? null;
}

/**
 * Uses a token inside the transaction of what it allows: a conditional update, so of
 * two requests racing with one link only one succeeds. Ends the user's other tokens of
 * that purpose. Throws 400 'This link has expired or was already used' otherwise.
 */
export async function useToken(tx: Writer & Reader, token: string, purpose: AccountTokenPurpose, now = new Date()) {
  const open = await findOpenToken(tx, token, purpose, now);
  if (!open) throw badRequest(LINK_NOT_VALID);
  const [used] = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.id, open.id), isNull(accountTokens.usedAt)))
    .returning();
  if (!used) throw badRequest(LINK_NOT_VALID);
  await endTokens(tx, used.userId, purpose, now);
  return used;
}

/** The link a token goes into: PUBLIC_URL, the page, the token as `token`. */
export const tokenLink = (publicUrl: string, path: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;

/**
 * The sending half of every account link: a new token (ending the user's open ones of that
 * purpose) and the e-mail carrying its link, queued in the caller's transaction with
 * LINK_HIDDEN for the token (the sending step fills it in); the dedupe key names the
 * token, so each link is sent once. Answers the token issued.
 */
export async function queueLinkEmail(
  mailer: Mailer,
  publicUrl: string,
  tx: Writer & Pick<Database, 'select'>,
  link: {
    userId: string;
    purpose: AccountTokenPurpose;
    /** The page the link opens, e.g. /auth/reset. */
    path: string;
    newEmail?: string;
    now: Date;
  },
  email: Omit<EmailToQueue, 'content' | 'dedupeKey'> & {
    content: (url: string, expiresAt: Date) => EmailToQueue['content'];
  },
): Promise<IssuedToken> {
  const issued = await issueToken(tx, link.userId, link.purpose, { now: link.now, newEmail: link.newEmail });
  await mailer.queue(
    tx,
    {
      ...email,
      content: email.content(tokenLink(publicUrl, link.path, LINK_HIDDEN), issued.expiresAt),
      dedupeKey: `${email.kind}:${issued.id}`,
      linkTokenId: issued.id,
    },
    link.now,
  );
  return issued;
}
