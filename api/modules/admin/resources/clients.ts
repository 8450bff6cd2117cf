/**
 * clients: the users whose role is client, as the backoffice's Clients screen
 * lists them (search, filter by assigned accountant and profile completeness).
 * The same record, rules and scope as users, narrowed to clients.
 */
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema.ts';
import { usersResource } from './users.ts';

export const clientsDefinition = usersResource('clients', 'client', eq(users.role, 'client'));
