/**
 * What the sending step hands the transport, kept in memory: account links are filled in
 * only there (the outbox row never holds one), so tests read links from here, or from
 * the SMTP sink (smtp-sink.ts) when the SMTP conversation itself matters.
 */
import { deliverDueEmails } from '../modules/email/deliver.ts';
import { nextSendingTime } from '../modules/email/quiet-hours.ts';
import type { MailTransport, OutgoingEmail } from '../modules/email/transport.ts';
import type { TestApp } from './test-app.ts';

export interface Mailbox {
  sent: OutgoingEmail[];
  /**
   * Sends what is due through the in-memory transport, and the reminders held outside
   * 07:00-19:00 SAST as the outbox would at its next sending time: a test must not pass or fail
   * by the hour it runs at (quiet hours themselves are tested with explicit times in email.test.ts).
   */
  deliver(): ReturnType<typeof deliverDueEmails>;
  /** Sends what is due, then answers the token of the newest link to `path` sent to the recipient ('' when none). */
  linkToken(recipient: string, path: string): Promise<string>;
}

export function memoryTransport(): MailTransport & { sent: OutgoingEmail[] } {
  const sent: OutgoingEmail[] = [];
  return {
    name: 'log',
    sent,
    async send(email) {
      sent.push(email);
    },
    close() {},
  };
}

/** The token of the first link to `path` (e.g. /auth/reset) in an e-mail's text ('' when none). */
export const tokenIn = (text: string | undefined, path: string) =>
  text?.match(new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=([A-Za-z0-9_-]+)`))?.[1] ?? '';

export function mailbox(t: TestApp): Mailbox {
  const transport = memoryTransport();
  const uploadLinks = { appSecret: t.ctx.appSecret, publicUrl: t.ctx.config.publicUrl };
  // What is due now first (account links are filled in at the moment they are sent), then
  // the reminders the quiet hours hold, as at the next sending time.
  const deliver = async () => {
    const now = new Date();
    const sent = await deliverDueEmails(t.db, transport, { uploadLinks, now: now.getTime() });
    const next = nextSendingTime(now);
    if (next.getTime() === now.getTime()) return sent;
    return [...sent, ...(await deliverDueEmails(t.db, transport, { uploadLinks, now: next.getTime() }))];
  };
  return {
    sent: transport.sent,
    deliver,
    async linkToken(recipient, path) {
      await deliver();
      const mails = transport.sent.filter((m) => m.to.toLowerCase() === recipient.toLowerCase());
      for (const mail of mails.reverse()) {
        const token = tokenIn(mail.text, path);
        if (token) return token;
      }
      return '';
    },
  };
}
