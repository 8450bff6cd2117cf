/** Correction requests and objections in the backoffice (decision 041): read here, resolved by POST .../resolve (index.ts). */
import { sql } from 'drizzle-orm';
import { CORRECTION_KINDS, CORRECTION_STATUSES } from '../../../domain/privacy/correction-requests.ts';
import { correctionRequests as c } from '../../db/schema.ts';
import { assignedClientsOnly, STAFF } from '../../core/access/visibility.ts';
import { defineResource, equalsOneOf, equalsText } from '../admin/public.ts';

export const correctionRequestsDefinition = defineResource({
  name: 'correction-requests',
  label: 'correction request',
  table: c,
  id: c.id,
  fields: {
    id: c.id,
    userId: c.userId,
    clientName: sql<string>`(select coalesce(u.company, u.username) from users u where u.id = ${c.userId})`.as(
      'client_name',
    ),
    kind: c.kind,
    subject: c.subject,
    details: c.details,
    status: c.status,
    response: c.response,
    resolvedBy: c.resolvedBy,
    resolvedAt: c.resolvedAt,
    createdAt: c.createdAt,
  },
  computed: { clientName: { type: 'string', description: "the client's company, or their username" } },
  sortable: { createdAt: c.createdAt, status: c.status },
  defaultSort: ['createdAt', 'DESC'],
  searchable: [c.subject],
  filters: {
    userId: equalsText(c.userId),
    status: equalsOneOf(c.status, CORRECTION_STATUSES),
    kind: equalsOneOf(c.kind, CORRECTION_KINDS),
  },
  readRoles: STAFF,
  scope: assignedClientsOnly(c.userId),
});
export { breachesDefinition } from './breaches.ts';
