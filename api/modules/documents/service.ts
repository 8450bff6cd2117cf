import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { DOCUMENT_CATEGORIES, type DocumentCategory } from '../../../domain/enums.ts';
import type { AppContext } from '../../context.ts';
import { documentRequests, documents } from '../../db/schema.ts';
import { logActivity } from '../../lib/activity-log.ts';
import { conflict, invalid, notFound } from '../../lib/problem.ts';
import { onlyRow } from '../../lib/rows.ts';
import { assignedClientIds, seesEveryClient } from '../../core/access/visibility.ts';
import { emitDocumentsUploaded } from '../webhooks/public.ts';
import { requestFulfilled } from './hooks.ts';
import { notifyClientStaff } from './notify-staff.ts';
import { documentClockSql, readClock } from '../retention/public.ts';
import type { DocumentRecord, DocumentRequestRecord } from './model.ts';
import { UPLOAD_MESSAGES } from './model.ts';
import { quotaExceeded, type ReceivedUpload, type UploadAllowance } from './receive-upload.ts';
import type { SessionUser, RequestMeta } from '../../core/caller.ts';

const d = documents;
const r = documentRequests;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The download path a document's `fileUrl` shows; the storage key itself never leaves the server. */
export const fileUrlOf = (id: string) => `/api/documents/${id}/file`;

type DocumentRow = Pick<
  typeof d.$inferSelect,
  | 'id'
  | 'userId'
  | 'fileName'
  | 'fileType'
  | 'fileSize'
  | 'category'
  | 'description'
  | 'status'
  | 'uploadedAt'
  | 'lastModified'
  | 'reviewedAt'
  | 'reviewNotes'
> & { clock: string | null };
const documentColumns = {
  id: d.id,
  userId: d.userId,
  fileName: d.fileName,
  fileType: d.fileType,
  fileSize: d.fileSize,
  category: d.category,
  description: d.description,
  status: d.status,
  uploadedAt: d.uploadedAt,
  lastModified: d.lastModified,
  reviewedAt: d.reviewedAt,
  reviewNotes: d.reviewNotes,
  clock: documentClockSql(),
};
/** What RETURNING can answer: every column but the clock. */
const { clock: _clock, ...insertedColumns } = documentColumns;
const toDocument = ({ clock, ...row }: DocumentRow): DocumentRecord => ({
  ...row,
  keepUntil: readClock(clock)?.keepUntil ?? null,
  retentionRule: readClock(clock)?.retentionRule ?? null,
  category: row.category as DocumentCategory,
  fileUrl: fileUrlOf(row.id),
  uploadedAt: row.uploadedAt.toISOString(),
  lastModified: iso(row.lastModified),
  reviewedAt: iso(row.reviewedAt),
});

/** A pending request whose due date has passed reads as overdue (the stored status changes only when it is fulfilled). */
export const requestStatusSql: SQL<string> = sql<string>`case when ${r.status} = 'pending' and ${r.dueDate} is not null and ${r.dueDate} < cast(unixepoch('subsec') * 1000 as integer) then 'overdue' else ${r.status} end`;
/** What a document request is read with, here and by the backoffice (which adds who asked for it). */
export const requestColumns = {
  id: r.id,
  clientId: r.clientId,
  documentType: r.documentType,
  description: r.description,
  dueDate: r.dueDate,
  status: requestStatusSql.as('status'),
  fulfilledWith: r.fulfilledWith,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
};
type RequestRow = Omit<typeof r.$inferSelect, 'status' | 'requestedBy'> & { status: string };
const toRequest = (row: RequestRow): DocumentRequestRecord => ({
  ...row,
  status: row.status as DocumentRequestRecord['status'],
  dueDate: iso(row.dueDate),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const OPEN = ['pending', 'overdue'] as const;
const MAX_DESCRIPTION = 1000;

/** A client's documents and document requests, the upload that adds to them, and who may read a file. */
export function createDocumentsService(ctx: AppContext) {
  const { db } = ctx;
  const storage = ctx.storage;
  const listPrepared = db
    .select(documentColumns)
    .from(d)
    .where(eq(d.userId, sql.placeholder('userId')))
    .orderBy(desc(d.uploadedAt), sql`rowid desc`)
    .prepare();
  // Every document is the client's own upload today. When staff can upload to a client, mark those rows
  // (an uploaded_by column) and leave them out here: the quota is what the client put in (decision 016).
  // Files the client attached to messages count too: they sit in the same storage.
  const usagePrepared = db
    .select({
      usedBytes: sql<number>`coalesce(sum(${d.fileSize}), 0) + (select coalesce(sum(a.file_size), 0)
        from message_attachments a join messages m on m.id = a.message_id
        where m.sender_id = ${sql.placeholder('userId')})`,
    })
    .from(d)
    .where(eq(d.userId, sql.placeholder('userId')))
    .prepare();
  const requestsPrepared = db
    .select(requestColumns)
    .from(r)
    .where(eq(r.clientId, sql.placeholder('clientId')))
    .orderBy(desc(r.createdAt), sql`rowid desc`)
    .prepare();

  function readFields(fields: Record<string, string>) {
    const requestId = fields.requestId?.trim() || undefined;
    const description = fields.description?.trim() || null;
    const category = fields.category?.trim() || undefined;
    const errors: Record<string, string> = {};
    if (!requestId && !category) errors.category = UPLOAD_MESSAGES.category;
    else if (category && !(DOCUMENT_CATEGORIES as readonly string[]).includes(category))
      errors.category = UPLOAD_MESSAGES.category;
    if (description && description.length > MAX_DESCRIPTION)
      errors.description = `Description must be at most ${MAX_DESCRIPTION} characters`;
    return { requestId, description, category, errors };
  }

  async function usedBytes(clientId: string): Promise<number> {
    const [row] = await usagePrepared.all({ userId: clientId });
    return Number(row?.usedBytes ?? 0);
  }

  /** What the client may still upload; a full storage refuses the upload before its body is read. */
  async function allowance(clientId: string): Promise<UploadAllowance> {
    const quotaBytes = ctx.config.uploadQuotaBytes;
    const left = { quotaBytes, remainingBytes: quotaBytes - (await usedBytes(clientId)) };
    if (left.remainingBytes <= 0) throw quotaExceeded(left);
    return left;
  }

  return {
    allowance,

    /** The bytes of documents the client uploaded, and their quota (UPLOAD_QUOTA_MB). */
    async usage(clientId: string): Promise<{ usedBytes: number; quotaBytes: number }> {
      return { usedBytes: await usedBytes(clientId), quotaBytes: ctx.config.uploadQuotaBytes };
    },

    async list(userId: string): Promise<DocumentRecord[]> {
      return (await listPrepared.all({ userId })).map(toDocument);
    },

    async listRequests(clientId: string): Promise<DocumentRequestRecord[]> {
      return (await requestsPrepared.all({ clientId })).map(toRequest);
    },

    /**
     * Records what receiveUpload stored: one pending document per file, the
     * request (if any) completed with the first of them, staff told. Refused
     * input or a failed write removes the stored files, so nothing is half kept.
     */
    async upload(user: SessionUser, upload: ReceivedUpload, meta: RequestMeta): Promise<DocumentRecord[]> {
      try {
        const { requestId, description, category, errors } = readFields(upload.fields);
        if (upload.files.length === 0) errors.files = UPLOAD_MESSAGES.noFiles;
        const empty = upload.files.filter((file) => file.fileSize === 0).map((file) => file.fileName);
        if (empty.length) errors.files = `These files are empty: ${empty.join(', ')}`;
        if (Object.keys(errors).length) throw invalid(Object.values(errors)[0] ?? UPLOAD_MESSAGES.noFiles, errors);
        // Uploads that ran side by side were each checked against the same remaining space: check their sum.
        const left = await allowance(user.id);
        if (upload.files.reduce((sum, file) => sum + file.fileSize, 0) > left.remainingBytes) throw quotaExceeded(left);

        let request: { id: string; documentType: string; description: string; status: string } | undefined;
        if (requestId) {
          [request] = await db
            .select({ id: r.id, documentType: r.documentType, description: r.description, status: r.status })
            .from(r)
            .where(and(eq(r.id, requestId), eq(r.clientId, user.id)));
          if (!request) throw notFound('Document request not found.');
          if (request.status === 'completed') throw conflict('This document request has already been fulfilled.');
        }

        const documentCategory = request?.documentType ?? category;
        if (!documentCategory) throw invalid(UPLOAD_MESSAGES.category, { category: UPLOAD_MESSAGES.category });

        return await db.transaction(async (tx) => {
          const rows = await tx
            .insert(d)
            .values(
              upload.files.map((file) => ({
                userId: user.id,
                fileName: file.fileName,
                fileType: file.fileType,
                fileSize: file.fileSize,
                fileUrl: file.key,
                category: documentCategory,
                description: description ?? (request ? request.description : null),
              })),
            )
            .returning(insertedColumns);
          const first = onlyRow(rows, 'document');
          const names = rows.map((row) => row.fileName).join(', ');
          if (request) {
            const [fulfilled] = await tx
              .update(r)
              .set({ status: 'completed', fulfilledWith: first.id, updatedAt: new Date() })
              .where(and(eq(r.id, request.id), eq(r.clientId, user.id), inArray(r.status, OPEN)))
              .returning({ id: r.id });
            if (!fulfilled) throw conflict('This document request has already been fulfilled.');
            await requestFulfilled(tx, fulfilled.id);
            await notifyClientStaff(tx, user.id, {
              title: 'Document request fulfilled',
              message: `${user.username} uploaded ${names} for the request "${request.description}".`,
              type: 'document_request_fulfilled',
              relatedId: first.id,
            });
          } else {
            await notifyClientStaff(tx, user.id, {
              title: rows.length === 1 ? 'New document uploaded' : `${rows.length} new documents uploaded`,
              message: `${user.username} uploaded ${names}.`,
              type: 'document_uploaded',
              relatedId: first.id,
            });
          }
          await logActivity(tx, {
            userId: user.id,
            action: 'documents_uploaded',
            details: { documentIds: rows.map((row) => row.id), ...(request ? { requestId: request.id } : {}) },
            ...meta,
          });
          await emitDocumentsUploaded(tx, rows, request);
          // Read back: a row's retention clock is a query over other tables, which RETURNING cannot answer.
          const created = await tx
            .select(documentColumns)
            .from(d)
            .where(
              inArray(
                d.id,
                rows.map((row) => row.id),
              ),
            );
          const byId = new Map(created.map((row) => [row.id, row]));
          // In the order the files came, as RETURNING gave them.
          return rows.flatMap((row) => {
            const read = byId.get(row.id);
            return read ? [toDocument(read)] : [];
          });
        });
      } catch (error) {
        await upload.discard();
        throw error;
      }
    },

    /**
     * The stored file of a document, for its owner, for managers and admins,
     * and for an accountant actively assigned to the owner. Anyone else gets
     * the same 404 as for an id that does not exist.
     */
    async openFile(viewer: SessionUser, id: string) {
      const allowed =
        viewer.role === 'client'
          ? eq(d.userId, viewer.id)
          : seesEveryClient(viewer)
            ? undefined
            : or(eq(d.userId, viewer.id), inArray(d.userId, assignedClientIds(db, viewer.id)));
      const [row] = await db
        .select({ key: d.fileUrl, fileName: d.fileName, fileType: d.fileType, fileSize: d.fileSize })
        .from(d)
        .where(and(eq(d.id, id), allowed));
      const body = row ? await storage.read(row.key) : null;
      if (!row || !body) throw notFound('Document not found.');
      return { ...row, body };
    },
  };
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;
