/**
 * users: clients and staff. Everyone on staff sees the users their scope allows
 * (accountants: their clients and themselves) and may correct contact and
 * company details; only admins create and delete users and change usernames,
 * e-mail addresses, roles, staff flags and passwords. Nobody changes their own
 * role or staff flag. The password hash is never selected, so never shown.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { type } from 'arktype';
import { ROLES, STAFF_ROLES, type Role } from '../../../../domain/enums.ts';
import { isProfileComplete } from '../../../../domain/profile.ts';
import { sessions, users } from '../../../db/schema.ts';
import { forbidden } from '../../../lib/problem.ts';
import { assertAvailable, createUser, type NewUser } from '../../accounts/create-user.ts';
import { registerBody } from '../../accounts/model.ts';
import { hashPassword } from '../../accounts/password.ts';
import { assertPasswordAllowed } from '../../accounts/password-policy.ts';
import { createAccountsService } from '../../accounts/service.ts';
import { ADMINS, assignedClientIds, STAFF, visibleUsers } from '../access.ts';
import { custom, dateRange, equalsBoolean, equalsOneOf, equalsText } from '../filters.ts';
import { flag } from '../model.ts';
import { defineResource, type ResourceDefinition, type Row, type WriteContext } from '../resource.ts';

const role = type.enumerated(...ROLES);
/** What only an admin may change. */
const ADMIN_ONLY = ['username', 'email', 'role', 'isStaff', 'password'] as const;

const createBody = registerBody.merge({ 'role?': role });
const updateBody = registerBody.partial().merge({ 'role?': role, 'isStaff?': flag });

const isStaffRole = (value: Role) => (STAFF_ROLES as readonly Role[]).includes(value);

async function toChanges(input: Row, current: Row, { ctx, actor }: WriteContext): Promise<Row> {
  const changes: Row = { ...input };
  const changing = ADMIN_ONLY.filter((key) => key in input && (key === 'password' || input[key] !== current[key]));
  if (changing.length && actor.role !== 'admin') {
    throw forbidden('Only an admin can change usernames, e-mail addresses, roles, staff flags and passwords.');
  }
  if (current.id === actor.id && (changing.includes('role') || changing.includes('isStaff'))) {
    throw forbidden('You cannot change your own role or staff flag.');
  }
  // A new role brings its staff flag unless the admin set the flag too.
  if (changing.includes('role') && !changing.includes('isStaff')) changes.isStaff = isStaffRole(input.role as Role);
  if (changing.includes('username') || changing.includes('email')) {
    await assertAvailable(
      ctx.db,
      { username: input.username as string | undefined, email: input.email as string | undefined },
      String(current.id),
    );
  }
  if (typeof input.password === 'string') {
    await assertPasswordAllowed(input.password);
    changes.password = await hashPassword(input.password);
    // A reset password ends every session that the old one opened.
    await ctx.db.delete(sessions).where(eq(sessions.userId, String(current.id)));
  }
  changes.isProfileComplete = isProfileComplete({ ...current, ...changes } as Parameters<typeof isProfileComplete>[0]);
  return changes;
}

/** The users resource, or a narrower view of it (clients.ts) with an extra condition on every row. */
export function usersResource(name: string, label: string, only?: SQL): ResourceDefinition {
  return defineResource({
    name,
    label,
    table: users,
    id: users.id,
    fields: {
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      role: users.role,
      isStaff: users.isStaff,
      company: users.company,
      address: users.address,
      city: users.city,
      postalCode: users.postalCode,
      country: users.country,
      vatNumber: users.vatNumber,
      registrationNumber: users.registrationNumber,
      businessType: users.businessType,
      annualRevenue: users.annualRevenue,
      numberOfEmployees: users.numberOfEmployees,
      isProfileComplete: users.isProfileComplete,
      lastLogin: users.lastLogin,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      // The accountants actively assigned to this user, in the same query (no call per row). Written
      // out because drizzle leaves columns unqualified inside a selected expression.
      accountantIds: sql<string[]>`(select json_group_array(ca.accountant_id) from client_assignments ca
        where ca.client_id = "users"."id" and ca.is_active = 1)`
        .mapWith((value: string) => JSON.parse(value) as string[])
        .as('accountant_ids'),
    },
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
      roles: ADMINS,
      body: createBody,
      // createUser checks that the username and e-mail are free and stores an argon2id hash.
      insert: async (row, { ctx }) => (await createUser(ctx.db, row as unknown as NewUser)).id,
    },
    update: { roles: STAFF, body: updateBody, toChanges },
    remove: {
      roles: ADMINS,
      check: (current, { actor }) => {
        if (current.id === actor.id) throw forbidden('You cannot delete your own account here.');
      },
      // The same deletion as the portal's danger zone (docs/decisions/003-account-deletion.md).
      run: (current, { ctx, meta }) => createAccountsService(ctx).deleteAccount(String(current.id), meta),
    },
  });
}

export const usersDefinition = usersResource('users', 'user');
