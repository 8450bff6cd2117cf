/**
 * A point where one module tells others that something happened, without knowing them
 * (compliance's recompute, a fulfilled request, a signed letter, a paid invoice). Listeners
 * run in order inside the caller's transaction, so their writes commit or roll back with it.
 * The listeners are a set: registering the same function again (one app per test) adds nothing.
 */
import type { DbOrTx } from '../db/client.ts';

export interface TransactionHook<Args extends unknown[]> {
  on(listener: (tx: DbOrTx, ...args: Args) => Promise<void>): void;
  emit(tx: DbOrTx, ...args: Args): Promise<void>;
}

export function transactionHook<Args extends unknown[]>(): TransactionHook<Args> {
  const listeners = new Set<(tx: DbOrTx, ...args: Args) => Promise<void>>();
  return {
    on: (listener) => {
      listeners.add(listener);
    },
    emit: async (tx, ...args) => {
      for (const listener of listeners) await listener(tx, ...args);
    },
  };
}
