/**
 * The texts of the account e-mails. Each goes to one person about their own
 * account; none has a category, so none carries an unsubscribe link.
 */
import { formatDate, formatTime } from '../../../domain/format.ts';
import { personName } from '../../../domain/profile.ts';
import type { EmailToQueue } from '../email/public.ts';

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

export function verifyEmail(person: Person, link: string, expiresAt: Date): Content {
  return {
    subject: 'Confirm your e-mail address',
    greeting: hello(person),
    paragraphs: [
      `Please confirm that this is the e-mail address of your account (username ${person.username}). Until you do, we send you no reminders or messages by e-mail.`,
      `The link works once, until ${whenText(expiresAt)} (7 days).`,
    ],
    action: { label: 'Confirm my address', url: link },
    reason: 'You receive this e-mail because this address was given for an account.',
  };
}

export function emailChangeConfirmEmail(person: Person, newEmail: string, link: string, expiresAt: Date): Content {
  return {
    subject: 'Confirm your new e-mail address',
    greeting: hello(person),
    paragraphs: [
      `You asked to use ${newEmail} for your account (username ${person.username}). It takes effect once you confirm it with the button below; until then we keep writing to your old address.`,
      `The link works once, until ${whenText(expiresAt)} (7 days).`,
    ],
    action: { label: 'Confirm my new address', url: link },
    reason: 'You receive this e-mail because this address was given as the new address of an account.',
  };
}

export function emailChangeNoticeEmail(person: Person, newEmail: string, at: Date, reportUrl: string): Content {
  return {
    subject: 'Your e-mail address is being changed',
    greeting: hello(person),
    paragraphs: [
      `On ${whenText(at)} someone signed in to your account (username ${person.username}) asked to change its e-mail address to ${newEmail}. The change takes effect once that address confirms it.`,
      'If this was not you, tell us at once (reply to this e-mail or use the link below) and change your password.',
    ],
    action: { label: 'Report it to us', url: reportUrl },
    reason: 'You receive this e-mail because it is the current address of the account.',
  };
}

export function invitationEmail(person: Person, firmName: string, link: string, expiresAt: Date): Content {
  return {
    subject: 'Set up your account',
    greeting: hello(person),
    paragraphs: [
      `${firmName} has opened an account for you (username ${person.username}). Choose your password with the button below and you are signed in.`,
      `The link works once, until ${whenText(expiresAt)} (7 days). If it has run out, ask us for a new one.`,
    ],
    action: { label: 'Set up my account', url: link },
    reason: 'You receive this e-mail because the firm opened an account with this address.',
  };
}
