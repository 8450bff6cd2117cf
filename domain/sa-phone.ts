/**
 * A South African phone number as people write it: 10 digits starting 0
 * (021 000 0000, 082-555-1234) or the international +27 / 0027 form with the
 * leading 0 dropped (+27 21 000 0000). Spaces, hyphens and brackets are allowed.
 */
export function isSouthAfricanPhone(value: string): boolean {
  const compact = value.replace(/[\s\-()]/g, '');
  return /^(0|\+27|0027)[1-9]\d{8}$/.test(compact);
}

export const SA_PHONE_MESSAGE = 'Enter a South African phone number, such as 021 000 0000 or +27 21 000 0000';
