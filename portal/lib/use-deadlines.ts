import { useQuery } from '@tanstack/react-query';
import type { Obligation } from '../../domain/compliance/rules.ts';

/** A due date as GET /api/deadlines answers it (api/modules/compliance/model.ts). */
export interface Deadline {
  id: string;
  obligation: Obligation;
  obligationLabel: string;
  period: string;
  periodLabel: string;
  statutoryDate: string;
  dueDate: string;
  moveReason: string | null;
  optional: boolean;
  status: 'open' | 'done';
  doneAt: string | null;
  /** Due before the firm looked after the client and not taken on: history, never overdue. */
  beforeTrackedFrom: boolean;
  takenOn: boolean;
}
export interface DeadlinesAnswer {
  deadlines: Deadline[];
  notices: string[];
  /** yyyy-MM-dd: when the firm's work for the client began. */
  trackedFrom: string;
}

/** An open date from before the firm looked after the client: shown apart, quietly. */
export const isBeforeOurTime = (deadline: Deadline) => deadline.beforeTrackedFrom && deadline.status === 'open';

/** Open, owed and past its day, since the firm looked after the client. */
export const isOverdue = (deadline: Deadline, today: string) =>
  deadline.status === 'open' && !deadline.optional && !deadline.beforeTrackedFrom && deadline.dueDate < today;

export const deadlinesKey = (from: string, to: string) => [`/api/deadlines?from=${from}&to=${to}`];

export function useDeadlines(from: string, to: string) {
  return useQuery<DeadlinesAnswer>({ queryKey: deadlinesKey(from, to) });
}

const DAY_MS = 86_400_000;
/** Whole days from today to the due date (negative once past); both are South African calendar dates. */
export const daysUntil = (dueDate: string, today: string) =>
  Math.round((Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

export function whenText(deadline: Deadline, today: string): string {
  if (deadline.status === 'done') return 'Done';
  if (deadline.beforeTrackedFrom) return 'Not taken on';
  const days = daysUntil(deadline.dueDate, today);
  if (days < 0 && deadline.optional) return 'Passed';
  if (days < 0) return `Overdue by ${-days} day${days === -1 ? '' : 's'}`;
  if (days === 0) return 'Due today';
  return `${days} day${days === 1 ? '' : 's'} left`;
}
