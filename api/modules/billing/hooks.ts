/**
 * What other modules do when a payment is completed, without billing knowing them: the work
 * board marks the job's item done and may move the job on. Listeners run inside the paying
 * transaction, so their writes commit or roll back with it.
 */
import type { DbOrTx } from '../../db/client.ts';

export type PaymentCompletedListener = (tx: DbOrTx, paymentId: string) => Promise<void>;

// A set: registering the same function again (one app per test) adds nothing.
const completed = new Set<PaymentCompletedListener>();

export function onPaymentCompleted(listener: PaymentCompletedListener): void {
  completed.add(listener);
}

export async function paymentCompleted(tx: DbOrTx, paymentId: string): Promise<void> {
  for (const listener of completed) await listener(tx, paymentId);
}
