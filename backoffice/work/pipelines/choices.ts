import { OBLIGATION_LABELS } from '../../../domain/compliance/rules.ts';
import { DOCUMENT_CATEGORIES } from '../../../domain/enums.ts';
import { DOCUMENT_CATEGORY_LABELS } from '../../../domain/labels.ts';
import { WORK_SERVICES, type WorkService } from '../../../domain/work/work.ts';

export const serviceLabel = (service: WorkService) =>
  service === 'BOOKKEEPING' ? 'Monthly bookkeeping' : OBLIGATION_LABELS[service];
export const serviceChoices = WORK_SERVICES.map((id) => ({ id, name: serviceLabel(id) }));
export const documentTypeChoices = DOCUMENT_CATEGORIES.map((id) => ({ id, name: DOCUMENT_CATEGORY_LABELS[id] }));
