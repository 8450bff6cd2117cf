/**
 * What other modules do when a client signs an engagement letter, without engagement
 * knowing them: the work board marks the job's item done and may move the job on.
 */
import { transactionHook } from '../../lib/transaction-hook.ts';

const signed = transactionHook<[letterId: string]>();
export const onLetterSigned = signed.on;
export const letterSigned = signed.emit;
