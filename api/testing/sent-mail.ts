/**
 * What the sending step hands the transport, kept in memory: account links are filled in
 * only there (the outbox row never holds one), so tests read links from here, or from
 * the SMTP sink (smtp-sink.ts) when the SMTP conversation itself matters.
 */
import { deliverDueEmails } from '../modules/email/deliver.ts';
import type { MailTransport, OutgoingEmail } from '../modules/email/transport.ts';
import type { TestApp } from './test-app.ts';

export interface Mailbox {
  sent: OutgoingEmail[];
  /** Sends what is due through the in-memory transport. */
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
  const options = { uploadLinks: { appSecret: t.ctx.appSecret, publicUrl: t.ctx.config.publicUrl } };
  return {
    sent: transport.sent,
    deliver: () => deliverDueEmails(t.db, transport, options),
    async linkToken(recipient, path) {
      await deliverDueEmails(t.db, transport, options);
      const mails = transport.sent.filter((m) => m.to.toLowerCase() === recipient.toLowerCase());
      for (const mail of mails.reverse()) {
        const token = tokenIn(mail.text, path);
        if (token) return token;
      }
      return '';
    },
  };
}
