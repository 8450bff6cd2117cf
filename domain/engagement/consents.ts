/**
 * The two things a client agrees to when signing, kept with the text
 * version they agreed to. Each document's version is its last-updated date, the
 * one its page on the site shows (site/pages/terms.tsx, privacy.tsx): change the
 * text and its date here together, so the page and later consents name the new one.
 */
export const PRIVACY_POLICY_VERSION = '2026-11-01';
export const TERMS_VERSION = '2026-11-01';

export const CONSENT_TEXTS = {
  engagement_terms: 'I have read and accept this engagement letter and the Terms of Service',
  popia_processing: 'I consent to the processing of my personal information as described in the Privacy Policy',
} as const;

export type ConsentKind = keyof typeof CONSENT_TEXTS;
export const CONSENT_KINDS = Object.keys(CONSENT_TEXTS) as ConsentKind[];

export const SIGN_MESSAGES = {
  signerName: 'Please type your full name',
  acceptTerms: 'Please accept the engagement letter and the Terms of Service',
  popiaConsent: 'Please consent to the processing of your personal information',
  changed: 'This letter has changed; please review it again',
  declineReason: 'Please say why you are declining (at least 5 characters)',
} as const;

export const ENGAGEMENT_STATUSES = ['draft', 'sent', 'signed', 'declined', 'withdrawn', 'superseded'] as const;
export type EngagementStatus = (typeof ENGAGEMENT_STATUSES)[number];
