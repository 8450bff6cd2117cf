/**
 * Sending a letter: its PDF rendered once, stored, hashed and frozen, the letters it replaces
 * superseded, and the client told by e-mail when staff sent it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { Readable } from 'node:stream';
import type { AppContext } from '../../context.ts';
import { engagementLetters as letters, services } from '../../db/schema.ts';
import { logActivity } from '../../lib/activity-log.ts';
import { conflict, invalid } from '../../lib/problem.ts';
import { sha256Hex as sha256 } from '../../lib/sha256.ts';
import { newStorageKey } from '../../lib/storage/index.ts';
import type { RequestMeta } from '../../core/caller.ts';
import { renderLetterPdf } from './letter-pdf.ts';
import { clientName, clientOf, type Letter, letterTitle, MISSING_PATTERN } from './letter-parts.ts';

export function createLetterSender(ctx: AppContext) {
  const { db, storage } = ctx;
  const firm = ctx.config.firmDetails;
  /**
   * Sends a draft: its PDF rendered once, stored, hashed and frozen. `sentBy` is the staff member,
   * or null for the standard letter a client asks for at checkout.
   */
  return async function sendDraft(letter: Letter, sentBy: string | null, meta: RequestMeta) {
    const id = letter.id;
    if (letter.status !== 'draft')
      throw conflict('Only a draft can be sent; withdraw a sent letter and prepare a new one.');
    const client = await clientOf(db, letter.clientId);
    const missing: Record<string, string> = {};
    if (!client.company?.trim()) missing.company = "Add the client's company name before sending";
    if (!client.address?.trim()) missing.address = "Add the client's address before sending";
    if (Object.keys(missing).length) throw invalid("The client's details are not complete.", missing);
    const gap = letter.body.match(MISSING_PATTERN);
    if (gap)
      throw invalid('The letter has a gap.', {
        body: `The letter still says "${gap[0]}": edit it, or delete this draft and prepare it again now that the client's details are filled in`,
      });
    const [service] = await db.select().from(services).where(eq(services.id, letter.serviceId));
    const bytes = await renderLetterPdf(firm, { title: letterTitle(service?.title ?? ''), body: letter.body });
    const key = newStorageKey();
    await storage.write(key, Readable.from([bytes]), 'application/pdf');
    try {
      return await db.transaction(async (tx) => {
        // Another letter for this package still waiting is withdrawn first.
        const [waiting] = await tx
          .select({ id: letters.id })
          .from(letters)
          .where(
            and(
              eq(letters.clientId, letter.clientId),
              eq(letters.serviceId, letter.serviceId),
              eq(letters.status, 'sent'),
            ),
          );
        if (waiting) throw conflict('A letter for this package is waiting for signature: withdraw it first.');
        const [sent] = await tx
          .update(letters)
          .set({
            status: 'sent',
            letterKey: key,
            letterSha256: sha256(bytes),
            sentBy,
            sentAt: new Date(),
            updatedAt: new Date(),
          })
          .where(and(eq(letters.id, id), eq(letters.status, 'draft')))
          .returning();
        if (!sent) throw conflict('Only a draft can be sent.');
        // The letters it replaces (declined or withdrawn, for this package) are superseded.
        await tx
          .update(letters)
          .set({ status: 'superseded', replacedBy: id, updatedAt: new Date() })
          .where(
            and(
              eq(letters.clientId, letter.clientId),
              eq(letters.serviceId, letter.serviceId),
              inArray(letters.status, ['declined', 'withdrawn']),
            ),
          );
        // Staff sent it: the client is told by e-mail (at checkout the client is already reading it).
        if (sentBy)
          await ctx.mailer.queue(tx, {
            recipient: client.email,
            clientId: client.id,
            kind: 'engagement_letter',
            content: {
              subject: `Your engagement letter for the ${service?.title ?? ''} package`,
              greeting: `Hello ${clientName(client)},`,
              paragraphs: [
                `Your engagement letter for the ${service?.title ?? ''} package is ready: what we will do for you and on which terms.`,
                'Please read it and sign it in the client portal, or decline it with a reason.',
              ],
              action: { label: 'Read and sign', url: `${ctx.config.publicUrl}/dashboard/agreements?letter=${id}` },
              reason: 'You receive this e-mail because the firm sent you an engagement letter to sign.',
            },
            dedupeKey: `engagement-letter:${id}:sent`,
          });
        await logActivity(tx, {
          userId: sentBy ?? letter.clientId,
          action: 'engagement_letter_sent',
          details: { letterId: id, clientId: letter.clientId, ...(sentBy ? {} : { standardAtCheckout: true }) },
          ...meta,
        });
        return sent;
      });
    } catch (error) {
      await storage.delete(key);
      throw error;
    }
  };
}
