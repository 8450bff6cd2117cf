import { type, type Type } from 'arktype';
import { EMAIL_PATTERN } from '../../domain/email.ts';

/**
 * arktype reports a missing key as "x must be a string (was missing)" and
 * ignores the message configured on the value. The form's own message
 * ("Username is required") for an absent field as for an empty one, so a
 * route's `transform` hook fills absent required keys with '' before
 * validation; the value's configured message then applies.
 */
export function fillMissing(...keys: string[]) {
  return ({ body }: { body: unknown }) => {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
    const record = body as Record<string, unknown>;
    for (const key of keys) if (record[key] === undefined || record[key] === null) record[key] = '';
  };
}

/** A required text field: non-blank after trimming, at most `max` characters, with the field's own message. */
export function requiredText(message: string, max = 200): Type<string> {
  return type('string')
    .configure({ message })
    .pipe((s) => s.trim())
    .to(type(`0 < string <= ${max}`).configure({ message })) as unknown as Type<string>;
}

/** An optional text field: absent, null or blank all mean "not set" (null). */
export function optionalText(max = 200) {
  return type('string | null')
    .pipe((s) => (s === null || s.trim() === '' ? null : s.trim()))
    .to(type(`string <= ${max}`).or('null'));
}

/** A required e-mail address, trimmed and lower-cased. */
export function emailField(message: string) {
  return type('string')
    .configure({ message })
    .pipe((s) => s.trim().toLowerCase())
    .to(
      type('string <= 254')
        .narrow((s) => EMAIL_PATTERN.test(s))
        .configure({ message }),
    );
}
