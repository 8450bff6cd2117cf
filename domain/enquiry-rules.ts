/**
 * The enquiry forms' rules and messages (docs/product/business-rules.md#enquiry-forms): one
 * source for the API, which enforces them, and the widgets, which check them
 * before sending. Framework-free and tiny on purpose: the widgets bundle it.
 */
import { EMAIL_PATTERN } from './email.ts';
import { CONTACT_MESSAGE_MIN_LENGTH, HOME_NAME_MIN_LENGTH } from './constants.ts';
import { ANNUAL_REVENUES, BUSINESS_TYPES, INTERESTS, PACKAGE_TYPES } from './enums.ts';
import { capitalize } from './labels.ts';

export const ENQUIRY_MESSAGES = {
  homeName: 'Name is required',
  homeEmail: 'Invalid email address',
  homeTerms: 'You must accept the terms and conditions',
  contactName: 'Name is required',
  contactEmail: 'Please enter a valid email',
  contactMessage: 'Message must be at least 10 characters.',
  contactTerms: 'You must accept the terms and conditions.',
  captchaRequired: 'Please complete the verification.',
  captchaWrong: "Verification failed: Please enter the correct answer to confirm you're not a robot.",
  // Beyond the first brief: a token past its time, or one already spent (the widget then shows a new question).
  captchaExpired: 'Verification expired: Please answer the new question.',
  captchaUsed: 'Verification failed: That question was already answered. Please answer the new one.',
  subjectRequired: 'Subject is required',
  interest: 'Please choose an option from the list',
  businessType: 'Please choose a business type from the list',
  annualRevenue: 'Please choose an annual revenue range from the list',
  services: 'Please choose services from the list',
  source: 'source must be a short tag: up to 64 letters, digits, spaces, dots, colons, underscores or hyphens',
} as const;

/** The longest value each text field takes (the widgets set them as maxlength). */
export const ENQUIRY_MAX_LENGTHS = {
  name: 100,
  email: 254,
  phone: 30,
  business: 200,
  subject: 200,
  message: 5000,
  additionalInfo: 5000,
  services: 100,
  source: 64,
} as const;

const tooLong = (field: string, max: number) => `${field} must be at most ${max} characters`;

/** Interests per form: the packages and a custom quote; the contact page adds general. */
export const HOME_INTERESTS = [...PACKAGE_TYPES, 'custom'] as const;
export const CONTACT_INTERESTS = INTERESTS;

/** 'start-ups' → 'Start-ups' (the package titles), plus the two extra choices. */
export function interestLabel(interest: string): string {
  if (interest === 'custom') return 'Custom package';
  if (interest === 'general') return 'General enquiry';
  return capitalize(interest);
}

/** What a quote can be requested for: the firm's services (the anchors of /services). */
export const QUOTE_SERVICES = [
  'bookkeeping',
  'tax',
  'payroll',
  'financial-reporting',
  'advisory',
  'consulting',
] as const;
export type QuoteService = (typeof QUOTE_SERVICES)[number];
export const QUOTE_SERVICE_LABELS: Record<QuoteService, string> = {
  bookkeeping: 'Bookkeeping',
  tax: 'Tax',
  payroll: 'Payroll',
  'financial-reporting': 'Financial reporting',
  advisory: 'Advisory',
  consulting: 'Consulting and company compliance',
};

/** A partner tag: what `source="…"` on a widget may hold. */
export const SOURCE_PATTERN = /^[\w .:-]{1,64}$/;

/**
 * The forms: `home` and `contact` post the Enquiry to /api/waitlist (home with
 * terms, contact with acceptTerms); `message` posts to /api/contact; `quote`
 * to /api/quote-requests.
 */
export type EnquiryForm = 'home' | 'contact' | 'message' | 'quote';
export type FieldErrors = Record<string, string>;
export type EnquiryValues = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The typed human-check answer "read as a whole number", or null when it is not one. */
export function readAnswer(value: unknown): number | null {
  const typed = text(value);
  return /^\d{1,3}$/.test(typed) ? Number(typed) : null;
}

/**
 * Every rule of one form: field name → its message. Empty when the values pass. The human-check answer is only checked
 * for presence here; whether it is right needs the question.
 */
export function enquiryErrors(form: EnquiryForm, values: EnquiryValues): FieldErrors {
  const M = ENQUIRY_MESSAGES;
  const errors: FieldErrors = {};
  const home = form === 'home';
  const spec = form === 'contact' || form === 'message';

  if (text(values.name).length < (home ? HOME_NAME_MIN_LENGTH : 1)) errors.name = home ? M.homeName : M.contactName;
  if (!EMAIL_PATTERN.test(text(values.email))) errors.email = home ? M.homeEmail : M.contactEmail;
  if (form === 'message' && !text(values.subject)) errors.subject = M.subjectRequired;
  if (spec && text(values.message).length < CONTACT_MESSAGE_MIN_LENGTH) errors.message = M.contactMessage;
  if (home && values.terms !== true) errors.terms = M.homeTerms;
  if (form === 'contact' && values.acceptTerms !== true) errors.acceptTerms = M.contactTerms;

  const interest = text(values.interest);
  if (
    interest &&
    (home || form === 'contact') &&
    !(home ? HOME_INTERESTS : CONTACT_INTERESTS).includes(interest as never)
  ) {
    errors.interest = M.interest;
  }
  if (form === 'quote') {
    const businessType = text(values.businessType);
    if (businessType && !BUSINESS_TYPES.includes(businessType as never)) errors.businessType = M.businessType;
    const revenue = text(values.annualRevenue);
    if (revenue && !ANNUAL_REVENUES.includes(revenue as never)) errors.annualRevenue = M.annualRevenue;
    const services = values.services ?? [];
    if (
      !Array.isArray(services) ||
      services.length > QUOTE_SERVICES.length ||
      services.some((s) => !QUOTE_SERVICES.includes(s))
    ) {
      errors.services = M.services;
    }
  }

  for (const [field, max] of Object.entries(ENQUIRY_MAX_LENGTHS)) {
    if (field === 'source' || errors[field]) continue;
    const value = values[field];
    if (typeof value === 'string' && value.trim().length > max) errors[field] = tooLong(field, max);
  }
  const source = values.source;
  if (typeof source === 'string' && source.trim() && !SOURCE_PATTERN.test(source.trim())) errors.source = M.source;

  if (!text(values.captcha)) errors.captcha = M.captchaRequired;
  return errors;
}
