/**
 * Engagement letters on the staff side: send a draft, withdraw a letter waiting for signature,
 * verify both hashes against storage, and read the PDF (frozen, or a draft's preview). Staff reach
 * only the letters of clients they see.
 */
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { documents, engagementLetters as letters, services } from '../../db/schema.ts';
import { logActivity } from '../../lib/activity-log.ts';
import { conflict, notFound } from '../../lib/problem.ts';
import { sha256Hex as sha256 } from '../../lib/sha256.ts';
import { assertClientVisible } from '../../core/access/visibility.ts';
import type { RequestMeta, SessionUser } from '../../core/caller.ts';
import { renderLetterPdf } from './letter-pdf.ts';
import { letterTitle, storedBytes } from './letter-parts.ts';
import { createLetterSender } from './send-letter.ts';

export function createStaffLetters(ctx: AppContext) {
  const { db, storage } = ctx;
  const firm = ctx.config.firmDetails;
  const sendDraft = createLetterSender(ctx);

  async function staffLetter(actor: SessionUser, id: string) {
    const [letter] = await db.select().from(letters).where(eq(letters.id, id));
    if (!letter) throw notFound('No such engagement letter.');
    await assertClientVisible(db, actor, letter.clientId);
    return letter;
  }

  return {
    async send(actor: SessionUser, id: string, meta: RequestMeta) {
      return sendDraft(await staffLetter(actor, id), actor.id, meta);
    },

    async withdraw(actor: SessionUser, id: string, meta: RequestMeta) {
      await staffLetter(actor, id);
      return db.transaction(async (tx) => {
        const [withdrawn] = await tx
          .update(letters)
          .set({ status: 'withdrawn', closedAt: new Date(), updatedAt: new Date() })
          .where(and(eq(letters.id, id), eq(letters.status, 'sent')))
          .returning();
        if (!withdrawn) throw conflict('Only a letter waiting for signature can be withdrawn.');
        await logActivity(tx, {
          userId: actor.id,
          action: 'engagement_letter_withdrawn',
          details: { letterId: id },
          ...meta,
        });
        return withdrawn;
      });
    },

    /** Both hashes recomputed from storage, next to the recorded ones. */
    async verify(actor: SessionUser, id: string) {
      const letter = await staffLetter(actor, id);
      const letterBytes = await storedBytes(storage, letter.letterKey);
      let signedBytes: Uint8Array | null = null;
      if (letter.signedDocumentId) {
        const [doc] = await db
          .select({ key: documents.fileUrl })
          .from(documents)
          .where(eq(documents.id, letter.signedDocumentId));
        signedBytes = await storedBytes(storage, doc?.key ?? null);
      }
      const check = (recorded: string | null, bytes: Uint8Array | null) => {
        const actual = bytes ? sha256(bytes) : null;
        return { recorded, actual, matches: recorded !== null && actual === recorded };
      };
      return { letter: check(letter.letterSha256, letterBytes), signed: check(letter.signedSha256, signedBytes) };
    },

    /** The sent letter's PDF (frozen), or a preview of a draft rendered now. */
    async staffPdf(actor: SessionUser, id: string) {
      const letter = await staffLetter(actor, id);
      if (letter.letterKey) {
        const bytes = await storedBytes(storage, letter.letterKey);
        if (!bytes) throw notFound('The letter file is missing.');
        return bytes;
      }
      const [service] = await db.select().from(services).where(eq(services.id, letter.serviceId));
      return renderLetterPdf(firm, { title: letterTitle(service?.title ?? ''), body: letter.body });
    },
  };
}
