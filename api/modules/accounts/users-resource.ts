/**
 * users: clients and staff. Everyone on staff sees the users their scope allows
 * (accountants: their clients and themselves) and may correct contact and
 * company details; only admins create and delete users and change usernames,
 * e-mail addresses, roles and staff flags. Nobody changes their own role or staff
 * flag. Nobody types another user's password: an admin sends a reset link instead
 * (POST /api/admin/users/:id/password-reset). The password hash is never
 * selected, so never shown.
 */
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import { type } from 'arktype';
import { ROLES, type Role, STAFF_ROLES } from '../../../domain/enums.ts';
import { users } from '../../db/schema.ts';
import { forbidden } from '../../lib/problem.ts';
import { endTokens } from './public.ts';
import { assertMayChangeIdentity, assertMaySetOnCreate, identityChanges } from '../../core/access/policy.ts';
import { assertAvailable } from './public.ts';
import { createInvitationService, invitedUserRow } from './public.ts';
import { complianceFields, registerFields } from './model.ts';
import { checkProfileChange } from './profile-update.ts';
import { todayInSouthAfrica } from '../../../domain/format.ts';
import { recomputeClient } from '../compliance/public.ts';
import { createAccountsService } from './service.ts';
import { userColumns } from './public.ts';
import { ADMINS, assignedClientIds, STAFF, visibleUsers } from '../../core/access/visibility.ts';
import {
  custom,
  dateRange,
  equalsBoolean,
  equalsOneOf,
  equalsText,
  flag,
  type AdminResource,
  type ChangesOf,
  defineResource,
  type RowOf,
  type WriteContext,
  type BodyOf,
  optional,
  writeBody,
} from '../admin/public.ts';

const role = type.enumerated(...ROLES);

const { password: _typedPassword, ...signInAndProfileFields } = registerFields;
/** No password: the person chooses it through the invitation e-mail. */
const createBody = writeBody({ ...signInAndProfileFields, 'role?': role });
const updateBody = writeBody(optional({ ...signInAndProfileFields, ...complianceFields, role, isStaff: flag }));

const isStaffRole = (value: Role) => (STAFF_ROLES as readonly Role[]).includes(value);

const fields = {
  ...userColumns,
  /** Set while the person has not accepted their invitation: the screens show 'Invited', else 'Active'. */
  invitedAt: users.invitedAt,
  // The accountants actively assigned to this user, in the same query (no call per row). Written
  // out because drizzle leaves columns unqualified inside a selected expression.
  accountantIds: sql<string[]>`(select json_group_array(ca.accountant_id) from client_assignments ca
    where ca.client_id = "users"."id" and ca.is_active = 1)`
    .mapWith((value: string) => JSON.parse(value) as string[])
    .as('accountant_ids'),
};
const computed = {
  accountantIds: { type: 'array', items: { type: 'string' }, description: 'the accountants assigned to this user' },
};

async function toChanges(
  input: BodyOf<typeof updateBody>,
  current: RowOf<typeof fields>,
  { ctx, actor }: WriteContext,
): Promise<ChangesOf<typeof users>> {
  const changes: ChangesOf<typeof users> = { ...input };
  const changing = identityChanges(input, current);
  // Admins signed in with a session only: never a key, whatever its scopes (the access policy).
  assertMayChangeIdentity(actor, changing);
  if (current.id === actor.id && (changing.includes('role') || changing.includes('isStaff'))) {
    throw forbidden('You cannot change your own role or staff flag.');
  }
  // A new role brings its staff flag unless the admin set the flag too.
  if (input.role && changing.includes('role') && !changing.includes('isStaff'))
    changes.isStaff = isStaffRole(input.role);
  if (changing.includes('username') || changing.includes('email')) {
    await assertAvailable(ctx.db, { username: input.username, email: input.email }, current.id);
  }
  // An address typed by staff is not proven: only account e-mails go to it until its owner confirms it.
  if (changing.includes('email')) changes.emailVerifiedAt = null;
  changes.isProfileComplete = checkProfileChange(current, changes).isProfileComplete;
  return changes;
}

/**
 * The users resource, or a narrower view of it (clients.ts) with an extra condition on every row,
 * the roles that may create there, and the role every user created there gets.
 */
export function usersResource(
  name: string,
  label: string,
  only?: SQL,
  creating: { roles: readonly Role[]; role?: Role } = { roles: ADMINS },
): AdminResource {
  return defineResource({
    name,
    label,
    table: users,
    id: users.id,
    fields,
    computed,
    sortable: {
      id: users.id,
      // lower() matches the unique indexes, so these sorts read an index.
      username: sql`lower(${users.username})`,
      email: sql`lower(${users.email})`,
      role: users.role,
      createdAt: users.createdAt,
      company: users.company,
      lastName: users.lastName,
    },
    defaultSort: ['createdAt', 'DESC'],
    searchable: [users.username, users.email, users.firstName, users.lastName, users.company],
    fullText: 'users_fts',
    filters: {
      role: equalsOneOf(users.role, ROLES),
      isStaff: equalsBoolean(users.isStaff),
      isProfileComplete: equalsBoolean(users.isProfileComplete),
      city: equalsText(users.city),
      // Clients with an active assignment to this accountant.
      accountantId: custom<string>('text', (accountantId, db) =>
        inArray(users.id, assignedClientIds(db, accountantId)),
      ),
      ...dateRange('createdAt', users.createdAt),
    },
    readRoles: STAFF,
    scope: (actor, db) => {
      const visible = visibleUsers(actor, db);
      return only && visible ? and(only, visible) : (only ?? visible);
    },
    create: {
      roles: creating.roles,
      body: createBody,
      // The username and e-mail must be free; nobody types a password: the person is invited.
      toRow: (input, { ctx, actor }) => {
        assertMaySetOnCreate(actor, Object.keys(input));
        return invitedUserRow(ctx.db, { ...input, role: creating.role ?? input.role });
      },
      // 'Set up your account' is queued with the new user, in the same transaction.
      afterInsert: (id, row, tx, { ctx }) =>
        createInvitationService(ctx).queueInvitation(tx, {
          id,
          email: row.email,
          username: row.username,
          firstName: row.firstName ?? null,
          lastName: row.lastName ?? null,
          role: row.role ?? 'client',
        }),
    },
    update: {
      roles: STAFF,
      body: updateBody,
      toChanges,
      async afterUpdate(id, changed, tx) {
        // A client's due dates follow their details, in the same write (staff have none).
        await recomputeClient(tx, id, todayInSouthAfrica());
        // The address is the admin's now: a pending change's link (to another address) or a
        // verification link (to the old one) must not decide it afterwards.
        if ('email' in changed) {
          const now = new Date();
          await endTokens(tx, id, 'email_change', now);
          await endTokens(tx, id, 'verify', now);
        }
      },
    },
    remove: {
      roles: ADMINS,
      check: (current, { actor }) => {
        if (current.id === actor.id) throw forbidden('You cannot delete your own account here.');
      },
      // The same deletion as the portal's danger zone (docs/decisions/003-account-deletion.md).
      run: (current, { ctx, meta }, log) => createAccountsService(ctx).deleteAccount(current.id, meta, log),
    },
  });
}

export const usersDefinition = usersResource('users', 'user');
