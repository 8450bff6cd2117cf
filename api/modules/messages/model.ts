import { type } from 'arktype';
import type { MessageThread, MessageThreadSummary, ThreadMessage } from '../../../domain/shapes/messages.ts';
import { sameShape } from '../../../domain/shapes/same-shape.ts';

export const threadSummarySchema = type({
  id: 'string',
  clientId: 'string',
  subject: 'string',
  lastMessageAt: 'string',
  lastMessagePreview: type('string').describe("the last message's first characters"),
  lastSenderName: 'string | null',
  unread: type('boolean').describe('a message from someone else arrived after I last read it'),
});

const attachmentSchema = type({ id: 'string', fileName: 'string', fileType: 'string', fileSize: 'number' });

export const messageSchema = type({
  id: 'string',
  senderId: 'string | null',
  senderName: 'string',
  fromFirm: type('boolean').describe('sent by someone at the firm (else by the client)'),
  body: type('string').describe('plain text, shown as text'),
  createdAt: 'string',
  attachments: attachmentSchema.array(),
});

export const threadSchema = type({
  id: 'string',
  clientId: 'string',
  subject: 'string',
  messages: messageSchema.array(),
});

export const unreadCountSchema = type({ count: type('number').describe('threads with a message I have not read') });

export const idParams = type({ id: 'string' });
export const listQuery = type({ 'clientId?': type('string').describe("staff: only this client's conversations") });

/** JSON bodies; the same fields come as multipart parts when files are attached (then validated in the service). */
export const newThreadBody = type({
  'clientId?': type('string').describe('staff: the client the thread is with (a client leaves it out)'),
  subject: 'string',
  body: 'string',
});
export const newMessageBody = type({ body: 'string' });

export const multipartMessageBody = {
  required: true,
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: { subject: { type: 'string' }, body: { type: 'string' }, clientId: { type: 'string' } },
        required: ['body'],
      },
    },
    'multipart/form-data': {
      schema: {
        type: 'object',
        properties: {
          subject: { type: 'string' },
          body: { type: 'string' },
          clientId: { type: 'string' },
          files: { type: 'array', items: { type: 'string', format: 'binary' }, maxItems: 5 },
        },
      },
    },
  },
} as const;

sameShape<typeof threadSummarySchema.infer, MessageThreadSummary>(true);
sameShape<typeof messageSchema.infer, ThreadMessage>(true);
sameShape<typeof threadSchema.infer, MessageThread>(true);
