/**
 * documents: what clients uploaded, for review. Staff who see the client read
 * them (accountants only their assigned clients) and set the review outcome;
 * reviewedBy and reviewedAt are the server's. Uploads come only from the
 * client (POST /api/documents/upload); the file is read at fileUrl.
 */
import { type } from 'arktype';
import { sql } from 'drizzle-orm';
import { DOCUMENT_CATEGORIES, DOCUMENT_STATUSES } from '../../../domain/enums.ts';
import { documents } from '../../db/schema.ts';
import { optionalText } from '../../lib/validation.ts';
import { assignedClientsOnly, STAFF } from '../../core/access/visibility.ts';
import { dateRange, equalsOneOf, equalsText, defineResource, writeBody } from '../admin/public.ts';

const reviewBody = writeBody({
  'status?': type
    .enumerated(...DOCUMENT_STATUSES)
    .configure({ message: 'Choose pending, approved, rejected or needs revision' }),
  'reviewNotes?': optionalText(5000),
});

export const documentsDefinition = defineResource({
  name: 'documents',
  label: 'document',
  table: documents,
  id: documents.id,
  fields: {
    id: documents.id,
    userId: documents.userId,
    fileName: documents.fileName,
    fileType: documents.fileType,
    fileSize: documents.fileSize,
    fileUrl: sql<string>`'/api/documents/' || ${documents.id} || '/file'`.as('file_url'),
    category: documents.category,
    description: documents.description,
    status: documents.status,
    uploadedAt: documents.uploadedAt,
    lastModified: documents.lastModified,
    reviewedBy: documents.reviewedBy,
    reviewedAt: documents.reviewedAt,
    reviewNotes: documents.reviewNotes,
  },
  computed: { fileUrl: { type: 'string', description: 'where the file is read' } },
  sortable: { id: documents.id, uploadedAt: documents.uploadedAt, status: documents.status },
  defaultSort: ['uploadedAt', 'DESC'],
  searchable: [documents.fileName, documents.description, documents.category],
  fullText: 'documents_fts',
  filters: {
    userId: equalsText(documents.userId),
    status: equalsOneOf(documents.status, DOCUMENT_STATUSES),
    category: equalsOneOf(documents.category, DOCUMENT_CATEGORIES),
    ...dateRange('uploadedAt', documents.uploadedAt),
  },
  readRoles: STAFF,
  scope: assignedClientsOnly(documents.userId),
  update: {
    roles: STAFF,
    body: reviewBody,
    async toChanges(input, _current, { actor }) {
      // Whoever sets the outcome is the reviewer, now.
      return { ...input, reviewedBy: actor.id, reviewedAt: new Date() };
    },
  },
});
