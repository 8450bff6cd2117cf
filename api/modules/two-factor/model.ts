import { type } from 'arktype';

const code = type('string <= 20').describe('the 6-digit code the authenticator app shows');
const recoveryCode = type('string <= 40').describe('one of the recovery codes (each works once)');

export const twoFactorRequiredSchema = type({
  twoFactorRequired: type('true').describe('the password was right; POST /api/login/2fa with a code opens the session'),
});
export const secondStepBody = type({ 'code?': code.or('null'), 'recoveryCode?': recoveryCode.or('null') });
export const codeBody = type({ code });
export const disableBody = type({
  password: type('0 < string <= 256').configure({ message: 'Please enter your password' }),
  'code?': code.or('null'),
  'recoveryCode?': recoveryCode.or('null'),
});
export const statusSchema = type({
  enabled: 'boolean',
  enabledAt: 'string | null',
  recoveryCodesLeft: type('number').describe('unused recovery codes'),
  required: type('boolean').describe(
    'the firm requires it of me (admins always; accountants and managers under a firm setting): the backoffice answers 403 until it is on, and it cannot be turned off',
  ),
});
export const setupSchema = type({
  secret: type('string').describe('the key in base32, to type into an authenticator app'),
  uri: type('string').describe('the otpauth:// address the QR code holds'),
  qrSvg: type('string').describe('the QR code as an SVG image, drawn on the server'),
});
export const recoveryCodesSchema = type({
  recoveryCodes: type('string[]').describe('shown this once: only their hashes are kept'),
});
