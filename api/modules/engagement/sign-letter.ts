/**
 * Signing a letter: the signed PDF (the letter as sent and an audit page: who, when, from where,
 * what they agreed to) kept as the client's approved contract document, both consents recorded
 * with their texts' versions, the client's staff told, in one write.
 */
import { letterSigned } from './hooks.ts';
import { and, eq } from 'drizzle-orm';
import { Readable } from 'node:stream';
import {
  CONSENT_TEXTS,
  PRIVACY_POLICY_VERSION,
  SIGN_MESSAGES,
  TERMS_VERSION,
} from '../../../domain/engagement/consents.ts';
import { formatDate } from '../../../domain/format.ts';
import { personName } from '../../../domain/profile.ts';
import type { AppContext } from '../../context.ts';
import { consents, documents, engagementLetters as letters, users } from '../../db/schema.ts';
import { logActivity } from '../../lib/activity-log.ts';
import { conflict, invalid } from '../../lib/problem.ts';
import { sha256Hex as sha256 } from '../../lib/sha256.ts';
import { newStorageKey } from '../../lib/storage/index.ts';
import type { RequestMeta, SessionUser } from '../../core/caller.ts';
import { notifyClientStaff } from '../documents/public.ts';
import { renderSignedPdf } from './letter-pdf.ts';
import { clientLetter, clientOf, letterTitle, storedBytes, summary, timeInSouthAfrica } from './letter-parts.ts';

export function createLetterSigning(ctx: AppContext) {
  const { db, storage } = ctx;
  const firm = ctx.config.firmDetails;
  return async function sign(
    user: SessionUser,
    id: string,
    input: {
      signerName: string;
      capacity?: string | null;
      acceptTerms: boolean;
      popiaConsent: boolean;
      sha256: string;
    },
    meta: RequestMeta,
  ) {
    const errors: Record<string, string> = {};
    if (input.signerName.trim().length < 2) errors.signerName = SIGN_MESSAGES.signerName;
    if (input.acceptTerms !== true) errors.acceptTerms = SIGN_MESSAGES.acceptTerms;
    if (input.popiaConsent !== true) errors.popiaConsent = SIGN_MESSAGES.popiaConsent;
    if (Object.keys(errors).length) throw invalid('The signature is not complete.', errors);
    const { letter, packageTitle } = await clientLetter(db, user.id, id);
    if (letter.status !== 'sent') throw conflict(`This letter is ${letter.status} and cannot be signed.`);
    if (input.sha256 !== letter.letterSha256) throw conflict(SIGN_MESSAGES.changed);
    const letterBytes = await storedBytes(storage, letter.letterKey);
    if (!letterBytes || sha256(letterBytes) !== letter.letterSha256) throw conflict(SIGN_MESSAGES.changed);

    const client = await clientOf(db, user.id);
    const [sender] = letter.sentBy
      ? await db
          .select({ username: users.username, first: users.firstName, last: users.lastName })
          .from(users)
          .where(eq(users.id, letter.sentBy))
      : [];
    const signedAt = new Date();
    const signerName = input.signerName.trim();
    const capacity = input.capacity?.trim() || null;
    const signed = await renderSignedPdf(firm, letterBytes, letterTitle(packageTitle), {
      letterId: letter.id,
      sentBy: sender
        ? personName({ firstName: sender.first, lastName: sender.last }) || sender.username
        : 'The standard letter, asked for by the client at checkout',
      sentAt: letter.sentAt ? timeInSouthAfrica(letter.sentAt) : 'unknown',
      viewedAt: letter.viewedAt ? timeInSouthAfrica(letter.viewedAt) : timeInSouthAfrica(signedAt),
      signerName,
      capacity: capacity ?? 'not given',
      username: client.username,
      email: client.email,
      ipAddress: meta.ipAddress ?? 'unknown',
      userAgent: meta.userAgent ?? 'unknown',
      signedAt: timeInSouthAfrica(signedAt),
      consents: [CONSENT_TEXTS.engagement_terms, CONSENT_TEXTS.popia_processing],
      letterSha256: letter.letterSha256 ?? '',
    });
    const key = newStorageKey();
    await storage.write(key, Readable.from([signed]), 'application/pdf');
    try {
      return await db.transaction(async (tx) => {
        const [document] = await tx
          .insert(documents)
          .values({
            userId: user.id,
            fileName: `${letterTitle(packageTitle)} (signed).pdf`,
            fileType: 'application/pdf',
            fileSize: signed.byteLength,
            fileUrl: key,
            category: 'contract',
            description: `Signed by ${signerName} on ${formatDate(signedAt)}`,
            status: 'approved',
            reviewedAt: signedAt,
          })
          .returning({ id: documents.id });
        const [done] = await tx
          .update(letters)
          .set({
            status: 'signed',
            signerName,
            signerCapacity: capacity,
            signedAt,
            signedIp: meta.ipAddress,
            signedUserAgent: meta.userAgent?.slice(0, 500) ?? null,
            signedDocumentId: document?.id ?? null,
            signedSha256: sha256(signed),
            viewedAt: letter.viewedAt ?? signedAt,
            updatedAt: signedAt,
          })
          .where(and(eq(letters.id, id), eq(letters.status, 'sent')))
          .returning();
        if (!done) throw conflict('This letter cannot be signed any more.');
        await letterSigned(tx, id);
        await tx.insert(consents).values([
          {
            userId: user.id,
            kind: 'engagement_terms',
            textVersion: TERMS_VERSION,
            text: CONSENT_TEXTS.engagement_terms,
            letterId: id,
            givenAt: signedAt,
            ipAddress: meta.ipAddress,
          },
          {
            userId: user.id,
            kind: 'popia_processing',
            textVersion: PRIVACY_POLICY_VERSION,
            text: CONSENT_TEXTS.popia_processing,
            letterId: id,
            givenAt: signedAt,
            ipAddress: meta.ipAddress,
          },
        ]);
        await notifyClientStaff(
          tx,
          user.id,
          {
            title: 'Engagement letter signed',
            message: `${client.company ?? client.username} signed the ${packageTitle} engagement letter.`,
            type: 'engagement_letter_signed',
            relatedId: id,
          },
          'engagement-letters',
        );
        await logActivity(tx, {
          userId: user.id,
          action: 'engagement_letter_signed',
          details: { letterId: id },
          ...meta,
        });
        return {
          ...summary(done, packageTitle),
          body: done.body,
          declineReason: null,
          signedDocumentId: document?.id ?? null,
        };
      });
    } catch (error) {
      await storage.delete(key);
      throw error;
    }
  };
}
