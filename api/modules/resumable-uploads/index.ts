import { type } from 'arktype';
import { Elysia } from 'elysia';
import type { AppContext } from '../../context.ts';
import type { RequestMeta, SessionUser } from '../../core/caller.ts';
import { requestContext } from '../../core/request-context.ts';
import { routeFacts } from '../../lib/openapi/complete-document.ts';
import { forbidden, unauthorized } from '../../lib/problem.ts';
import { UPLOAD_RATE } from '../documents/index.ts';
import { LINK_ADDRESS_RATE, LINK_RATE } from '../upload-links/index.ts';
import { TOKEN_PATTERN } from '../upload-links/public.ts';
import { createUploadLinksService } from '../upload-links/service.ts';
import { parseUploadMetadata } from './metadata.ts';
import { createResumableUploads, TUS_PATH, type UploadOwner } from './service.ts';
import { tusHeaders, tusResponses } from './openapi.ts';

export const RESUMABLE_UPLOADS_TAG = {
  name: 'Resumable uploads',
  description:
    'tus 1.0.0 (creation, termination, expiration): a signed-in client’s or a request link’s upload in chunks, continued from the server’s offset after a dropped connection',
};
const tags = [RESUMABLE_UPLOADS_TAG.name];

/** tus chunks carry a few MB each, streamed to the file store: the app's 1 MB body limit does not apply. */
export const RESUMABLE_UPLOAD_PATHS = [/^\/api\/uploads\/tus(\/[^/]+)?$/];

const idParams = type({ id: '0 < string <= 100' });
const RATE_MESSAGE = 'Too many attempts with upload links. Please wait a while and try again.';
const CLIENT_RATE_MESSAGE =
  'You have sent a great many uploads in the last hour. Please wait a while before sending more.';
const KEYS_REFUSED =
  'Resumable uploads are for the portal and upload links: with an API key use POST /api/documents/upload.';

export function resumableUploadsModule(ctx: AppContext) {
  const uploads = createResumableUploads(ctx);
  const links = createUploadLinksService(ctx);

  /**
   * Who is asking: the holder of a link token (in `Upload-Link-Token`, or at creation
   * the metadata's `token`), counted as a link call; else a signed-in client.
   */
  async function ownerOf(
    request: Request,
    caller: () => Promise<SessionUser | null>,
    meta: RequestMeta,
  ): Promise<UploadOwner> {
    const token =
      request.headers.get('upload-link-token') ??
      (request.method === 'POST' ? parseUploadMetadata(request.headers.get('upload-metadata'))?.token : undefined);
    if (token !== undefined && token !== null) {
      await ctx.rateLimiter.hit(`upload-link:address:${meta.ipAddress ?? 'unknown'}`, LINK_ADDRESS_RATE, RATE_MESSAGE);
      const { link } = await links.resolve(TOKEN_PATTERN.test(token) ? token : '');
      await ctx.rateLimiter.hit(`upload-link:link:${link.id}`, LINK_RATE, RATE_MESSAGE);
      return { kind: 'link', linkId: link.id, token };
    }
    const user = await caller();
    if (!user) throw unauthorized();
    if (user.apiKey) throw forbidden(KEYS_REFUSED);
    if (user.role !== 'client') throw forbidden('Only clients upload documents.');
    return { kind: 'client', user };
  }

  const resume = async ({
    request,
    params,
    caller,
    meta,
  }: {
    request: Request;
    params: { id: string };
    caller: () => Promise<SessionUser | null>;
    meta: RequestMeta;
  }) => uploads.resume(await ownerOf(request, caller, meta), params.id, request, meta);

  return new Elysia({ name: 'resumable-uploads' })
    .use(requestContext(ctx))
    .options(TUS_PATH, ({ request }) => uploads.options(request), {
      detail: {
        tags,
        security: [],
        summary: 'What the tus server supports (Tus-Version, Tus-Extension, Tus-Max-Size)',
        responses: tusResponses.options,
      },
    })
    .post(
      TUS_PATH,
      async ({ request, caller, meta }) => {
        const owner = await ownerOf(request, caller, meta);
        if (owner.kind === 'client')
          await ctx.rateLimiter.hit(`upload:user:${owner.user.id}`, UPLOAD_RATE, CLIENT_RATE_MESSAGE);
        return uploads.create(owner, request, meta);
      },
      {
        parse: 'none',
        detail: {
          ...routeFacts({ 'x-rate-limited': true, 'x-errors': [400, 401, 403, 404, 409, 410, 413, 422] }),
          tags,
          security: [{ session: [] }, {}],
          summary: 'Begin a resumable upload (tus creation): a signed-in client’s, or through a request link',
          description:
            'Upload-Length is the file’s size (required; at most 10 MB and within the client’s storage, else 413, decided before any byte is stored). Upload-Metadata (base64 values) names `filename` (and `filetype`, `description`) and either `requestId` or `category` (signed in) or `token` (a request link, no sign-in; 404 unknown, 410 ended). Answers 201 with the upload’s Location. The first bytes sent must be a PDF, photo or office document (415 on the PATCH that carries them, nothing kept). Unfinished uploads are deleted after 24 hours.',
          parameters: tusHeaders.create,
          responses: tusResponses.create,
        },
      },
    )
    .head(`${TUS_PATH}/:id`, resume, {
      params: idParams,
      detail: {
        ...routeFacts({ 'x-errors': [401, 404, 410] }),
        tags,
        security: [{ session: [] }, {}],
        summary: 'How far an upload has come (Upload-Offset): only its creator; anyone else 404',
        parameters: tusHeaders.resume,
        responses: tusResponses.head,
      },
    })
    .patch(`${TUS_PATH}/:id`, resume, {
      params: idParams,
      parse: 'none',
      detail: {
        ...routeFacts({ 'x-rate-limited': true, 'x-errors': [400, 401, 404, 409, 410, 413, 415] }),
        tags,
        security: [{ session: [] }, {}],
        summary: 'Send the next bytes from Upload-Offset (application/offset+octet-stream)',
        description:
          'Upload-Offset must be the server’s offset (HEAD), else 409, nothing written; a second PATCH while one is in progress 409. The last bytes make the document (as a plain upload: review, notifications, webhooks; a request becomes fulfilled) and the upload is removed.',
        parameters: tusHeaders.patch,
        requestBody: {
          required: true,
          content: { 'application/offset+octet-stream': { schema: { type: 'string', format: 'binary' } } },
        } as never,
        responses: tusResponses.patch,
      },
    })
    .delete(`${TUS_PATH}/:id`, resume, {
      params: idParams,
      detail: {
        ...routeFacts({ 'x-errors': [401, 404] }),
        tags,
        security: [{ session: [] }, {}],
        summary: 'Abandon an unfinished upload (tus termination): its bytes are deleted',
        parameters: tusHeaders.resume,
        responses: tusResponses.delete,
      },
    });
}
