/**
 * Queueing e-mail: a row in email_outbox, written in the transaction of
 * what caused it, sent later by the `email-outbox` job (deliver.ts). Queueing the
 * same dedupe key again does nothing. A kind the client turned off is recorded as
 * skipped, with the reason, and never sent; so is any but an account e-mail to an
 * address that has not confirmed its link (unproven-address.ts).
 */
import { and, eq } from 'drizzle-orm';
import { CATEGORY_OF, type EmailKind, REMINDER_KINDS } from '../../../domain/email/kinds.ts';
import type { FirmDetails } from '../../../domain/firm.ts';
import type { Database } from '../../db/client.ts';
import { emailOptOuts, emailOutbox } from '../../db/schema.ts';
import { readInformationOfficer } from '../firm-settings/public.ts';
import { composeEmail, type EmailContent } from './compose.ts';
import { nextSendingTime } from './quiet-hours.ts';
import { HELD_UNVERIFIED, heldForUnprovenAddress } from './unproven-address.ts';
import { unsubscribeUrl } from './unsubscribe-token.ts';

type Writer = Pick<Database, 'select' | 'insert'>;

export interface EmailToQueue {
  recipient: string;
  /** The client it concerns (their opt-outs apply), if any. */
  clientId: string | null;
  kind: EmailKind;
  content: Omit<EmailContent, 'unsubscribeUrl'>;
  dedupeKey: string;
  /** An account link's token (account-tokens.ts): the content holds LINK_HIDDEN, filled in when sent. */
  linkTokenId?: string;
  /** What it is about, checked again before sending (a fulfilled request's reminder is then skipped). */
  about?: { type: 'document_request' | 'deadline' | 'message_thread'; id: string };
}

export interface Mailer {
  /** Queues the e-mail; false when that dedupe key was already queued. */
  queue(tx: Writer, email: EmailToQueue, now?: Date): Promise<boolean>;
}

export const OPTED_OUT = 'The client turned off these e-mails';

export function createMailer(settings: { firm: FirmDetails; publicUrl: string; appSecret: string }): Mailer {
  return {
    async queue(tx, email, now = new Date()) {
      const category = CATEGORY_OF[email.kind];
      let optedOut = false;
      if (category && email.clientId) {
        const [row] = await tx
          .select({ id: emailOptOuts.id })
          .from(emailOptOuts)
          .where(and(eq(emailOptOuts.userId, email.clientId), eq(emailOptOuts.category, category)));
        optedOut = row !== undefined;
      }
      const held = !optedOut && (await heldForUnprovenAddress(tx, email.recipient, email.kind));
      const unsubscribe =
        category && email.clientId
          ? unsubscribeUrl(settings.publicUrl, settings.appSecret, email.clientId, category)
          : null;
      const { subject, text, html } = composeEmail(
        settings.firm,
        { ...email.content, unsubscribeUrl: unsubscribe },
        await readInformationOfficer(tx),
      );
      const inserted = await tx
        .insert(emailOutbox)
        .values({
          recipient: email.recipient,
          clientId: email.clientId,
          kind: email.kind,
          subject,
          text,
          html,
          unsubscribeUrl: unsubscribe,
          linkTokenId: email.linkTokenId ?? null,
          dedupeKey: email.dedupeKey,
          subjectType: email.about?.type ?? null,
          subjectId: email.about?.id ?? null,
          status: optedOut || held ? 'skipped' : 'queued',
          statusReason: optedOut ? OPTED_OUT : held ? HELD_UNVERIFIED : null,
          nextAttemptAt: REMINDER_KINDS.includes(email.kind) ? nextSendingTime(now) : now,
          createdAt: now,
        })
        .onConflictDoNothing({ target: emailOutbox.dedupeKey })
        .returning({ id: emailOutbox.id });
      return inserted.length > 0;
    },
  };
}
