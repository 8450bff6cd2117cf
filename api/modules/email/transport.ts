/**
 * How e-mail leaves the server: SMTP (nodemailer) when SMTP_URL is set, otherwise a
 * line in the log per e-mail (recipient and subject, never the body), so a machine
 * without a mail server still runs every flow. The browser tests' server also appends
 * each e-mail whole to MAIL_LOG_FILE, where they read the links (decision 031).
 */
import { appendFile } from 'node:fs/promises';
import nodemailer from 'nodemailer';
import type { EmailKind } from '../../../domain/email/kinds.ts';
import { log } from '../../lib/logger.ts';

export interface OutgoingEmail {
  /** The outbox's kind: the log file names it; SMTP sends nothing of it. */
  kind?: EmailKind;
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

/** `file`: each e-mail, links included, as a JSON line (the browser tests' mailbox). */
export function logTransport(file?: string): MailTransport {
  return {
    name: 'log',
    async send(email) {
      log.info({ msg: 'e-mail (not sent: SMTP_URL is not set)', to: email.to, subject: email.subject });
      if (file) {
        const line = {
          at: new Date().toISOString(),
          kind: email.kind,
          to: email.to,
          subject: email.subject,
          text: email.text,
        };
        await appendFile(file, `${JSON.stringify(line)}\n`, { mode: 0o600 });
      }
    },
    close() {},
  };
}

const LOOPBACK = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/;

export function createMailTransport(config: {
  smtpUrl: string | undefined;
  mailFrom: string;
  mailLogFile?: string;
  publicUrl?: string;
}): MailTransport {
  if (config.smtpUrl) return smtpTransport(config.smtpUrl, config.mailFrom);
  // The file holds working account links: only a test server on this machine may write one.
  if (config.mailLogFile && !LOOPBACK.test(config.publicUrl ?? '')) {
    throw new Error('MAIL_LOG_FILE is for browser tests only: PUBLIC_URL must be a loopback address.');
  }
  return logTransport(config.mailLogFile);
}
