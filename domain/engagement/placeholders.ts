/**
 * The placeholders an engagement letter template may use: `{{client.name}}`
 * and so on. A template naming any other is refused, naming it; a letter is the
 * template with every placeholder filled, frozen once sent.
 */
export const PLACEHOLDERS = {
  'client.name': "the client's name (their first and last name, else the username)",
  'client.email': "the client's e-mail address",
  'company.name': "the client's company name",
  'company.address': "the client's address, city and postal code",
  'company.registration': "the client's company registration number",
  'package.name': 'the package, e.g. Standard',
  fees: "the monthly fee including VAT: 'R3,599.00 per month including VAT of R469.43'",
  'firm.name': "the firm's trading name",
  'firm.legalName': "the firm's registered name",
  'firm.address': "the firm's street address",
  'firm.email': "the firm's e-mail address",
  'firm.phone': "the firm's phone number",
  'firm.vatNumber': "the firm's VAT number",
  date: 'the day the letter was prepared, e.g. 25 November 2026',
} as const;

export type Placeholder = keyof typeof PLACEHOLDERS;
export type PlaceholderValues = Record<Placeholder, string>;

const PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

const isPlaceholder = (name: string): name is Placeholder => Object.hasOwn(PLACEHOLDERS, name);

/** The placeholders a body names that are not known, each once, in order. */
export function unknownPlaceholders(body: string): string[] {
  const unknown = new Set<string>();
  for (const [, name = ''] of body.matchAll(PATTERN)) if (!isPlaceholder(name)) unknown.add(name);
  return [...unknown];
}

/** The body with every placeholder filled (unknown ones are refused before this: they stay as written). */
export function fillPlaceholders(body: string, values: PlaceholderValues): string {
  return body.replace(PATTERN, (whole, name: string) => (isPlaceholder(name) ? values[name] : whole));
}
