/**
 * What other modules do when a client signs an engagement letter, without engagement
 * knowing them: the work board marks the job's item done and may move the job on.
 * Listeners run inside the signing transaction, so their writes commit or roll back with it.
 */
import type { DbOrTx } from '../../db/client.ts';

export type LetterSignedListener = (tx: DbOrTx, letterId: string) => Promise<void>;

// A set: registering the same function again (one app per test) adds nothing.
const signed = new Set<LetterSignedListener>();

export function onLetterSigned(listener: LetterSignedListener): void {
  signed.add(listener);
}

export async function letterSigned(tx: DbOrTx, letterId: string): Promise<void> {
  for (const listener of signed) await listener(tx, letterId);
}
