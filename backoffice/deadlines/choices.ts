import { OBLIGATION_LABELS, OBLIGATIONS } from '../../domain/compliance/rules.ts';

export const obligationChoices = OBLIGATIONS.map((id) => ({ id, name: OBLIGATION_LABELS[id] }));
export const deadlineStatusChoices = [
  { id: 'open', name: 'Open' },
  { id: 'done', name: 'Done' },
];
