/**
 * What other modules do when deadlines change, without compliance knowing them: the work
 * board makes jobs after a recompute and completes a job when its deadline is marked done.
 */
import type { CalendarDate } from '../../../domain/compliance/calendar-dates.ts';
import { transactionHook } from '../../lib/transaction-hook.ts';

const recomputed = transactionHook<[clientIds: readonly string[], today: CalendarDate]>();
const done = transactionHook<[deadlineId: string, actorId: string]>();

export const onDeadlinesRecomputed = recomputed.on;
export const onDeadlineDone = done.on;
export const deadlinesRecomputed = recomputed.emit;
export const deadlineDone = done.emit;
