/**
 * Retention in the backoffice (decision 039):
 * - retention-rules: the rules as data; everyone on staff reads, admins change them (logged);
 * - retained-records: what deleted accounts left behind under a clock (managers and admins);
 * - disposals: retained records whose clocks have ended, for an admin to approve (index.ts).
 */
import { type } from 'arktype';
import { lt } from 'drizzle-orm';
import { DOCUMENT_CATEGORIES } from '../../../domain/enums.ts';
import { todayInSouthAfrica } from '../../../domain/format.ts';
import { retainedRecords as k, retentionRules } from '../../db/schema.ts';
import { requiredText } from '../../lib/validation.ts';
import { ADMINS, MANAGERS, STAFF } from '../../core/access/visibility.ts';
import { defineResource, equalsOneOf, equalsText, optional, writeBody } from '../admin/public.ts';

const ruleChanges = writeBody(
  optional({
    label: requiredText('Name the rule', 200),
    categories: type
      .enumerated(...DOCUMENT_CATEGORIES)
      .array()
      .configure({ message: 'Choose document categories from the list' }),
    years: type('0 <= number.integer <= 100').configure({ message: 'Enter whole years between 0 and 100' }),
    source: requiredText('Name the source of the rule', 1000),
  }),
);

export const retentionRulesDefinition = defineResource({
  name: 'retention-rules',
  label: 'retention rule',
  table: retentionRules,
  id: retentionRules.id,
  fields: {
    id: retentionRules.id,
    label: retentionRules.label,
    categories: retentionRules.categories,
    years: retentionRules.years,
    startsAt: retentionRules.startsAt,
    source: retentionRules.source,
    updatedAt: retentionRules.updatedAt,
  },
  computed: {
    categories: { type: 'array', items: { type: 'string' }, description: 'the document categories the rule holds' },
  },
  sortable: { id: retentionRules.id },
  defaultSort: ['id', 'ASC'],
  readRoles: STAFF,
  update: { roles: ADMINS, body: ruleChanges },
});

const retainedFields = {
  id: k.id,
  formerClientId: k.formerClientId,
  clientName: k.clientName,
  fileName: k.fileName,
  fileType: k.fileType,
  fileSize: k.fileSize,
  category: k.category,
  description: k.description,
  uploadedAt: k.uploadedAt,
  ruleId: k.ruleId,
  keepUntil: k.keepUntil,
  retainedAt: k.retainedAt,
};
const retainedList = {
  table: k,
  id: k.id,
  fields: retainedFields,
  sortable: { keepUntil: k.keepUntil, retainedAt: k.retainedAt },
  defaultSort: ['keepUntil', 'ASC'] as const,
  searchable: [k.clientName, k.fileName],
  filters: {
    formerClientId: equalsText(k.formerClientId),
    category: equalsOneOf(k.category, DOCUMENT_CATEGORIES),
  },
};

export const retainedRecordsDefinition = defineResource({
  name: 'retained-records',
  label: 'retained record',
  ...retainedList,
  readRoles: MANAGERS,
});

/** What may go: retained records whose last kept day has passed. Approving is POST /api/admin/disposals/{id}/approve. */
export const disposalsDefinition = defineResource({
  name: 'disposals',
  label: 'disposal',
  ...retainedList,
  readRoles: ADMINS,
  scope: () => lt(k.keepUntil, todayInSouthAfrica()),
});
