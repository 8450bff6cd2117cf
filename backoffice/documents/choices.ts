import { DOCUMENT_CATEGORIES, DOCUMENT_STATUSES } from '../../domain/enums.ts';
import { DOCUMENT_CATEGORY_LABELS } from '../../domain/labels.ts';

/** Status labels as the portal shows them (SPEC.md section 4). */
export const DOCUMENT_STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  needs_revision: 'Needs Revision',
  completed: 'Completed',
  overdue: 'Overdue',
};

export const categoryChoices = DOCUMENT_CATEGORIES.map((id) => ({ id, name: DOCUMENT_CATEGORY_LABELS[id] }));
export const documentStatusChoices = DOCUMENT_STATUSES.map((id) => ({ id, name: DOCUMENT_STATUS_LABELS[id] ?? id }));
