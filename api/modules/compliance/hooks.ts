/**
 * What other modules do when deadlines change, without compliance knowing them: the work
 * board makes jobs after a recompute and completes a job when its deadline is marked done.
 * Listeners run inside the changing transaction, so their writes commit or roll back with it.
 */
import type { CalendarDate } from '../../../domain/compliance/calendar-dates.ts';
import type { DbOrTx } from '../../db/client.ts';

export type RecomputedListener = (tx: DbOrTx, clientIds: readonly string[], today: CalendarDate) => Promise<void>;
export type DeadlineDoneListener = (tx: DbOrTx, deadlineId: string, actorId: string) => Promise<void>;

// Sets: registering the same function again (one app per test) adds nothing.
const recomputed = new Set<RecomputedListener>();
const done = new Set<DeadlineDoneListener>();

export function onDeadlinesRecomputed(listener: RecomputedListener): void {
  recomputed.add(listener);
}

export function onDeadlineDone(listener: DeadlineDoneListener): void {
  done.add(listener);
}

export async function deadlinesRecomputed(tx: DbOrTx, clientIds: readonly string[], today: CalendarDate) {
  for (const listener of recomputed) await listener(tx, clientIds, today);
}

export async function deadlineDone(tx: DbOrTx, deadlineId: string, actorId: string) {
  for (const listener of done) await listener(tx, deadlineId, actorId);
}
