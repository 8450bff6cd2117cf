/**
 * The one-click unsubscribe link: who and which category, signed with the app
 * secret, so it works signed out and cannot be made for anyone else.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_CATEGORIES, type EmailCategory } from '../../../domain/email/kinds.ts';

const signature = (secret: string, userId: string, category: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}:${category}`).digest('base64url');

export function unsubscribeToken(secret: string, userId: string, category: EmailCategory): string {
  return `${userId}.${category}.${signature(secret, userId, category)}`;
}

export function unsubscribeUrl(publicUrl: string, secret: string, userId: string, category: EmailCategory): string {
  return `${publicUrl}/api/email/unsubscribe?token=${encodeURIComponent(unsubscribeToken(secret, userId, category))}`;
}

/** The user and category a token names, or null when it is not one we signed. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; category: EmailCategory } | null {
  const [userId, category, given] = token.split('.');
  if (!userId || !category || !given) return null;
  if (!(EMAIL_CATEGORIES as readonly string[]).includes(category)) return null;
  const expected = Buffer.from(signature(secret, userId, category));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return { userId, category: category as EmailCategory };
}
