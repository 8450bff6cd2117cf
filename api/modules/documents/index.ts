import { routeFacts } from '../../lib/openapi/complete-document.ts';
import { Elysia } from 'elysia';
import type { AppContext } from '../../context.ts';
import { requestContext } from '../../core/request-context.ts';
import { fileResponse, showsInline } from './file-name.ts';
import {
  documentParams,
  documentRequestSchema,
  documentSchema,
  fileQuery,
  storageUsageSchema,
  uploadRequestBody,
  uploadResultSchema,
} from './model.ts';
import { receiveUpload } from './receive-upload.ts';
import { createDocumentsService } from './service.ts';

/**
 * Upload calls per client: a year's papers sent one file at a time in one
 * sitting stays well inside it; a script hammering the endpoint does not.
 */
export const UPLOAD_RATE = { limit: 300, windowMs: 60 * 60 * 1000 };
const UPLOAD_RATE_MESSAGE =
  'You have sent a great many uploads in the last hour. Please wait a while before sending more.';

export const DOCUMENTS_TAG = {
  name: 'Documents',
  description:
    "The signed-in client's documents (uploads, streamed to storage, at most 10 MB each) and their accountant's document requests",
};
const tags = [DOCUMENTS_TAG.name];
/** Calls whose bodies are streamed and size-checked here, not refused at 1 MB by the app's body limit. */
export const UPLOAD_PATHS = ['/api/documents/upload'] as const;

/** The client's document exchange: list, upload (multipart, streamed), requests, and the file itself for whoever may see it. */
export function documentsModule(ctx: AppContext) {
  const documents = createDocumentsService(ctx);
  const storage = ctx.storage;

  return new Elysia({ name: 'documents' })
    .use(requestContext(ctx))
    .get('/api/documents', ({ user }) => documents.list(user.id), {
      auth: true,
      response: { 200: documentSchema.array() },
      detail: { tags, summary: 'My documents, newest first' },
    })
    .get('/api/documents/usage', ({ user }) => documents.usage(user.id), {
      auth: true,
      response: { 200: storageUsageSchema },
      detail: { tags, summary: 'How much of my document storage my uploads use' },
    })
    .post(
      '/api/documents/upload',
      async ({ user, request, meta, set }) => {
        await ctx.rateLimiter.hit(`upload:user:${user.id}`, UPLOAD_RATE, UPLOAD_RATE_MESSAGE);
        const upload = await receiveUpload(request, storage, await documents.allowance(user.id));
        const created = await documents.upload(user, upload, meta);
        set.status = 201;
        return { message: 'Your documents have been uploaded and are pending review.', documents: created };
      },
      {
        auth: true,
        // busboy reads the body as a stream; Elysia must not buffer it first.
        parse: 'none',
        response: { 201: uploadResultSchema },
        detail: {
          ...routeFacts({ 'x-rate-limited': true, 'x-errors': [404, 409] }),
          tags,
          summary: 'Upload documents (multipart/form-data: category, description, requestId, files)',
          description:
            'Each file is streamed to storage. A file over 10 MB, or an upload that would take me over my storage quota (GET /api/documents/usage), refuses the whole upload (413) and nothing of it is kept; no files is a 422; more than 300 uploads in an hour is a 429. With requestId (an open request of mine) the category comes from the request and the request becomes completed.',
          requestBody: uploadRequestBody as never,
        },
      },
    )
    .get('/api/document-requests', ({ user }) => documents.listRequests(user.id), {
      auth: true,
      response: { 200: documentRequestSchema.array() },
      detail: {
        tags,
        summary: 'Documents my accountant has asked for, newest first (overdue once the due date has passed)',
      },
    })
    .get(
      '/api/documents/:id/file',
      async ({ user, params, query }) => {
        const file = await documents.openFile(user, params.id);
        const download = query.download === '1' || query.download === 'true' || !showsInline(file.fileType);
        return fileResponse(file, download ? 'attachment' : 'inline');
      },
      {
        auth: true,
        params: documentParams,
        query: fileQuery,
        detail: {
          tags,
          summary: 'The file of a document: its owner, or staff who see the client; anyone else gets 404',
          responses: {
            200: {
              description: 'The file as uploaded, with its media type (inline, or an attachment with ?download=1)',
              content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
            },
          },
        },
      },
    );
}
