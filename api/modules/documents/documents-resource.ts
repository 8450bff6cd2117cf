/**
 * documents: what clients uploaded, for review. Staff who see the client read
 * them (accountants only their assigned clients) and set the review outcome;
 * reviewedBy and reviewedAt are the server's. Uploads come only from the
 * client (POST /api/documents/upload); the file is read at fileUrl.
 */
import { type } from 'arktype';
import { eq, sql } from 'drizzle-orm';
import { DOCUMENT_CATEGORIES, DOCUMENT_STATUSES } from '../../../domain/enums.ts';
import { documents } from '../../db/schema.ts';
import { optionalText } from '../../lib/validation.ts';
import { logActivity } from '../../lib/activity-log.ts';
import { assignedClientsOnly, MANAGERS, STAFF } from '../../core/access/visibility.ts';
import { assertDocumentDeletable, documentClockSql } from '../retention/public.ts';
import { dateRange, equalsOneOf, equalsText, defineResource, writeBody } from '../admin/public.ts';

const clock = documentClockSql();

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
    keepUntil: sql<string | null>`substr(${clock}, 1, 10)`.as('keep_until'),
    retentionRule: sql<string | null>`substr(${clock}, 12)`.as('retention_rule'),
  },
  computed: {
    fileUrl: { type: 'string', description: 'where the file is read' },
    keepUntil: {
      type: ['string', 'null'],
      description: 'the last day the firm must keep it (yyyy-MM-dd); null when no retention clock holds it',
    },
    retentionRule: { type: ['string', 'null'], description: 'the retention rule holding it longest, or null' },
  },
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
  // Managers and admins delete a document no retention clock holds (a wrong upload); under a clock, 409.
  remove: {
    roles: MANAGERS,
    async run(current, { ctx }, log) {
      const gone = await ctx.db.transaction(async (tx) => {
        await assertDocumentDeletable(tx, current.id);
        const [row] = await tx
          .delete(documents)
          .where(eq(documents.id, current.id))
          .returning({ key: documents.fileUrl });
        await logActivity(tx, log);
        return row;
      });
      // The file goes after the row: a crash in between leaves an orphan file, never a row pointing at nothing.
      if (gone) await ctx.storage.delete(gone.key).catch((error) => console.error(error));
    },
  },
});
