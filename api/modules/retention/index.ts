/**
 * Retention clocks (decision 039): staff extend a document's clock, admins approve the
 * disposal of what deleted accounts left behind once its clock ends, a client deletes a
 * document no clock holds, and the danger zone asks what deleting the account would keep.
 */
import { Elysia } from 'elysia';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { documents } from '../../db/schema.ts';
import { logActivity } from '../../lib/activity-log.ts';
import { notFound } from '../../lib/problem.ts';
import { routeFacts } from '../../lib/openapi/complete-document.ts';
import { requestContext } from '../../core/request-context.ts';
import { ADMINS, STAFF } from '../../core/access/visibility.ts';
import { deletionNotice } from './deletion-notice.ts';
import { clockSchema, deletedSchema, disposedSchema, extendBody, idParams, keptOnDeletionSchema } from './model.ts';
import { assertDocumentDeletable, createRetentionService, keptOnDeletion } from './service.ts';

const tags = ['Retention'];
export const RETENTION_TAG = {
  name: 'Retention',
  description:
    'What the law makes the firm keep (Tax Administration Act s29 and s32, Companies Act s24, signed engagement letters): clocks, extensions and disposals',
};

export function retentionModule(ctx: AppContext) {
  const retention = createRetentionService(ctx);
  const { db } = ctx;

  return new Elysia({ name: 'retention' })
    .use(requestContext(ctx))
    .post(
      '/api/admin/documents/:id/retention',
      ({ user, params, body, meta }) => retention.extend(user, params.id, body.until, body.reason, meta),
      {
        roles: STAFF,
        params: idParams,
        body: extendBody,
        response: { 200: clockSchema },
        detail: {
          ...routeFacts({ 'x-errors': [404] }),
          tags,
          summary: "Extend a document's retention clock (an audit, objection or appeal); never shorter",
          description:
            "Staff who see the client; a deleted client's retained record: managers and admins. `until` must be later than today and than the current keep-until date (422 otherwise). Logged as retention_extended.",
        },
      },
    )
    .post(
      '/api/admin/disposals/:id/approve',
      ({ user, params, meta }) => retention.approveDisposal(user, params.id, meta),
      {
        roles: ADMINS,
        params: idParams,
        response: { 200: disposedSchema },
        detail: {
          ...routeFacts({ 'x-errors': [404, 409] }),
          tags,
          summary: 'Dispose of a retained record whose clock has ended: its row and file are deleted, and logged',
          description: 'A record still under its clock is a 409 naming the date and rule. Logged as record_disposed.',
        },
      },
    )
    .delete(
      '/api/documents/:id',
      async ({ user, params, meta }) => {
        const [row] = await db
          .select({ key: documents.fileUrl, fileName: documents.fileName })
          .from(documents)
          .where(and(eq(documents.id, params.id), eq(documents.userId, user.id)));
        if (!row) throw notFound('Document not found.');
        await db.transaction(async (tx) => {
          await assertDocumentDeletable(tx, params.id);
          await tx.delete(documents).where(eq(documents.id, params.id));
          await logActivity(tx, {
            userId: user.id,
            action: 'document_deleted',
            details: { documentId: params.id },
            ...meta,
          });
        });
        await ctx.storage.delete(row.key).catch((error) => console.error(error));
        return { message: `${row.fileName} has been deleted.` };
      },
      {
        auth: true,
        params: idParams,
        response: { 200: deletedSchema },
        detail: {
          ...routeFacts({ 'x-errors': [404, 409] }),
          tags,
          summary: 'Delete one of my documents, unless the law makes the firm keep it',
          description:
            "A document under a retention clock (keepUntil not yet passed) is a 409 naming the date and the rule; another client's document is a 404.",
        },
      },
    )
    .get(
      '/api/user/retention',
      async ({ user }) => {
        const kept = await keptOnDeletion(db, user.id);
        return { kept, message: deletionNotice(kept) };
      },
      {
        auth: true,
        response: { 200: keptOnDeletionSchema },
        detail: {
          tags,
          summary: 'What deleting my account now would keep, until when and under which law',
        },
      },
    );
}
