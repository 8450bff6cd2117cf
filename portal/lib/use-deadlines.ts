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
}
export interface DeadlinesAnswer {
  deadlines: Deadline[];
  notices: string[];
}

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
  const days = daysUntil(deadline.dueDate, today);
  if (days < 0 && deadline.optional) return 'Passed';
  if (days < 0) return `Overdue by ${-days} day${days === -1 ? '' : 's'}`;
  if (days === 0) return 'Due today';
  return `${days} day${days === 1 ? '' : 's'} left`;
}
