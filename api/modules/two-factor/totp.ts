/**
 * TOTP as RFC 6238 defines it and authenticator apps expect: HMAC-SHA-1, 6 digits,
 * 30-second steps, a 160-bit secret; one step either side is accepted for clock
 * drift. The accepted step is returned so the caller can refuse it a second time.
 */
import { Secret, TOTP } from 'otpauth';

export const PERIOD_SECONDS = 30;
export const DIGITS = 6;
const WINDOW = 1;

export const newSecret = () => new Secret({ size: 20 }).base32;

function totp(base32: string, label = '', issuer = '') {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(base32),
  });
}

export const stepAt = (timestampMs: number) => Math.floor(timestampMs / 1000 / PERIOD_SECONDS);

/** The code an authenticator shows at this time. */
export const codeAt = (base32: string, timestampMs: number) => totp(base32).generate({ timestamp: timestampMs });

/** The step a code belongs to (now, or one step either side), or null when it matches none. */
export function matchingStep(base32: string, code: string, timestampMs: number): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(base32).validate({ token, timestamp: timestampMs, window: WINDOW });
  return delta === null ? null : stepAt(timestampMs) + delta;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export const keyUri = (base32: string, label: string, issuer: string) => totp(base32, label, issuer).toString();
