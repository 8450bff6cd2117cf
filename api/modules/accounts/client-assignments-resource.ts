/**
 * client-assignments: which accountant looks after which client. Managers and
 * admins assign and unassign (isActive false keeps the history); an accountant
 * sees only their own active assignments. A new assignment notifies the accountant.
 */
import { and, eq } from 'drizzle-orm';
import { adminNotifications, clientAssignments, users } from '../../db/schema.ts';
import { conflict, invalid, notFound } from '../../lib/problem.ts';
import { optionalText } from '../../lib/validation.ts';
import { MANAGERS, seesEveryClient, STAFF } from '../../core/access/visibility.ts';
import {
  equalsBoolean,
  equalsText,
  flag,
  reference,
  defineResource,
  type InsertOf,
  type WriteContext,
  type BodyOf,
  writeBody,
} from '../admin/public.ts';

const createBody = writeBody({ clientId: reference, accountantId: reference, 'notes?': optionalText(1000) });
const updateBody = writeBody({ 'isActive?': flag, 'notes?': optionalText(1000) });

async function toRow(
  input: BodyOf<typeof createBody>,
  { ctx, actor }: WriteContext,
): Promise<InsertOf<typeof clientAssignments>> {
  const { db } = ctx;
  const { clientId, accountantId } = input;
  const [client] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, clientId), eq(users.role, 'client')));
  if (!client) throw notFound('No such client.');
  const [accountant] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, accountantId), eq(users.role, 'accountant')));
  if (!accountant) throw invalid('Choose an accountant.', { accountantId: 'Choose a user whose role is accountant' });
  const [existing] = await db
    .select({ id: clientAssignments.id })
    .from(clientAssignments)
    .where(
      and(
        eq(clientAssignments.clientId, clientId),
        eq(clientAssignments.accountantId, accountantId),
        eq(clientAssignments.isActive, true),
      ),
    );
  if (existing) throw conflict('This client is already assigned to this accountant.');
  return { clientId, accountantId, notes: input.notes ?? null, assignedBy: actor.id, isActive: true };
}

export const clientAssignmentsDefinition = defineResource({
  name: 'client-assignments',
  label: 'client assignment',
  table: clientAssignments,
  id: clientAssignments.id,
  fields: {
    id: clientAssignments.id,
    clientId: clientAssignments.clientId,
    accountantId: clientAssignments.accountantId,
    assignedBy: clientAssignments.assignedBy,
    isActive: clientAssignments.isActive,
    assignedAt: clientAssignments.assignedAt,
    notes: clientAssignments.notes,
  },
  sortable: {
    id: clientAssignments.id,
    assignedAt: clientAssignments.assignedAt,
    isActive: clientAssignments.isActive,
  },
  defaultSort: ['assignedAt', 'DESC'],
  searchable: [clientAssignments.notes],
  filters: {
    clientId: equalsText(clientAssignments.clientId),
    accountantId: equalsText(clientAssignments.accountantId),
    isActive: equalsBoolean(clientAssignments.isActive),
  },
  readRoles: STAFF,
  scope: (actor) =>
    seesEveryClient(actor)
      ? undefined
      : and(eq(clientAssignments.accountantId, actor.id), eq(clientAssignments.isActive, true)),
  create: {
    roles: MANAGERS,
    body: createBody,
    toRow,
    async afterInsert(_id, row, tx) {
      const [client] = await tx
        .select({ username: users.username, company: users.company })
        .from(users)
        .where(eq(users.id, row.clientId));
      await tx.insert(adminNotifications).values({
        userId: row.accountantId,
        type: 'client_assigned',
        title: 'New client assigned',
        message: `${client?.company || client?.username || 'A client'} was assigned to you.`,
        relatedTo: 'clients',
        relatedId: row.clientId,
      });
    },
  },
  update: { roles: MANAGERS, body: updateBody },
  remove: { roles: MANAGERS },
});
