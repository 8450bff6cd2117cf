import { type } from 'arktype';
import { DOCUMENT_CATEGORIES, DOCUMENT_STATUSES, REQUEST_STATUSES } from '../../../domain/enums.ts';
import type { ClientDocument, DocumentRequest, StorageUsage } from '../../../domain/shapes/documents.ts';
import { sameShape } from '../../../domain/shapes/same-shape.ts';

/** The upload's text fields, after busboy has read them (the files are streamed separately). */
export const UPLOAD_MESSAGES = {
  category: 'Please select a document category',
  noFiles: 'Please select at least one file to upload',
} as const;

export const documentSchema = type({
  id: 'string',
  userId: 'string',
  fileName: type('string').describe("the user's own file name (metadata only)"),
  fileType: type('string').describe('the media type the browser declared'),
  fileSize: type('number').describe('bytes'),
  fileUrl: type('string').describe(
    'where the file is read: /api/documents/{id}/file (add ?download=1 for an attachment)',
  ),
  category: type.enumerated(...DOCUMENT_CATEGORIES),
  description: 'string | null',
  status: type.enumerated(...DOCUMENT_STATUSES),
  uploadedAt: 'string',
  lastModified: 'string | null',
  reviewedAt: 'string | null',
  reviewNotes: 'string | null',
  keepUntil: type('string | null').describe(
    'the last day the firm must keep it (yyyy-MM-dd); until then nobody can delete it. Null: no retention clock holds it',
  ),
  retentionRule: type('string | null').describe(
    'the retention rule holding it (see /api/admin/retention-rules), or null',
  ),
});
export type DocumentRecord = ClientDocument;
sameShape<typeof documentSchema.infer, ClientDocument>(true);

export const documentRequestSchema = type({
  id: 'string',
  clientId: 'string',
  documentType: type.enumerated(...DOCUMENT_CATEGORIES).or('string'),
  description: 'string',
  dueDate: 'string | null',
  status: type.enumerated(...REQUEST_STATUSES).describe('overdue once the due date has passed while still open'),
  fulfilledWith: type('string | null').describe('the id of the document that fulfilled it'),
  createdAt: 'string',
  updatedAt: 'string',
});
export type DocumentRequestRecord = DocumentRequest;
sameShape<typeof documentRequestSchema.infer, DocumentRequest>(true);

export const storageUsageSchema = type({
  usedBytes: type('number').describe('bytes of the documents I uploaded'),
  quotaBytes: type('number').describe('what I may keep in total (UPLOAD_QUOTA_MB)'),
});

sameShape<typeof storageUsageSchema.infer, StorageUsage>(true);

export const uploadResultSchema = type({ message: 'string', documents: documentSchema.array() });
export const documentParams = type({ id: '0 < string <= 100' });
export const fileQuery = type({
  'download?': type("'1' | 'true' | '0' | 'false'").describe('1: always a download (Content-Disposition: attachment)'),
});

/** OpenAPI for the multipart body, which Elysia does not parse on this route (busboy streams it). */
export const uploadRequestBody = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['files'],
        properties: {
          category: {
            type: 'string',
            enum: [...DOCUMENT_CATEGORIES],
            description: 'required unless requestId is given (then the request decides)',
          },
          description: { type: 'string', maxLength: 1000 },
          requestId: {
            type: 'string',
            description: "one of the client's own open document requests; it becomes completed",
          },
          files: {
            type: 'array',
            items: { type: 'string', format: 'binary' },
            description: 'one or more files, each at most 10 MB',
          },
        },
      },
    },
  },
} as const;
