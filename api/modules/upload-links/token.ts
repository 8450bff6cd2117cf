/**
 * An upload link's secret: 256 bits derived from the link's id and the app secret
 * (HMAC-SHA256), so the server can show the same link again ('Copy upload link', the
 * next reminder) while the database holds only its SHA-256 (decision 040).
 */
import { sha256Hex } from '../../lib/sha256.ts';

export const UPLOAD_LINK_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;
export const INACTIVE_LINK_MESSAGE = 'This link is no longer active: ask your accountant for a new one';

export function linkToken(appSecret: string, linkId: string): string {
  return new Bun.CryptoHasher('sha256', appSecret).update(`upload-link:v1:${linkId}`).digest('base64url');
}

export const linkTokenHash = (token: string) => sha256Hex(token);

export const uploadPagePath = (token: string) => `/upload/${token}`;

/** A token's shape: 43 base64url characters. Anything else is not looked up at all. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
