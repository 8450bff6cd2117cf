import { sql } from 'drizzle-orm';
import { ROLES, STAFF_ROLES, type Role } from '../../../domain/enums.ts';
import type { ProfileFields, User } from '../../../domain/shapes/user.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { conflict } from '../../lib/problem.ts';
import { hashPassword } from './password.ts';
import { assertPasswordAllowed } from './password-policy.ts';

/** A new user: the sign-in fields, a password, a role, and any of the profile fields. */
export type NewUser = Pick<User, 'username' | 'email'> & {
  password: string;
  role?: Role;
  /** Set when whoever gives the address vouches for it (the operator's `user:create`). */
  emailVerifiedAt?: Date;
} & Partial<ProfileFields>;

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** Throws a 409 naming the field when the username or e-mail is taken (case-insensitively) by another user. */
export async function assertAvailable(
  db: Database,
  { username, email }: { username?: string; email?: string },
  exceptUserId?: string,
): Promise<void> {
  const taken = await db
    .select({ username: users.username, email: users.email, id: users.id })
    .from(users)
    .where(
      sql`lower(${users.username}) = lower(${username ?? null}) or lower(${users.email}) = lower(${email ?? null})`,
    );
  const others = taken.filter((row) => row.id !== exceptUserId);
  if (username && others.some((row) => row.username.toLowerCase() === username.toLowerCase())) {
    throw conflict('Username already exists', { username: 'Username already exists' });
  }
  if (email && others.some((row) => row.email.toLowerCase() === email.toLowerCase())) {
    throw conflict('Email already exists', { email: 'Email already exists' });
  }
}

/**
 * The row of a new user: refuses a common password, checks that the username
 * and e-mail are free and hashes the password (argon2id), before any
 * transaction. Staff roles get the staff flag.
 */
export async function newUserRow(db: Database, input: NewUser): Promise<typeof users.$inferInsert> {
  await assertPasswordAllowed(input.password);
  await assertAvailable(db, input);
  const role = input.role ?? 'client';
  const password = await hashPassword(input.password);
  return { ...input, password, role, isStaff: (STAFF_ROLES as readonly string[]).includes(role) };
}

/** Creates a user with an argon2id hash. Staff roles get the staff flag. */
export async function createUser(db: Database, input: NewUser) {
  const row = await newUserRow(db, input);
  try {
    const [user] = await db.insert(users).values(row).returning();
    if (!user) throw new Error('Insert returned no row');
    return user;
  } catch (error) {
    // Two sign-ups racing for one name: the unique index decides, and the loser gets the same 409.
    if (String(error).includes('UNIQUE constraint failed')) await assertAvailable(db, input);
    throw error;
  }
}
