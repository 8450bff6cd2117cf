import { DOCUMENT_STATUS_LABELS } from '../documents/choices.ts';

/** Filter values: open is pending or overdue (SPEC.md section 4). */
export const requestStatusFilterChoices = [
  { id: 'open', name: 'Open (pending or overdue)' },
  { id: 'pending', name: 'Pending' },
  { id: 'overdue', name: 'Overdue' },
  { id: 'completed', name: 'Completed' },
];
export const requestStatusLabel = (status: string) => DOCUMENT_STATUS_LABELS[status] ?? status;
