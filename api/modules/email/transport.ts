/**
 * How e-mail leaves the server: SMTP (nodemailer) when SMTP_URL is set, otherwise a
 * line in the log per e-mail (recipient and subject, never the body), so a machine
 * without a mail server still runs every flow.
 */
import nodemailer from 'nodemailer';
import { log } from '../../lib/logger.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** RFC 8058 one-click unsubscribe: List-Unsubscribe and List-Unsubscribe-Post are added. */
  unsubscribeUrl?: string | null;
}

export interface MailTransport {
  readonly name: 'smtp' | 'log';
  /** Resolves once the server accepted the message; rejects with its reason otherwise. */
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

const SMTP_TIMEOUT_MS = 15_000;

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url, {
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  } as Parameters<typeof nodemailer.createTransport>[1]);
  return {
    name: 'smtp',
    async send(email) {
      await transporter.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        ...(email.unsubscribeUrl
          ? {
              list: { unsubscribe: email.unsubscribeUrl },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }
          : {}),
      });
    },
    close: () => transporter.close(),
  };
}

export function logTransport(): MailTransport {
  return {
    name: 'log',
    async send(email) {
      log.info({ msg: 'e-mail (not sent: SMTP_URL is not set)', to: email.to, subject: email.subject });
    },
    close() {},
  };
}

export function createMailTransport(config: { smtpUrl: string | undefined; mailFrom: string }): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : logTransport();
}
