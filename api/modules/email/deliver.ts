/**
 * The `email-outbox` job: queued e-mails whose time has come, oldest first, each
 * claimed by a conditional update (so of two workers one sends it, once), checked
 * again (still wanted, not opted out), then handed to the transport outside any
 * transaction. A failure is retried with growing waits, then the row is failed.
 * An account e-mail's link gets its token only here, on its way to the transport:
 * the row never holds one (decision 031).
 */
import { and, asc, eq, inArray, lte, not, sql } from 'drizzle-orm';
import { CATEGORY_OF, REMINDER_KINDS } from '../../../domain/email/kinds.ts';
import type { Database } from '../../db/client.ts';
import { complianceDeadlines, documentRequests, emailOptOuts, emailOutbox } from '../../db/schema.ts';
import { tokenForSending, withToken } from '../accounts/public.ts';
import { beforeTrackedFromSql } from '../compliance/public.ts';
import { activeLinkUrl, withUploadLink } from '../upload-links/public.ts';
import { OPTED_OUT } from './outbox.ts';
import { nextSendingTime } from './quiet-hours.ts';
import { HELD_UNVERIFIED, heldForUnprovenAddress } from './unproven-address.ts';
import type { MailTransport } from './transport.ts';

const MINUTE = 60_000;
/** The wait after the 1st, 2nd, … failed attempt; after the last one the row is failed. */
export const EMAIL_RETRY_DELAYS_MS = [MINUTE, 5 * MINUTE, 15 * MINUTE, 60 * MINUTE, 4 * 60 * MINUTE];
export const EMAIL_MAX_ATTEMPTS = EMAIL_RETRY_DELAYS_MS.length + 1;
/** A claimed row stays out of other workers' hands this long: longer than any one SMTP conversation. */
const CLAIM_MS = 2 * MINUTE;
const BATCH_SIZE = 20;

type Row = typeof emailOutbox.$inferSelect;
/** A link e-mail whose token was used, replaced or ended (a newer link, a new address) before it went. */
export const LINK_ENDED = 'No longer needed: its link was replaced, used or has expired';
export type EmailOutcome = 'sent' | 'retrying' | 'failed' | 'skipped' | 'not-claimed';
/** What a document request's upload link is made with when its e-mail goes (decision 040). */
export interface UploadLinkSecrets {
  appSecret: string;
  publicUrl: string;
}

export async function deliverDueEmails(
  db: Database,
  transport: MailTransport,
  options: { now?: number; batchSize?: number; uploadLinks?: UploadLinkSecrets } = {},
): Promise<EmailOutcome[]> {
  const now = options.now ?? Date.now();
  const due = await db
    .select({ id: emailOutbox.id, nextAttemptAt: emailOutbox.nextAttemptAt })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'queued'), lte(emailOutbox.nextAttemptAt, new Date(now))))
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(options.batchSize ?? BATCH_SIZE);
  // One at a time: an SMTP server is one connection, and a batch is small.
  const outcomes: EmailOutcome[] = [];
  for (const row of due)
    outcomes.push(await attemptEmail(db, transport, row.id, row.nextAttemptAt, now, options.uploadLinks));
  return outcomes;
}

async function attemptEmail(
  db: Database,
  transport: MailTransport,
  id: string,
  dueAt: Date,
  now: number,
  uploadLinks?: UploadLinkSecrets,
): Promise<EmailOutcome> {
  const [row] = await db
    .update(emailOutbox)
    .set({
      attempts: sql`${emailOutbox.attempts} + 1`,
      lastAttemptAt: new Date(now),
      nextAttemptAt: new Date(now + CLAIM_MS),
    })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'queued'), eq(emailOutbox.nextAttemptAt, dueAt)))
    .returning();
  if (!row) return 'not-claimed';

  const skip = await reasonToSkip(db, row);
  if (skip) {
    await db.update(emailOutbox).set({ status: 'skipped', statusReason: skip }).where(eq(emailOutbox.id, id));
    return 'skipped';
  }
  // A reminder retried into the evening waits for the morning.
  if (REMINDER_KINDS.includes(row.kind) && nextSendingTime(new Date(now)).getTime() > now) {
    await db
      .update(emailOutbox)
      .set({ attempts: row.attempts - 1, nextAttemptAt: nextSendingTime(new Date(now)) })
      .where(eq(emailOutbox.id, id));
    return 'retrying';
  }

  let { text, html } = row;
  if (row.linkTokenId) {
    const token = await tokenForSending(db, row.linkTokenId, new Date(now));
    if (!token) {
      await db.update(emailOutbox).set({ status: 'skipped', statusReason: LINK_ENDED }).where(eq(emailOutbox.id, id));
      return 'skipped';
    }
    text = withToken(text, token);
    html = withToken(html, token);
  }
  if (row.subjectType === 'document_request' && row.subjectId) {
    const url = uploadLinks
      ? await activeLinkUrl(db, uploadLinks.appSecret, uploadLinks.publicUrl, row.subjectId, new Date(now))
      : null;
    ({ text, html } = withUploadLink(text, html, url));
  }

  try {
    await transport.send({
      kind: row.kind,
      to: row.recipient,
      subject: row.subject,
      text,
      html,
      unsubscribeUrl: row.unsubscribeUrl,
    });
  } catch (error) {
    const reason = shortReason(error);
    const giveUp = row.attempts >= EMAIL_MAX_ATTEMPTS;
    const delay = EMAIL_RETRY_DELAYS_MS[row.attempts - 1] ?? EMAIL_RETRY_DELAYS_MS.at(-1) ?? MINUTE;
    await db
      .update(emailOutbox)
      .set({
        status: giveUp ? 'failed' : 'queued',
        statusReason: reason,
        nextAttemptAt: new Date(giveUp ? now : now + delay),
      })
      .where(eq(emailOutbox.id, id));
    return giveUp ? 'failed' : 'retrying';
  }
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: new Date(now), statusReason: null })
    .where(eq(emailOutbox.id, id));
  return 'sent';
}

/** Why a queued e-mail should no longer go: the client opted out since, the address is unproven, or the work is done. */
async function reasonToSkip(db: Database, row: Row): Promise<string | null> {
  // Checked again: an admin may have given the user a new, unconfirmed address since it was queued.
  if (await heldForUnprovenAddress(db, row.recipient, row.kind)) return HELD_UNVERIFIED;
  const category = CATEGORY_OF[row.kind];
  if (category && row.clientId) {
    const [optOut] = await db
      .select({ id: emailOptOuts.id })
      .from(emailOptOuts)
      .where(and(eq(emailOptOuts.userId, row.clientId), eq(emailOptOuts.category, category)));
    if (optOut) return OPTED_OUT;
  }
  if (row.subjectType === 'document_request' && row.subjectId) {
    const [open] = await db
      .select({ id: documentRequests.id })
      .from(documentRequests)
      .where(and(eq(documentRequests.id, row.subjectId), inArray(documentRequests.status, ['pending', 'overdue'])));
    if (!open) return 'No longer needed: the request was fulfilled or withdrawn';
  }
  if (row.subjectType === 'deadline' && row.subjectId) {
    const [open] = await db
      .select({ id: complianceDeadlines.id })
      .from(complianceDeadlines)
      .where(
        and(
          eq(complianceDeadlines.id, row.subjectId),
          eq(complianceDeadlines.status, 'open'),
          not(beforeTrackedFromSql),
        ),
      );
    if (!open)
      return 'No longer needed: the deadline was marked done or is from before the firm looked after the client';
  }
  return null;
}

/** The SMTP server's answer or the connection error, short; never the message. */
function shortReason(error: unknown): string {
  const e = error as { responseCode?: number; response?: string; code?: string; message?: string };
  const text = e.response ?? e.message ?? String(error);
  return `${e.responseCode ? `${e.responseCode} ` : ''}${e.code ? `${e.code}: ` : ''}${text}`.slice(0, 300);
}
