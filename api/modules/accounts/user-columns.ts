import { USER_FIELDS } from '../../../domain/shapes/user.ts';
import { users } from '../../db/schema.ts';

type UserField = (typeof USER_FIELDS)[number];
type UserRow = typeof users.$inferSelect;

/** The users table's columns of the user's answer (domain/shapes/user.ts), for selects that show a user. */
export const userColumns = Object.fromEntries(USER_FIELDS.map((field) => [field, users[field]])) as {
  [K in UserField]: (typeof users)[K];
};

/** A row's fields of the user's answer, as stored (dates still Date). */
export function pickUserFields(row: UserRow): Pick<UserRow, UserField> {
  return Object.fromEntries(USER_FIELDS.map((field) => [field, row[field]])) as Pick<UserRow, UserField>;
}
