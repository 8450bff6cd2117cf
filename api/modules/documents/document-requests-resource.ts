/**
 * document-requests: what staff ask a client to upload. Staff who see the
 * client create and change them; the client fulfils one by uploading against
 * it. A pending request past its due date lists as overdue.
 */
import { type } from 'arktype';
import { eq, inArray, sql } from 'drizzle-orm';
import { DOCUMENT_CATEGORIES, REQUEST_STATUSES } from '../../../domain/enums.ts';
import { documentRequests } from '../../db/schema.ts';
import { requiredText } from '../../lib/validation.ts';
import { requestFulfilled } from './hooks.ts';
import { requestColumns, requestStatusSql } from './service.ts';
import { announceRequest, endOfSouthAfricanDay } from './ask-client.ts';
import { assertClientVisible, assignedClientsOnly, STAFF } from '../../core/access/visibility.ts';
import { custom, dateRange, equalsText, reference, defineResource, writeBody } from '../admin/public.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A due date is a South African calendar day; the request is overdue once that day has ended. */
const dueDate = type('string | null')
  .narrow(
    (value, ctx) =>
      value === null ||
      value === '' ||
      DATE.test(value.slice(0, 10)) ||
      ctx.reject({ message: 'Due date must be a date (yyyy-mm-dd)' }),
  )
  .pipe((value) => (value ? endOfSouthAfricanDay(value.slice(0, 10)) : null));
const documentType = type.enumerated(...DOCUMENT_CATEGORIES).configure({ message: 'Choose the type of document' });
const description = requiredText('Describe what you need', 2000);

const createBody = writeBody({ clientId: reference, documentType, description, 'dueDate?': dueDate });
const updateBody = writeBody({
  'documentType?': documentType,
  'description?': description,
  'dueDate?': dueDate,
  'status?': type.enumerated('pending', 'completed').configure({ message: 'Choose pending or completed' }),
});

const r = documentRequests;
const open = inArray(r.status, ['pending', 'overdue']);
const receivedThroughSql = sql<'link' | 'portal' | null>`case when ${r.status} = 'completed' then
  case when exists (select 1 from upload_link_uses u where u.request_id = document_requests.id) then 'link' else 'portal' end
  end`.as('received_through');

export const documentRequestsDefinition = defineResource({
  name: 'document-requests',
  label: 'document request',
  table: r,
  id: r.id,
  fields: { ...requestColumns, requestedBy: r.requestedBy, receivedThrough: receivedThroughSql },
  computed: {
    status: { type: 'string', enum: [...REQUEST_STATUSES], description: 'overdue once past its due date while open' },
    receivedThrough: {
      type: ['string', 'null'],
      enum: ['link', 'portal', null],
      description:
        "how a completed request's documents came: 'link' (uploaded through the link, no sign-in) or 'portal'",
    },
  },
  sortable: { id: r.id, createdAt: r.createdAt, dueDate: r.dueDate },
  defaultSort: ['createdAt', 'DESC'],
  searchable: [r.description, r.documentType],
  filters: {
    clientId: equalsText(r.clientId),
    requestedBy: equalsText(r.requestedBy),
    documentType: equalsText(r.documentType),
    /** As shown: pending, overdue (pending past due) or completed; `open` is pending or overdue. */
    status: custom<string>('text', (value) => {
      if (value === 'open') return open;
      if (!(REQUEST_STATUSES as readonly string[]).includes(value)) return sql`0`;
      return eq(requestStatusSql, value);
    }),
    ...dateRange('dueDate', r.dueDate),
  },
  readRoles: STAFF,
  scope: assignedClientsOnly(r.clientId),
  create: {
    roles: STAFF,
    body: createBody,
    async toRow(input, { ctx, actor }) {
      await assertClientVisible(ctx.db, actor, input.clientId);
      return { ...input, dueDate: input.dueDate ?? null, status: 'pending' as const, requestedBy: actor.id };
    },
    async afterInsert(id, _row, tx, { ctx, actor }) {
      await announceRequest(tx, ctx, id, actor.apiKey ? null : actor.id);
    },
  },
  update: {
    roles: STAFF,
    body: updateBody,
    async toChanges(input) {
      return { ...input, updatedAt: new Date() };
    },
    // Staff marking a request completed (the documents came another way) counts as fulfilled.
    async afterUpdate(id, changed, tx) {
      if (changed.status === 'completed') await requestFulfilled(tx, id);
    },
  },
  remove: { roles: STAFF },
});
