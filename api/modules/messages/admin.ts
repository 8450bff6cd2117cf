/**
 * message-threads: the staff's inbox: conversations of the clients they
 * see (accountants their assigned clients', managers and admins all), newest activity
 * first; `filter={"unread":true}` keeps those with a message the asking staff member
 * has not read. Reading and writing go through /api/messages.
 */
import { sql } from 'drizzle-orm';
import { messageThreads as t } from '../../db/schema.ts';
import { unreadFor } from './service.ts';
import { assignedClientsOnly, STAFF } from '../../core/access/visibility.ts';
import { custom, equalsText, defineResource } from '../admin/public.ts';

export const messageThreadsDefinition = defineResource({
  name: 'message-threads',
  label: 'conversation',
  table: t,
  id: t.id,
  fields: {
    id: t.id,
    clientId: t.clientId,
    clientName: sql<string>`(select coalesce(u.company, u.username) from users u where u.id = ${t.clientId})`.as(
      'client_name',
    ),
    subject: t.subject,
    lastMessageAt: t.lastMessageAt,
    lastSenderId: t.lastSenderId,
    messageCount: sql<number>`(select count(*) from messages m where m.thread_id = ${t.id})`.as('message_count'),
    createdAt: t.createdAt,
  },
  computed: {
    clientName: { type: 'string', description: "the client's company, or their username" },
    messageCount: { type: 'number' },
  },
  sortable: { id: t.id, lastMessageAt: t.lastMessageAt, createdAt: t.createdAt },
  defaultSort: ['lastMessageAt', 'DESC'],
  searchable: [t.subject],
  filters: {
    clientId: equalsText(t.clientId),
    unread: custom<boolean>('boolean', (value, _db, actor) =>
      actor ? (value ? unreadFor(actor.id) : sql`not ${unreadFor(actor.id)}`) : undefined,
    ),
  },
  readRoles: STAFF,
  scope: assignedClientsOnly(t.clientId),
});
