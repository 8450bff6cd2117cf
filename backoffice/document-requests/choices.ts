import { DOCUMENT_STATUS_LABELS } from '../../domain/labels.ts';

/** Filter values: open is pending or overdue (SPEC.md section 4). */
export const requestStatusFilterChoices = [
  { id: 'open', name: 'Open (pending or overdue)' },
  ...(['pending', 'overdue', 'completed'] as const).map((id) => ({ id, name: DOCUMENT_STATUS_LABELS[id] })),
];
