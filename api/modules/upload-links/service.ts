import { and, eq, isNull } from 'drizzle-orm';
import { documentCategoryLabel } from '../../../domain/labels.ts';
import { formatDate } from '../../../domain/format.ts';
import { personName } from '../../../domain/profile.ts';
import type { AppContext } from '../../context.ts';
import { documentRequests, uploadLinks, uploadLinkUses, users } from '../../db/schema.ts';
import { assertClientVisible } from '../../core/access/visibility.ts';
import type { RequestMeta, SessionUser } from '../../core/caller.ts';
import { logActivity } from '../../lib/activity-log.ts';
import { conflict, HttpProblem, notFound } from '../../lib/problem.ts';
import { type ReceivedUpload, receiveUpload, type UploadAllowance } from '../documents/public.ts';
import { createDocumentsService } from '../documents/service.ts';
import { openLinkFor } from './links.ts';
import { sniffingStorage } from './sniffing-storage.ts';
import { INACTIVE_LINK_MESSAGE, linkToken, linkTokenHash, TOKEN_PATTERN, uploadPagePath } from './token.ts';

const l = uploadLinks;
const r = documentRequests;

export const linkGone = () => new HttpProblem(410, INACTIVE_LINK_MESSAGE);
const unknownLink = () => notFound('There is no upload link at this address.');

/** What a link's page shows: the firm and the request, nothing else of the client. */
export interface LinkView {
  firmName: string;
  title: string;
  description: string;
  dueDate: string | null;
  dueDateLabel: string | null;
  documentType: string;
  expiresAt: string;
}

/** The WhatsApp message staff send the link with: the firm's greeting, what is asked, the link. */
export function whatsappShareUrl(input: {
  firmName: string;
  clientName: string;
  title: string;
  description: string;
  url: string;
  clientPhone: string | null;
}): string {
  const text = [
    `Hello ${input.clientName}, this is ${input.firmName}.`,
    `Please send us ${input.title}: ${input.description}`,
    `Upload it here, from your phone or any device, no password needed: ${input.url}`,
  ].join('\n');
  // A South African number in the client's record opens their chat; otherwise WhatsApp asks whom to send it to.
  const digits = (input.clientPhone ?? '').replace(/\D/g, '');
  const international = /^0\d{9}$/.test(digits) ? `27${digits.slice(1)}` : /^27\d{9}$/.test(digits) ? digits : '';
  return `https://wa.me/${international}?text=${encodeURIComponent(text)}`;
}

export function createUploadLinksService(ctx: AppContext) {
  const { db, appSecret } = ctx;
  const { publicUrl } = ctx.config;
  const documents = createDocumentsService(ctx);

  async function visibleRequest(actor: SessionUser, requestId: string) {
    const [row] = await db
      .select({ request: r, client: users })
      .from(r)
      .innerJoin(users, eq(users.id, r.clientId))
      .where(eq(r.id, requestId));
    if (!row) throw notFound('Document request not found.');
    await assertClientVisible(db, actor, row.request.clientId).catch(() => {
      throw notFound('Document request not found.');
    });
    return row;
  }

  /** The link a token names, with its request, if it is still in force: 404 unknown, 410 ended. */
  async function resolve(token: string, now = new Date()) {
    if (!TOKEN_PATTERN.test(token)) throw unknownLink();
    const [row] = await db
      .select({
        link: { id: l.id, expiresAt: l.expiresAt, revokedAt: l.revokedAt, requestId: l.requestId },
        request: r,
      })
      .from(l)
      .leftJoin(r, eq(r.id, l.requestId))
      .where(eq(l.tokenHash, linkTokenHash(token)));
    if (!row) throw unknownLink();
    const { link, request } = row;
    if (!request || link.revokedAt || link.expiresAt <= now || request.status === 'completed') throw linkGone();
    return { link, request };
  }

  return {
    resolve,

    async issue(actor: SessionUser, requestId: string) {
      const { request, client } = await visibleRequest(actor, requestId);
      if (request.status === 'completed')
        throw conflict('This request has been fulfilled: there is nothing left to upload through a link.');
      const link = await db.transaction(async (tx) => {
        const made = await openLinkFor(tx, appSecret, requestId, actor.apiKey ? null : actor.id);
        await logActivity(tx, {
          userId: actor.id,
          action: 'upload_link_shown',
          details: { requestId, linkId: made.id },
          ipAddress: null,
          userAgent: null,
        });
        return made;
      });
      const url = `${publicUrl}${uploadPagePath(linkToken(appSecret, link.id))}`;
      return {
        url,
        expiresAt: link.expiresAt.toISOString(),
        whatsappUrl: whatsappShareUrl({
          firmName: ctx.config.firmDetails.name,
          clientName: personName(client) || client.username,
          title: documentCategoryLabel(request.documentType),
          description: request.description,
          url,
          clientPhone: client.phone,
        }),
      };
    },

    async revoke(actor: SessionUser, requestId: string) {
      await visibleRequest(actor, requestId);
      await db.transaction(async (tx) => {
        const ended = await tx
          .update(l)
          .set({ revokedAt: new Date(), revokedBy: actor.apiKey ? null : actor.id })
          .where(and(eq(l.requestId, requestId), isNull(l.revokedAt)))
          .returning({ id: l.id });
        if (ended.length)
          await logActivity(tx, {
            userId: actor.id,
            action: 'upload_link_revoked',
            details: { requestId, linkIds: ended.map((link) => link.id) },
            ipAddress: null,
            userAgent: null,
          });
      });
    },

    async view(token: string): Promise<LinkView> {
      const { link, request } = await resolve(token);
      return {
        firmName: ctx.config.firmDetails.name,
        title: documentCategoryLabel(request.documentType),
        description: request.description,
        documentType: request.documentType,
        dueDate: request.dueDate ? request.dueDate.toISOString() : null,
        dueDateLabel: request.dueDate ? formatDate(request.dueDate) : null,
        expiresAt: link.expiresAt.toISOString(),
      };
    },

    /**
     * A link's upload, through the documents module's own receiving and recording: the
     * same limits, the client's quota, the request fulfilled, staff told, webhooks sent.
     */
    async upload(token: string, body: Request, meta: RequestMeta) {
      return recordUpload(token, (allowance) => receiveUpload(body, sniffingStorage(ctx.storage), allowance), meta);
    },

    recordUpload,
  };

  /**
   * Receives a link's files through `receive` (a multipart body, or a finished resumable
   * upload), then records them as the link's request's documents and logs them as through the link.
   */
  async function recordUpload(
    token: string,
    receive: (allowance: UploadAllowance) => Promise<ReceivedUpload>,
    meta: RequestMeta,
  ) {
    const { link, request } = await resolve(token);
    const [client] = await db
      .select({ id: users.id, username: users.username, role: users.role, isStaff: users.isStaff })
      .from(users)
      .where(eq(users.id, request.clientId));
    if (!client) throw linkGone();
    const upload = await receive(await documents.allowance(client.id));
    // Whatever the body said, a link answers its own request and nothing else.
    upload.fields = { requestId: request.id, description: upload.fields.description ?? '' };
    const uploader: SessionUser = { sessionId: `upload-link:${link.id}`, ...client };
    let created: Awaited<ReturnType<typeof documents.upload>>;
    try {
      created = await documents.upload(uploader, upload, meta);
    } catch (error) {
      // Another upload through the link (or the portal) fulfilled the request meanwhile.
      if (error instanceof HttpProblem && error.status === 409) throw linkGone();
      throw error;
    }
    await db.insert(uploadLinkUses).values(
      created.map((document) => ({
        linkId: link.id,
        requestId: request.id,
        documentId: document.id,
        ipAddress: meta.ipAddress,
        userAgent: meta.userAgent?.slice(0, 500) ?? null,
      })),
    );
    return created;
  }
}
