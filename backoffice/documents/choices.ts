import { DOCUMENT_CATEGORIES, DOCUMENT_STATUSES } from '../../domain/enums.ts';
import { DOCUMENT_CATEGORY_LABELS, DOCUMENT_STATUS_LABELS } from '../../domain/labels.ts';

export const categoryChoices = DOCUMENT_CATEGORIES.map((id) => ({ id, name: DOCUMENT_CATEGORY_LABELS[id] }));
export const documentStatusChoices = DOCUMENT_STATUSES.map((id) => ({ id, name: DOCUMENT_STATUS_LABELS[id] }));
