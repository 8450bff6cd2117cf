/**
 * The TOTP secrets are encrypted at rest with AES-256-GCM under TOTP_KEY (32 bytes,
 * base64 or hex), so a copy of the database alone does not give anyone's codes. Without
 * TOTP_KEY the key is derived from the app secret (HKDF): fine on one machine, but the
 * app secret then lives in the same database, so production sets TOTP_KEY (README).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function parseTotpKey(value: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error('TOTP_KEY must be 32 bytes, written as 64 hex digits or in base64');
  return key;
}

export function createSecretBox(totpKey: string | undefined, appSecret: string): SecretBox {
  const key = totpKey
    ? parseTotpKey(totpKey)
    : Buffer.from(hkdfSync('sha256', appSecret, 'two-factor', 'totp secret key', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        body.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== 'v1' || !iv || !body || !tag) throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
