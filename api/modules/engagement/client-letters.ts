/**
 * Engagement letters on the client's side: the standard letter asked for at checkout, whether
 * checkout waits for one, the client's letters, reading one (the first read is recorded), its PDF,
 * and declining it with a reason. A client reaches only their own letters once sent.
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { engagementLetters as letters, services } from '../../db/schema.ts';
import { SIGN_MESSAGES } from '../../../domain/engagement/consents.ts';
import { logActivity } from '../../lib/activity-log.ts';
import { conflict, invalid, notFound } from '../../lib/problem.ts';
import type { RequestMeta, SessionUser } from '../../core/caller.ts';
import { notifyClientStaff } from '../documents/public.ts';
import { hasSignedLetter, letterStillNeeded } from './activation-gate.ts';
import { clientLetter, clientOf, draftBody, letterTitle, MISSING, storedBytes, summary } from './letter-parts.ts';
import { createLetterSender } from './send-letter.ts';

export function createClientLetters(ctx: AppContext) {
  const { db, storage } = ctx;
  const firm = ctx.config.firmDetails;
  const sendDraft = createLetterSender(ctx);

  return {
    /**
     * The package's standard letter for the client to sign before checkout: the one waiting, or a new
     * one from the newest template, sent at once. Details the letter needs are asked of the client.
     */
    async standardLetter(clientId: string, serviceId: string, meta: RequestMeta) {
      if (await hasSignedLetter(db, clientId, serviceId))
        throw conflict('Your engagement letter for this package is already signed.');
      const [waiting] = await db
        .select({ id: letters.id })
        .from(letters)
        .where(and(eq(letters.clientId, clientId), eq(letters.serviceId, serviceId), eq(letters.status, 'sent')));
      if (waiting) return this.read(clientId, waiting.id);
      const client = await clientOf(db, clientId);
      const draft = await draftBody(db, firm, clientId, serviceId);
      const missing: Record<string, string> = {};
      if (!client.company?.trim()) missing.company = 'Add your company name under Company Information first';
      if (!client.address?.trim()) missing.address = 'Add your address under Company Information first';
      if (draft.body.includes(MISSING('registration number')))
        missing.registrationNumber = 'Add your registration number under Company Information first';
      if (Object.keys(missing).length) throw invalid('The engagement letter needs your company details.', missing);
      const [row] = await db
        .insert(letters)
        .values({
          clientId,
          serviceId,
          templateId: draft.templateId,
          templateVersion: draft.templateVersion,
          body: draft.body,
          status: 'draft',
          createdBy: clientId,
        })
        .returning();
      if (!row) throw conflict('The letter could not be prepared. Please try again.');
      try {
        await sendDraft(row, null, meta);
      } catch (error) {
        await db.delete(letters).where(and(eq(letters.id, row.id), eq(letters.status, 'draft')));
        throw error;
      }
      return this.read(clientId, row.id);
    },

    /** Whether checkout waits for this package's letter, and the letter waiting for signature, if any. */
    async requirement(clientId: string, serviceId: string) {
      const required = await letterStillNeeded(db, clientId, serviceId);
      const [waiting] = await db
        .select({ id: letters.id })
        .from(letters)
        .where(and(eq(letters.clientId, clientId), eq(letters.serviceId, serviceId), eq(letters.status, 'sent')));
      return { required, letterId: waiting?.id ?? null };
    },

    async list(clientId: string) {
      const rows = await db
        .select({ letter: letters, packageTitle: services.title })
        .from(letters)
        .innerJoin(services, eq(services.id, letters.serviceId))
        .where(and(eq(letters.clientId, clientId), ne(letters.status, 'draft')))
        .orderBy(desc(letters.sentAt));
      return rows.map(({ letter, packageTitle }) => summary(letter, packageTitle));
    },

    /** The letter as the client reads it; the first read is recorded as viewed. */
    async read(clientId: string, id: string) {
      const { letter, packageTitle } = await clientLetter(db, clientId, id);
      if (!letter.viewedAt && letter.status === 'sent') {
        const viewedAt = new Date();
        await db
          .update(letters)
          .set({ viewedAt })
          .where(and(eq(letters.id, id), eq(letters.status, 'sent')));
        letter.viewedAt = viewedAt;
      }
      return { ...summary(letter, packageTitle), body: letter.body, declineReason: letter.declineReason };
    },

    async pdf(clientId: string, id: string) {
      const { letter, packageTitle } = await clientLetter(db, clientId, id);
      const bytes = await storedBytes(storage, letter.letterKey);
      if (!bytes) throw notFound('The letter file is missing.');
      return { bytes, fileName: `${letterTitle(packageTitle)}.pdf` };
    },

    async decline(user: SessionUser, id: string, reason: string, meta: RequestMeta) {
      if (reason.trim().length < 5)
        throw invalid('The request body is not valid.', { reason: SIGN_MESSAGES.declineReason });
      const { letter, packageTitle } = await clientLetter(db, user.id, id);
      if (letter.status !== 'sent') throw conflict(`This letter is ${letter.status} and cannot be declined.`);
      return db.transaction(async (tx) => {
        const [declined] = await tx
          .update(letters)
          .set({ status: 'declined', declineReason: reason.trim(), closedAt: new Date(), updatedAt: new Date() })
          .where(and(eq(letters.id, id), eq(letters.status, 'sent')))
          .returning();
        if (!declined) throw conflict('This letter cannot be declined any more.');
        await notifyClientStaff(
          tx,
          user.id,
          {
            title: 'Engagement letter declined',
            message: `The ${packageTitle} engagement letter was declined: ${reason.trim()}`,
            type: 'engagement_letter_declined',
            relatedId: id,
          },
          'engagement-letters',
        );
        await logActivity(tx, {
          userId: user.id,
          action: 'engagement_letter_declined',
          details: { letterId: id },
          ...meta,
        });
        return { ...summary(declined, packageTitle), body: declined.body, declineReason: declined.declineReason };
      });
    },
  };
}
