import { Elysia } from 'elysia';
import type { AppContext } from '../../context.ts';
import { requestContext } from '../../core/request-context.ts';
import { STAFF } from '../../core/access/visibility.ts';
import { routeFacts } from '../../lib/openapi/complete-document.ts';
import {
  linkUploadRequestBody,
  linkUploadResultSchema,
  requestParams,
  tokenParams,
  uploadedSummary,
  uploadLinkSchema,
  uploadLinkViewSchema,
} from './model.ts';
import { createUploadLinksService } from './service.ts';

export const UPLOAD_LINKS_TAG = {
  name: 'Upload links',
  description:
    'A document request’s link that works without signing in: it shows what the request asks for and takes uploads into that request only; it reads nothing',
};
const tags = [UPLOAD_LINKS_TAG.name];

/** Calls on a link from one address, valid or not: a phone retrying is far inside it, guessing is not. */
export const LINK_ADDRESS_RATE = { limit: 120, windowMs: 60 * 60 * 1000 };
/** Calls on one link, from wherever: a person sending a request's papers in a few tries. */
export const LINK_RATE = { limit: 60, windowMs: 60 * 60 * 1000 };
const RATE_MESSAGE = 'Too many attempts with upload links. Please wait a while and try again.';

/** The link uploads stream their bodies, as the portal's upload does: the app's 1 MB body limit does not apply. */
export const LINK_UPLOAD_PATHS = [/^\/api\/upload-links\/[^/]+\/files$/];

export function uploadLinksModule(ctx: AppContext) {
  const links = createUploadLinksService(ctx);
  const limited = async (ipAddress: string | null, token: string) => {
    await ctx.rateLimiter.hit(`upload-link:address:${ipAddress ?? 'unknown'}`, LINK_ADDRESS_RATE, RATE_MESSAGE);
    const resolved = await links.resolve(token);
    await ctx.rateLimiter.hit(`upload-link:link:${resolved.link.id}`, LINK_RATE, RATE_MESSAGE);
  };

  return new Elysia({ name: 'upload-links' })
    .use(requestContext(ctx))
    .post('/api/admin/document-requests/:id/upload-link', ({ user, params }) => links.issue(user, params.id), {
      roles: STAFF,
      params: requestParams,
      response: { 200: uploadLinkSchema },
      detail: {
        ...routeFacts({ 'x-errors': [409] }),
        tags,
        summary: "The request's upload link: made if it has none in force, else the same one again",
      },
    })
    .delete(
      '/api/admin/document-requests/:id/upload-link',
      async ({ user, params, set }) => {
        await links.revoke(user, params.id);
        set.status = 204;
      },
      {
        roles: STAFF,
        params: requestParams,
        detail: {
          tags,
          summary: "Revoke the request's upload link: it answers 410 from now on",
          responses: { 204: { description: 'Revoked (or there was no link in force)' } },
        },
      },
    )
    .get(
      '/api/upload-links/:token',
      async ({ params, meta }) => {
        await limited(meta.ipAddress, params.token);
        return links.view(params.token);
      },
      {
        params: tokenParams,
        response: { 200: uploadLinkViewSchema },
        detail: {
          ...routeFacts({ 'x-rate-limited': true, 'x-errors': [410] }),
          tags,
          security: [],
          summary: 'What a link asks for: the firm, the request’s title, description and due date (no sign-in)',
          description:
            'Unknown tokens 404; a link revoked, past its 14 days, or whose request is fulfilled or deleted 410. 120 calls an hour per address and 60 per link.',
        },
      },
    )
    .post(
      '/api/upload-links/:token/files',
      async ({ params, request, meta, set }) => {
        await limited(meta.ipAddress, params.token);
        const created = await links.upload(params.token, request, meta);
        set.status = 201;
        return {
          message: 'Thank you: your accountant has received your documents.',
          documents: uploadedSummary(created),
        };
      },
      {
        params: tokenParams,
        parse: 'none',
        response: { 201: linkUploadResultSchema },
        detail: {
          ...routeFacts({ 'x-rate-limited': true, 'x-errors': [410, 413, 415] }),
          tags,
          security: [],
          summary: 'Upload into the link’s request (multipart/form-data: files, description), no sign-in',
          description:
            'As the portal’s upload, into this request only: each file at most 10 MB and within the client’s storage (413), a PDF, photo or office document by its first bytes (415), nothing stored of a refused upload. The request becomes completed.',
          requestBody: linkUploadRequestBody as never,
        },
      },
    );
}
