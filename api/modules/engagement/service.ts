/**
 * Engagement letters (decision 025): staff prepare a letter from a
 * package's template and send it (the PDF is rendered once, stored, hashed and
 * frozen); the client reads, signs or declines it; the signed PDF (the sent
 * letter and an audit page) becomes the client's approved contract document.
 */
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { Readable } from 'node:stream';
import {
  CONSENT_TEXTS,
  PRIVACY_POLICY_VERSION,
  SIGN_MESSAGES,
  TERMS_VERSION,
} from '../../../domain/engagement/consents.ts';
import { feesText } from '../../../domain/engagement/letter-text.ts';
import { fillPlaceholders } from '../../../domain/engagement/placeholders.ts';
import type { PackageType } from '../../../domain/enums.ts';
import { formatAddress, type FirmDetails } from '../../../domain/firm.ts';
import { formatDate } from '../../../domain/format.ts';
import { VAT_RATE } from '../../../domain/constants.ts';
import { personName } from '../../../domain/profile.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import {
  consents,
  documents,
  engagementLetters as letters,
  engagementTemplates,
  services,
  users,
} from '../../db/schema.ts';
import { logActivity } from '../../lib/activity-log.ts';
import { conflict, invalid, notFound } from '../../lib/problem.ts';
import { sha256Hex } from '../../lib/sha256.ts';
import { newStorageKey } from '../../lib/storage/index.ts';
import { assertClientVisible } from '../../core/access/visibility.ts';
import { notifyClientStaff } from '../documents/public.ts';
import { hasSignedLetter, letterStillNeeded } from './activation-gate.ts';
import { renderLetterPdf, renderSignedPdf } from './letter-pdf.ts';
import type { RequestMeta, SessionUser } from '../../core/caller.ts';

type Letter = typeof letters.$inferSelect;

/** What a draft says where the client's details were missing when it was prepared; such a draft cannot be sent. */
const MISSING = (what: string) => `[${what} not given]`;
const MISSING_PATTERN = /\[[a-z ]+ not given\]/;

const sha256 = sha256Hex;

const timeInSouthAfrica = (when: Date) =>
  `${new Intl.DateTimeFormat('en-ZA', {
    dateStyle: 'long',
    timeStyle: 'medium',
    timeZone: 'Africa/Johannesburg',
  }).format(when)} SAST`;

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function clientOf(db: Database, clientId: string) {
  const [client] = await db.select().from(users).where(eq(users.id, clientId));
  if (!client) throw notFound('No such client.');
  return client;
}

const clientName = (client: typeof users.$inferSelect) => personName(client) || client.username;
const clientAddress = (client: typeof users.$inferSelect) =>
  [client.address, client.city, client.postalCode].filter(Boolean).join(', ');

/** The newest template of a package and the letter it makes for this client, placeholders filled. */
export async function draftBody(db: Database, firm: FirmDetails, clientId: string, serviceId: string) {
  const [service] = await db.select().from(services).where(eq(services.id, serviceId));
  if (!service) throw invalid('The request body is not valid.', { serviceId: 'Choose a package' });
  const [template] = await db
    .select()
    .from(engagementTemplates)
    .where(eq(engagementTemplates.packageType, service.packageType as PackageType))
    .orderBy(desc(engagementTemplates.version))
    .limit(1);
  if (!template) throw conflict(`No engagement letter template exists for the ${service.title} package.`);
  const client = await clientOf(db, clientId);
  const body = fillPlaceholders(template.body, {
    'client.name': clientName(client),
    'client.email': client.email,
    'company.name': client.company?.trim() || MISSING('company name'),
    'company.address': clientAddress(client) || MISSING('address'),
    'company.registration': client.registrationNumber?.trim() || MISSING('registration number'),
    'package.name': service.title,
    fees: feesText(Math.round(service.price * 100), VAT_RATE),
    'firm.name': firm.name,
    'firm.legalName': firm.legalName,
    'firm.address': formatAddress(firm.address),
    'firm.email': firm.email,
    'firm.phone': firm.phone,
    'firm.vatNumber': firm.vatNumber,
    date: formatDate(new Date()),
  });
  return { body, templateId: template.id, templateVersion: template.version, service };
}

export function createEngagementService(ctx: AppContext) {
  const { db, storage } = ctx;
  const firm = ctx.config.firmDetails;

  async function staffLetter(actor: SessionUser, id: string) {
    const [letter] = await db.select().from(letters).where(eq(letters.id, id));
    if (!letter) throw notFound('No such engagement letter.');
    await assertClientVisible(db, actor, letter.clientId);
    return letter;
  }

  /** A client's own letter once sent; a draft, or anyone else's, is the same 404 as none. */
  async function clientLetter(clientId: string, id: string) {
    const [row] = await db
      .select({ letter: letters, packageTitle: services.title })
      .from(letters)
      .innerJoin(services, eq(services.id, letters.serviceId))
      .where(and(eq(letters.id, id), eq(letters.clientId, clientId), ne(letters.status, 'draft')));
    if (!row) throw notFound('No such engagement letter.');
    return row;
  }

  async function storedBytes(key: string | null) {
    const stream = key ? await storage.read(key) : null;
    return stream ? readAll(stream) : null;
  }

  const title = (packageTitle: string) => `Engagement letter: ${packageTitle} package`;

  /**
   * Sends a draft: its PDF rendered once, stored, hashed and frozen. `sentBy` is the staff member,
   * or null for the standard letter a client asks for at checkout.
   */
  async function sendDraft(letter: Letter, sentBy: string | null, meta: RequestMeta) {
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
    const bytes = await renderLetterPdf(firm, { title: title(service?.title ?? ''), body: letter.body });
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
  }

  return {
    async send(actor: SessionUser, id: string, meta: RequestMeta) {
      return sendDraft(await staffLetter(actor, id), actor.id, meta);
    },

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
      const letterBytes = await storedBytes(letter.letterKey);
      let signedBytes: Uint8Array | null = null;
      if (letter.signedDocumentId) {
        const [doc] = await db
          .select({ key: documents.fileUrl })
          .from(documents)
          .where(eq(documents.id, letter.signedDocumentId));
        signedBytes = await storedBytes(doc?.key ?? null);
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
        const bytes = await storedBytes(letter.letterKey);
        if (!bytes) throw notFound('The letter file is missing.');
        return bytes;
      }
      const [service] = await db.select().from(services).where(eq(services.id, letter.serviceId));
      return renderLetterPdf(firm, { title: title(service?.title ?? ''), body: letter.body });
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
      const { letter, packageTitle } = await clientLetter(clientId, id);
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
      const { letter, packageTitle } = await clientLetter(clientId, id);
      const bytes = await storedBytes(letter.letterKey);
      if (!bytes) throw notFound('The letter file is missing.');
      return { bytes, fileName: `${title(packageTitle)}.pdf` };
    },

    async sign(
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
      const { letter, packageTitle } = await clientLetter(user.id, id);
      if (letter.status !== 'sent') throw conflict(`This letter is ${letter.status} and cannot be signed.`);
      if (input.sha256 !== letter.letterSha256) throw conflict(SIGN_MESSAGES.changed);
      const letterBytes = await storedBytes(letter.letterKey);
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
      const signed = await renderSignedPdf(firm, letterBytes, title(packageTitle), {
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
              fileName: `${title(packageTitle)} (signed).pdf`,
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
    },

    async decline(user: SessionUser, id: string, reason: string, meta: RequestMeta) {
      if (reason.trim().length < 5)
        throw invalid('The request body is not valid.', { reason: SIGN_MESSAGES.declineReason });
      const { letter, packageTitle } = await clientLetter(user.id, id);
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

function summary(letter: Letter, packageTitle: string) {
  return {
    id: letter.id,
    packageTitle,
    status: letter.status,
    sentAt: letter.sentAt?.toISOString() ?? null,
    viewedAt: letter.viewedAt?.toISOString() ?? null,
    signedAt: letter.signedAt?.toISOString() ?? null,
    signerName: letter.signerName,
    letterSha256: letter.letterSha256,
  };
}

export type EngagementService = ReturnType<typeof createEngagementService>;
