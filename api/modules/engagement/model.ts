import { type } from 'arktype';
import type { EngagementLetter, EngagementLetterSummary } from '../../../domain/shapes/engagement.ts';
import { sameShape } from '../../../domain/shapes/same-shape.ts';
import { CONSENT_KINDS, ENGAGEMENT_STATUSES } from '../../../domain/engagement/consents.ts';

const iso = (what: string) => type('string | null').describe(`${what} (ISO time); null until then`);

export const letterSummarySchema = type({
  id: 'string',
  packageTitle: 'string',
  status: type.enumerated(...ENGAGEMENT_STATUSES),
  sentAt: iso('when staff sent it'),
  viewedAt: iso('when the client first opened it'),
  signedAt: iso('when it was signed'),
  signerName: 'string | null',
  letterSha256: type('string | null').describe("the SHA-256 of the sent letter's PDF"),
});

export const letterSchema = letterSummarySchema.merge({
  body: type('string').describe('the letter as sent (Markdown: # and ## headings, - bullets, paragraphs)'),
  declineReason: 'string | null',
  'signedDocumentId?': type('string | null').describe('the signed PDF among my documents'),
});

export const signBody = type({
  signerName: type('string <= 200').describe('your full name, typed'),
  'capacity?': type('string <= 100 | null').describe('e.g. Director'),
  acceptTerms: type('boolean').describe("'I have read and accept this engagement letter and the Terms of Service'"),
  popiaConsent: type('boolean').describe(
    "'I consent to the processing of my personal information as described in the Privacy Policy'",
  ),
  sha256: type('string').describe('the SHA-256 shown with the letter: signing a letter that changed is refused (409)'),
});

export const declineBody = type({ reason: type('string <= 1000').describe('why (at least 5 characters)') });

export const hashCheck = type({ recorded: 'string | null', actual: 'string | null', matches: 'boolean' });
export const verifySchema = type({ letter: hashCheck, signed: hashCheck });

export const idParams = type({ id: 'string' });

export const PDF_ANSWER = {
  description: 'A PDF',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
} as const;

sameShape<typeof letterSummarySchema.infer, EngagementLetterSummary>(true);
sameShape<typeof letterSchema.infer, EngagementLetter>(true);

export const consentSchema = type({
  id: 'string',
  kind: type.enumerated(...CONSENT_KINDS),
  text: type('string').describe('the words ticked'),
  textVersion: type('string').describe("the Terms' or the Privacy Policy's version (its last-updated date)"),
  givenAt: 'string',
  withdrawnAt: type('string | null').describe('null while in force'),
});

export const packageQuery = type({ serviceId: type('string').describe('the package (service) id') });
export const packageBody = type({ serviceId: type('string').describe('the package (service) id') });
export const requirementSchema = type({
  required: type('boolean').describe('checkout waits for this letter: the firm requires it and none is signed yet'),
  letterId: type('string | null').describe("the package's letter waiting for my signature, if any"),
});
