/**
 * E-mail in the backoffice:
 * - email-outbox: every e-mail queued, sent, failed or skipped (and why), for managers
 *   and admins; a failed one is retried with POST /api/admin/email-outbox/{id}/retry.
 *   The HTML part stays out of the list: its text part says the same.
 * - email-opt-outs: the kinds of e-mail a client turned off, shown on the client page
 *   to the staff who see that client.
 */
import { EMAIL_CATEGORIES, EMAIL_KINDS, EMAIL_STATUSES } from '../../../domain/email/kinds.ts';
import { emailOptOuts, emailOutbox } from '../../db/schema.ts';
import { assignedClientsOnly, MANAGERS, STAFF } from '../../core/access/visibility.ts';
import { dateRange, equalsOneOf, equalsText, defineResource } from '../admin/public.ts';

const o = emailOutbox;
export const emailOutboxDefinition = defineResource({
  name: 'email-outbox',
  label: 'e-mail',
  table: o,
  id: o.id,
  fields: {
    id: o.id,
    recipient: o.recipient,
    clientId: o.clientId,
    kind: o.kind,
    subject: o.subject,
    text: o.text,
    status: o.status,
    statusReason: o.statusReason,
    attempts: o.attempts,
    nextAttemptAt: o.nextAttemptAt,
    lastAttemptAt: o.lastAttemptAt,
    sentAt: o.sentAt,
    createdAt: o.createdAt,
  },
  sortable: { id: o.id, createdAt: o.createdAt, status: o.status, sentAt: o.sentAt },
  defaultSort: ['createdAt', 'DESC'],
  searchable: [o.recipient, o.subject],
  filters: {
    status: equalsOneOf(o.status, EMAIL_STATUSES),
    kind: equalsOneOf(o.kind, EMAIL_KINDS),
    clientId: equalsText(o.clientId),
    ...dateRange('createdAt', o.createdAt),
  },
  readRoles: MANAGERS,
});

const x = emailOptOuts;
export const emailOptOutsDefinition = defineResource({
  name: 'email-opt-outs',
  label: 'e-mail opt-out',
  table: x,
  id: x.id,
  fields: { id: x.id, userId: x.userId, category: x.category, source: x.source, createdAt: x.createdAt },
  sortable: { id: x.id, createdAt: x.createdAt },
  defaultSort: ['createdAt', 'DESC'],
  filters: { userId: equalsText(x.userId), category: equalsOneOf(x.category, EMAIL_CATEGORIES) },
  readRoles: STAFF,
  scope: assignedClientsOnly(x.userId),
});
