/**
 * What other modules do when a document request is fulfilled, without documents knowing
 * them: the work board marks the job's item done and may move the job on. Listeners run
 * inside the fulfilling transaction, so their writes commit or roll back with it.
 */
import type { DbOrTx } from '../../db/client.ts';

export type RequestFulfilledListener = (tx: DbOrTx, requestId: string) => Promise<void>;

// A set: registering the same function again (one app per test) adds nothing.
const fulfilled = new Set<RequestFulfilledListener>();

export function onRequestFulfilled(listener: RequestFulfilledListener): void {
  fulfilled.add(listener);
}

export async function requestFulfilled(tx: DbOrTx, requestId: string): Promise<void> {
  for (const listener of fulfilled) await listener(tx, requestId);
}
