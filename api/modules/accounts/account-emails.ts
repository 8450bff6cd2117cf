/**
 * The texts of the account e-mails (issue 23). Each goes to one person about their own
 * account; none has a category, so none carries an unsubscribe link.
 */
import { formatDate, formatTime } from '../../../domain/format.ts';
import { personName } from '../../../domain/profile.ts';
import type { EmailToQueue } from '../email/outbox.ts';

interface Person {
  username: string;
  firstName?: string | null;
  lastName?: string | null;
}

type Content = EmailToQueue['content'];

const hello = (person: Person) => `Hello ${personName(person) || person.username},`;
/** "26 November 2026 at 14:05" on South African time. */
export const whenText = (date: Date) => `${formatDate(date)} at ${formatTime(date)}`;

export function passwordResetEmail(person: Person, link: string, expiresAt: Date): Content {
  return {
    subject: 'Reset your password',
    greeting: hello(person),
    paragraphs: [
      `Someone asked to reset the password of your account (username ${person.username}). If it was you, choose a new password with the button below.`,
      `The link works once, until ${whenText(expiresAt)} (30 minutes). If you did not ask, ignore this e-mail: your password stays as it is.`,
    ],
    action: { label: 'Choose a new password', url: link },
    reason: 'You receive this e-mail because a password reset was asked for with this address.',
  };
}

export function passwordChangedEmail(person: Person, at: Date, signInUrl: string): Content {
  return {
    subject: 'Your password was changed',
    greeting: hello(person),
    paragraphs: [
      `The password of your account (username ${person.username}) was changed on ${whenText(at)} with a reset link sent to this address. Every device that was signed in has been signed out.`,
      'If this was not you, ask for a new reset link at once and tell us by replying to this e-mail.',
    ],
    action: { label: 'Sign in', url: signInUrl },
    reason: 'You receive this e-mail because the password of your account changed.',
  };
}
