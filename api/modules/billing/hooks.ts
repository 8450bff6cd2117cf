/**
 * What other modules do when a payment is completed, without billing knowing them: the work
 * board marks the job's item done and may move the job on.
 */
import { transactionHook } from '../../lib/transaction-hook.ts';

const completed = transactionHook<[paymentId: string]>();
export const onPaymentCompleted = completed.on;
export const paymentCompleted = completed.emit;
