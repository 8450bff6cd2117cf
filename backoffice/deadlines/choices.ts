import { OBLIGATION_LABELS, OBLIGATIONS } from '../../domain/compliance/rules.ts';

export const obligationChoices = OBLIGATIONS.map((id) => ({ id, name: OBLIGATION_LABELS[id] }));
export const deadlineStatusChoices = [
  { id: 'open', name: 'Open' },
  { id: 'done', name: 'Done' },
];
/** The firm's dates, or those from before a client's tracked-from date (history, not overdue). */
export const trackedChoices = [
  { id: 'false', name: "The firm's" },
  { id: 'true', name: 'Before tracked from' },
];
