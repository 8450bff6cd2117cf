import type { EngagementStatus } from '../engagement/consents.ts';

/**
 * The engagement letter answers (GET /api/engagement-letters and /{id}),
 * defined once: api/modules/engagement/model.ts checks its schemas against these at
 * compile time and the portal imports them. Times are ISO strings.
 */
export interface EngagementLetterSummary {
  id: string;
  packageTitle: string;
  status: EngagementStatus;
  sentAt: string | null;
  viewedAt: string | null;
  signedAt: string | null;
  signerName: string | null;
  /** The SHA-256 of the sent letter's PDF: what the client signs. */
  letterSha256: string | null;
}

export interface EngagementLetter extends EngagementLetterSummary {
  /** The letter as sent (domain/engagement/letter-text.ts lays it out). */
  body: string;
  declineReason: string | null;
  signedDocumentId?: string | null;
}
