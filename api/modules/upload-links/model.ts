import { type } from 'arktype';
import type { documentSchema } from '../documents/model.ts';

export const requestParams = type({ id: '0 < string <= 100' });
export const tokenParams = type({ token: '0 < string <= 200' });

export const uploadLinkSchema = type({
  url: type('string').describe('the page at /upload/{token}: works signed out, for this request only'),
  expiresAt: type('string').describe(
    '14 days after it was made; it ends sooner when the request is fulfilled or deleted, or staff revoke it',
  ),
  whatsappUrl: type('string').describe("a wa.me link with the firm's greeting, the request and the link"),
});

export const uploadLinkViewSchema = type({
  firmName: 'string',
  title: type('string').describe('what is asked for (the document type)'),
  description: 'string',
  documentType: 'string',
  dueDate: 'string | null',
  dueDateLabel: type('string | null').describe('the due date as the page shows it'),
  expiresAt: 'string',
});

export const linkUploadResultSchema = type({
  message: 'string',
  documents: type({ fileName: 'string', fileSize: 'number' }).array(),
});
export type LinkUploadResult = typeof linkUploadResultSchema.infer;
// The answer says what arrived, never the client's document records (ids, review notes, other files).
export const uploadedSummary = (documents: (typeof documentSchema.infer)[]) =>
  documents.map(({ fileName, fileSize }) => ({ fileName, fileSize }));

/** OpenAPI for the multipart body, streamed by the route (not parsed by Elysia). */
export const linkUploadRequestBody = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['files'],
        properties: {
          description: { type: 'string', maxLength: 1000 },
          files: {
            type: 'array',
            items: { type: 'string', format: 'binary' },
            description:
              'one or more files, each at most 10 MB: a PDF, a photo or an office document (judged by its first bytes)',
          },
        },
      },
    },
  },
} as const;
