import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Endpoint secrets: made here, kept encrypted at rest, and used to sign deliveries the
 * Standard Webhooks way (https://www.standardwebhooks.com/): `whsec_` + base64 of 32
 * random bytes, the key being those bytes.
 */

const PREFIX = 'whsec_';
const STORED_VERSION = 'v1';

export function newEndpointSecret(): string {
  return PREFIX + randomBytes(32).toString('base64');
}

/**
 * AES-256-GCM under a key derived (HKDF-SHA256) from the app secret, with its own label,
 * so a database copy alone reveals no endpoint secret. Changing APP_SECRET makes the
 * stored secrets unreadable: their deliveries then fail until each endpoint gets a new one.
 */
function storageKey(appSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'webhook-endpoint-secrets', 'aes-256-gcm v1', 32));
}

export function encryptSecret(appSecret: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', storageKey(appSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${STORED_VERSION}:${iv.toString('base64')}:${sealed.toString('base64')}`;
}

export function decryptSecret(appSecret: string, stored: string): string {
  const [version, ivText, sealedText] = stored.split(':');
  if (version !== STORED_VERSION || !ivText || !sealedText) throw new Error('Unknown stored secret format.');
  const sealed = Buffer.from(sealedText, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', storageKey(appSecret), Buffer.from(ivText, 'base64'));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]).toString('utf8');
}

/** The `webhook-signature` header's value: `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`. */
export function signPayload(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}
