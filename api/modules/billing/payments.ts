import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { notFound } from '../../lib/problem.ts';
import type { PaymentView } from './model.ts';
import { selectPayments, toPaymentView } from './views.ts';

const NOT_FOUND = 'Payment not found.';

/** A client's own payments, newest first (the first counts as the most recent). */
export function createPaymentsService(db: Database) {
  return {
    async list(userId: string): Promise<PaymentView[]> {
      const rows = await selectPayments(db)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.paymentDate), desc(payments.createdAt), sql`${payments}.rowid desc`);
      return rows.map(toPaymentView);
    },

    async find(userId: string, id: string): Promise<PaymentView> {
      const [row] = await selectPayments(db).where(and(eq(payments.id, id), eq(payments.userId, userId)));
      if (!row) throw notFound(NOT_FOUND);
      return toPaymentView(row);
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
