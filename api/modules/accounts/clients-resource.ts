/**
 * clients: the users whose role is client, as the backoffice's Clients screen
 * lists them (search, filter by assigned accountant and profile completeness).
 * The same record, rules and scope as users, narrowed to clients.
 */
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { MANAGERS } from '../../core/access/visibility.ts';
import { usersResource } from './users-resource.ts';

// Managers and admins (who see every client) invite clients here; an accountant's new client would be out of their sight.
export const clientsDefinition = usersResource('clients', 'client', eq(users.role, 'client'), {
  roles: MANAGERS,
  role: 'client',
});
