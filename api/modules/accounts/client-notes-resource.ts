/**
 * client-notes: staff notes on a client, private unless marked otherwise. No
 * client-facing call selects this table; here only staff who see the client
 * read them, and accountants change only the notes they wrote.
 */
import { clientNotes } from '../../db/schema.ts';
import { requiredText } from '../../lib/validation.ts';
import {
  assertAuthorOrManager,
  assertClientVisible,
  assignedClientsOnly,
  STAFF,
} from '../../core/access/visibility.ts';
import { dateRange, equalsBoolean, equalsText, flag, reference, defineResource, writeBody } from '../admin/public.ts';

const content = requiredText('Write the note', 10_000);
const createBody = writeBody({ clientId: reference, content, 'isPrivate?': flag });
const updateBody = writeBody({ 'content?': content, 'isPrivate?': flag });

export const clientNotesDefinition = defineResource({
  name: 'client-notes',
  label: 'client note',
  table: clientNotes,
  id: clientNotes.id,
  fields: {
    id: clientNotes.id,
    clientId: clientNotes.clientId,
    authorId: clientNotes.authorId,
    content: clientNotes.content,
    isPrivate: clientNotes.isPrivate,
    createdAt: clientNotes.createdAt,
    updatedAt: clientNotes.updatedAt,
  },
  sortable: { id: clientNotes.id, createdAt: clientNotes.createdAt },
  defaultSort: ['createdAt', 'DESC'],
  searchable: [clientNotes.content],
  filters: {
    clientId: equalsText(clientNotes.clientId),
    authorId: equalsText(clientNotes.authorId),
    isPrivate: equalsBoolean(clientNotes.isPrivate),
    ...dateRange('createdAt', clientNotes.createdAt),
  },
  readRoles: STAFF,
  scope: assignedClientsOnly(clientNotes.clientId),
  create: {
    roles: STAFF,
    body: createBody,
    async toRow(input, { ctx, actor }) {
      await assertClientVisible(ctx.db, actor, input.clientId);
      // The author is whoever is signed in; private unless the writer says otherwise.
      return {
        clientId: input.clientId,
        content: input.content,
        isPrivate: input.isPrivate ?? true,
        authorId: actor.id,
      };
    },
  },
  update: {
    roles: STAFF,
    body: updateBody,
    async toChanges(input, current, { actor }) {
      assertAuthorOrManager(actor, current.authorId, 'notes');
      return input;
    },
  },
  remove: { roles: STAFF, check: (current, { actor }) => assertAuthorOrManager(actor, current.authorId, 'notes') },
});
