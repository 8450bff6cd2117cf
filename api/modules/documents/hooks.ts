/**
 * What other modules do when a document request is fulfilled, without documents knowing
 * them: the work board marks the job's item done and may move the job on.
 */
import { transactionHook } from '../../lib/transaction-hook.ts';

const fulfilled = transactionHook<[requestId: string]>();
export const onRequestFulfilled = fulfilled.on;
export const requestFulfilled = fulfilled.emit;
