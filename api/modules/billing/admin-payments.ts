import { jsonAnswer } from '../../lib/openapi/answers.ts';
import { routeFacts } from '../../lib/openapi/complete-document.ts';
import { recordSchema } from '../../lib/openapi/record-schema.ts';
import { Elysia } from 'elysia';
import { eq, getTableColumns } from 'drizzle-orm';
import type { Server } from 'bun';
import { STAFF_ROLES } from '../../../domain/enums.ts';
import type { AppContext } from '../../context.ts';
import { payments } from '../../db/schema.ts';
import { logActivity } from '../../lib/activity-log.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { notFound } from '../../lib/problem.ts';
import { requestContext } from '../../core/request-context.ts';
import { assertClientVisible } from '../../core/access/visibility.ts';
import { markManualPaymentReceived } from './manual-billing.ts';
import { idParams } from './model.ts';

/** POST /api/admin/payments/{id}/mark-received: staff saw a client's EFT arrive; the payment completes and its subscription activates. */
export function adminPaymentsModule(ctx: AppContext) {
  return new Elysia({ name: 'admin-payments' }).use(requestContext(ctx)).post(
    '/api/admin/payments/:id/mark-received',
    async ({ user, params, request, server }) => {
      const [payment] = await ctx.db
        .select({ userId: payments.userId })
        .from(payments)
        .where(eq(payments.id, params.id));
      if (!payment?.userId) throw notFound('Payment not found.');
      await assertClientVisible(ctx.db, user, payment.userId);
      const updated = await markManualPaymentReceived(ctx.db, params.id);
      await logActivity(ctx.db, {
        userId: user.id,
        action: 'manual_payment_received',
        details: { paymentId: params.id, clientId: payment.userId },
        ipAddress: clientIp(request, server as Server<unknown> | null, ctx.config.trustProxy),
        userAgent: request.headers.get('user-agent'),
      });
      return { ...updated, paymentDate: updated.paymentDate.toISOString(), createdAt: updated.createdAt.toISOString() };
    },
    {
      roles: STAFF_ROLES,
      params: idParams,
      detail: {
        tags: ['Backoffice'],
        summary: 'Mark a pending manual (EFT) payment received: completes it and activates its subscription',
        responses: { 200: jsonAnswer('The payment, now completed', recordSchema(getTableColumns(payments))) },
        ...routeFacts({ 'x-errors': [409] }),
      },
    },
  );
}
