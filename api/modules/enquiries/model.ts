import { type } from 'arktype';
import { ANNUAL_REVENUES, BUSINESS_TYPES } from '../../../domain/enums.ts';
import { CONTACT_INTERESTS, enquiryErrors, QUOTE_SERVICES, type EnquiryForm } from '../../../domain/enquiry-rules.ts';

/**
 * The public enquiry calls' bodies. The shape (types) is arktype's; every rule
 * and message (docs/product/business-rules.md#enquiry-forms) comes from domain/enquiry-rules.ts, which
 * the widgets run too, and is reported field by field (422, `errors`).
 */

const optional = type('string | null').describe('optional text');
const oneOf = (values: readonly string[], extra = '') =>
  type('string | null').describe(`optional: one of ${values.join(', ')}${extra}`);

/** Fields every enquiry call takes besides its own. */
const common = {
  '+': 'delete',
  name: 'string',
  email: 'string',
  'phone?': optional,
  /** The typed human-check answer. */
  captcha: 'string',
  /** The token from GET /api/human-check. */
  captchaToken: 'string',
  /** Hidden from people; a bot that fills it gets a success answer and nothing is stored. */
  'website?': type('string | null').describe('leave empty (a field hidden from people)'),
  /** The partner tag (the widget's `source` attribute). */
  'source?': type('string | null').describe(
    'optional partner tag: up to 64 letters, digits, spaces, dots, colons, underscores or hyphens',
  ),
} as const;

type Input = Record<string, unknown>;

/** Applies the form's rules as one check, so every failing field is reported at once. */
function rules<T extends Input>(form: (body: T) => EnquiryForm) {
  return (body: T, ctx: { reject: (input: { message: string; relativePath: string[] }) => false }) => {
    const errors = enquiryErrors(form(body), body);
    for (const [field, message] of Object.entries(errors)) ctx.reject({ message, relativePath: [field] });
    return Object.keys(errors).length === 0;
  };
}

const clean = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** Which form an Enquiry comes from: the contact page sends acceptTerms, the home form terms. */
export const waitlistForm = (body: Input): EnquiryForm => ('acceptTerms' in body ? 'contact' : 'home');

export const waitlistBody = type({
  ...common,
  'business?': optional,
  'interest?': oneOf(CONTACT_INTERESTS, ' (general on the contact form only)'),
  'message?': optional,
  'terms?': 'boolean',
  'acceptTerms?': 'boolean',
  'services?': optional,
})
  .narrow(rules(waitlistForm))
  .pipe((b) => ({
    name: b.name.trim(),
    email: b.email.trim().toLowerCase(),
    phone: clean(b.phone),
    business: clean(b.business),
    interest: clean(b.interest),
    message: clean(b.message),
    captcha: b.captcha,
    captchaToken: b.captchaToken,
    website: clean(b.website),
    source: clean(b.source),
  }));
export type WaitlistInput = typeof waitlistBody.infer;

export const contactBody = type({ ...common, subject: 'string', message: 'string' })
  .narrow(rules(() => 'message'))
  .pipe((b) => ({
    name: b.name.trim(),
    email: b.email.trim().toLowerCase(),
    phone: clean(b.phone),
    subject: b.subject.trim(),
    message: b.message.trim(),
    captcha: b.captcha,
    captchaToken: b.captchaToken,
    website: clean(b.website),
    source: clean(b.source),
  }));
export type ContactInput = typeof contactBody.infer;

export const quoteRequestBody = type({
  ...common,
  'businessType?': oneOf(BUSINESS_TYPES),
  'annualRevenue?': oneOf(ANNUAL_REVENUES),
  'services?': type('string[]').describe(`a list of ${QUOTE_SERVICES.join(', ')}`),
  'additionalInfo?': optional,
})
  .narrow(rules(() => 'quote'))
  .pipe((b) => ({
    name: b.name.trim(),
    email: b.email.trim().toLowerCase(),
    phone: clean(b.phone),
    businessType: clean(b.businessType),
    annualRevenue: clean(b.annualRevenue),
    services: [...new Set(b.services ?? [])],
    additionalInfo: clean(b.additionalInfo),
    captcha: b.captcha,
    captchaToken: b.captchaToken,
    website: clean(b.website),
    source: clean(b.source),
  }));
export type QuoteRequestInput = typeof quoteRequestBody.infer;

export const challengeSchema = type({
  a: 'number.integer',
  b: 'number.integer',
  token: 'string',
  expiresAt: 'string',
});

export const acceptedSchema = type({
  /** What the form shows in its success notice. */
  message: 'string',
  /** A new token for the same question, so the form can keep its two numbers. */
  captchaToken: 'string',
});
