/**
 * Secure messaging: /api/messages for clients and staff alike (each sees the
 * threads the assignment rules allow), plus the staff list as the message-threads
 * admin resource. Sending is limited to 30 messages a minute per person.
 */
import { Elysia } from 'elysia';
import { MESSAGES_PER_MINUTE } from '../../../domain/messages.ts';
import type { AppContext } from '../../context.ts';
import { routeFacts } from '../../lib/openapi/complete-document.ts';
import { requestContext } from '../../core/request-context.ts';
import { fileResponse, showsInline } from '../documents/public.ts';
import { createDocumentsService } from '../documents/service.ts';
import {
  idParams,
  listQuery,
  multipartMessageBody,
  newMessageBody,
  newThreadBody,
  threadSchema,
  threadSummarySchema,
  unreadCountSchema,
} from './model.ts';
import { readMessageBody, STAFF_ALLOWANCE } from './read-body.ts';
import { createMessagesService } from './service.ts';

export const MESSAGES_TAG = {
  name: 'Messages',
  description: 'Secure messages between a client and the firm: threads, plain-text messages and their files',
};
const tags = [MESSAGES_TAG.name];
const SEND_RATE = { limit: MESSAGES_PER_MINUTE, windowMs: 60_000 };
const SEND_RATE_MESSAGE = 'You have sent a great many messages in the last minute. Please wait a moment.';
/** Posting streams files to storage: these paths skip the app's 1 MB body limit and hold JSON to it themselves. */
export const MESSAGE_UPLOAD_PATHS = [/^\/api\/messages\/threads$/, /^\/api\/messages\/threads\/[^/]+\/messages$/];

export function messagesModule(ctx: AppContext) {
  const service = createMessagesService(ctx);
  const documents = createDocumentsService(ctx);
  const allowanceOf = (user: { id: string; role: string }) => async () =>
    user.role === 'client' ? documents.allowance(user.id) : STAFF_ALLOWANCE;

  return new Elysia({ name: 'messages' })
    .use(requestContext(ctx))
    .get('/api/messages/threads', ({ user, query }) => service.list(user, query.clientId), {
      auth: true,
      query: listQuery,
      response: { 200: threadSummarySchema.array() },
      detail: {
        tags,
        summary: 'My conversations (a client: their own; staff: the clients they see), latest activity first',
      },
    })
    .post(
      '/api/messages/threads',
      async ({ user, request, meta, set }) => {
        await ctx.rateLimiter.hit(`messages:${user.id}`, SEND_RATE, SEND_RATE_MESSAGE);
        const { fields, files } = await readMessageBody(request, newThreadBody, ctx.storage, allowanceOf(user));
        const created = await service.create(user, fields, { body: fields.body, files }, meta);
        set.status = 201;
        return service.read(user, created.id);
      },
      {
        auth: true,
        parse: 'none',
        response: { 201: threadSchema },
        detail: {
          tags,
          summary: 'Start a conversation with its first message (JSON, or multipart/form-data with files)',
          description:
            "A client writes to the firm; staff name the client (clientId) among those they see. An empty message without files is a 422 'Message cannot be empty', over 10,000 characters a 422; files: at most 5 of 10 MB each.",
          requestBody: multipartMessageBody as never,
          ...routeFacts({ 'x-errors': [404, 413], 'x-rate-limited': true }),
        },
      },
    )
    .get('/api/messages/threads/:id', ({ user, params }) => service.read(user, params.id), {
      auth: true,
      params: idParams,
      response: { 200: threadSchema },
      detail: {
        tags,
        summary: 'A conversation with every message; reading it marks it read for me',
        ...routeFacts({ 'x-errors': [404] }),
      },
    })
    .post(
      '/api/messages/threads/:id/messages',
      async ({ user, params, request, meta, set }) => {
        await ctx.rateLimiter.hit(`messages:${user.id}`, SEND_RATE, SEND_RATE_MESSAGE);
        const { fields, files } = await readMessageBody(request, newMessageBody, ctx.storage, allowanceOf(user));
        await service.post(user, params.id, { body: fields.body, files }, meta);
        set.status = 201;
        return service.read(user, params.id);
      },
      {
        auth: true,
        parse: 'none',
        params: idParams,
        response: { 201: threadSchema },
        detail: {
          tags,
          summary: 'Write in a conversation (JSON, or multipart/form-data with files); messages are never edited',
          requestBody: multipartMessageBody as never,
          ...routeFacts({ 'x-errors': [404, 413], 'x-rate-limited': true }),
        },
      },
    )
    .get(
      '/api/messages/attachments/:id',
      async ({ user, params }) => {
        const file = await service.attachment(user, params.id);
        return fileResponse(file, showsInline(file.fileType) ? 'inline' : 'attachment');
      },
      {
        auth: true,
        params: idParams,
        detail: {
          tags,
          summary: "A message's file, for whoever sees its conversation (the documents' download rules)",
          responses: {
            200: {
              description: 'The file as sent, with its media type',
              content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
            },
          },
          ...routeFacts({ 'x-errors': [404] }),
        },
      },
    )
    .get('/api/messages/unread-count', ({ user }) => service.unreadCount(user), {
      auth: true,
      response: { 200: unreadCountSchema },
      detail: { tags, summary: 'How many of my conversations have a message I have not read' },
    });
}
