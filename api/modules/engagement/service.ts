/**
 * Engagement letters (decision 025): staff prepare a letter from a package's template and send it
 * (the PDF is rendered once, stored, hashed and frozen); the client reads, signs or declines it;
 * the signed PDF (the sent letter and an audit page) becomes the client's approved contract
 * document. The work is split by side: staff-letters.ts, client-letters.ts, sign-letter.ts, with
 * what they share in letter-parts.ts and send-letter.ts.
 */
import type { AppContext } from '../../context.ts';
import { createClientLetters } from './client-letters.ts';
import { createLetterSigning } from './sign-letter.ts';
import { createStaffLetters } from './staff-letters.ts';

export { draftBody } from './letter-parts.ts';

export function createEngagementService(ctx: AppContext) {
  return { ...createStaffLetters(ctx), ...createClientLetters(ctx), sign: createLetterSigning(ctx) };
}

export type EngagementService = ReturnType<typeof createEngagementService>;
