/**
 * Recovery codes at rest (decision 029). A code is about 49.5 bits: a plain hash of it
 * falls to one offline pass over a copied database. So each is stored as an HMAC under a
 * key derived from TOTP_KEY (its own HKDF label, not the key that seals TOTP secrets),
 * over the user's id and the code: without TOTP_KEY a copy gives nothing, and a code
 * (or a stored row) of one user matches no other. Rows written before this are plain
 * SHA-256 without the `v2.` marker; they keep working until used or replaced.
 */
import { createHmac, hkdfSync } from 'node:crypto';
import { sha256Hex } from '../../lib/sha256.ts';
import { parseTotpKey } from './secret-box.ts';

const VERSION = 'v2.';

/** Case, spaces and dashes are ignored when a code is typed. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

export interface RecoveryCodeHasher {
  /** The stored form of a new code. */
  hash(userId: string, code: string): string;
  /** Every stored form this code may have for this user: the keyed one, and the legacy one. */
  candidates(userId: string, code: string): string[];
}

export function createRecoveryCodeHasher(totpKey: string | undefined, appSecret: string): RecoveryCodeHasher {
  // Without TOTP_KEY the app secret stands in, as for the secret box (decision 029).
  const material = totpKey ? parseTotpKey(totpKey) : Buffer.from(appSecret, 'utf8');
  const key = Buffer.from(hkdfSync('sha256', material, 'two-factor', 'recovery code hmac', 32));
  const hash = (userId: string, code: string) =>
    VERSION +
    createHmac('sha256', key)
      .update(`${userId}:${normaliseRecoveryCode(code)}`)
      .digest('hex');
  return {
    hash,
    candidates: (userId, code) => [hash(userId, code), sha256Hex(normaliseRecoveryCode(code))],
  };
}
