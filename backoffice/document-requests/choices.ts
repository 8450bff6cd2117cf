import { DOCUMENT_STATUS_LABELS } from '../../domain/labels.ts';

/** Filter values: open is pending or overdue (docs/product/data-model.md#lifecycles). */
export const requestStatusFilterChoices = [
  { id: 'open', name: 'Open (pending or overdue)' },
  ...(['pending', 'overdue', 'completed'] as const).map((id) => ({ id, name: DOCUMENT_STATUS_LABELS[id] })),
];
