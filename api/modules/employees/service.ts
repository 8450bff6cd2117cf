import { and, desc, eq, sql } from 'drizzle-orm';
import { dateOrderError, type Employee, type EmployeeInput } from '../../../domain/employee-rules.ts';
import type { Database } from '../../db/client.ts';
import { companyEmployees } from '../../db/schema.ts';
import { logActivity } from '../../lib/activity-log.ts';
import { onlyRow } from '../../lib/rows.ts';
import { invalid, notFound } from '../../lib/problem.ts';
import type { RequestMeta } from '../../core/caller.ts';

const t = companyEmployees;
const columns = {
  id: t.id,
  userId: t.userId,
  firstName: t.firstName,
  lastName: t.lastName,
  email: t.email,
  phone: t.phone,
  position: t.position,
  employeeId: t.employeeId,
  taxNumber: t.taxNumber,
  salaryAmount: t.salaryAmount,
  startDate: t.startDate,
  dateOfBirth: t.dateOfBirth,
  medicalMembers: t.medicalMembers,
  endDate: t.endDate,
  isActive: t.isActive,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
};
const toEmployee = (row: typeof t.$inferSelect): Employee => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

// Another client's id answers exactly like an id that never existed.
const NOT_FOUND = 'Employee not found.';

/** A client's own employee records: every query is scoped to the signed-in user. */
export function createEmployeesService(db: Database) {
  // The list is the portal's hot path (and the bench's): one prepared query on the (user_id, created_at) index.
  const listPrepared = db
    .select(columns)
    .from(t)
    .where(eq(t.userId, sql.placeholder('userId')))
    .orderBy(desc(t.createdAt), sql`rowid desc`)
    .prepare();
  const findPrepared = db
    .select(columns)
    .from(t)
    .where(and(eq(t.id, sql.placeholder('id')), eq(t.userId, sql.placeholder('userId'))))
    .prepare();

  async function find(userId: string, id: string): Promise<Employee> {
    const [row] = await findPrepared.all({ id, userId });
    if (!row) throw notFound(NOT_FOUND);
    return toEmployee(row);
  }

  const log = (userId: string, action: string, employeeId: string, meta: RequestMeta) =>
    logActivity(db, { userId, action, details: { employeeId }, ...meta });

  return {
    /** Newest first. */
    async list(userId: string): Promise<Employee[]> {
      return (await listPrepared.all({ userId })).map(toEmployee);
    },

    find,

    async create(userId: string, input: EmployeeInput, meta: RequestMeta): Promise<Employee> {
      const row = onlyRow(
        await db
          .insert(t)
          .values({ ...input, userId })
          .returning(),
        'employee',
      );
      await log(userId, 'employee_added', row.id, meta);
      return toEmployee(row);
    },

    async update(userId: string, id: string, input: Partial<EmployeeInput>, meta: RequestMeta): Promise<Employee> {
      const sentStart = input.startDate !== undefined;
      const sentEnd = input.endDate !== undefined;
      if (sentStart !== sentEnd || Object.keys(input).length === 0) {
        // Only one date sent (or nothing): the stored record decides.
        const current = await find(userId, id);
        if (Object.keys(input).length === 0) return current;
        const start = sentStart ? (input.startDate ?? null) : current.startDate;
        const end = sentEnd ? (input.endDate ?? null) : current.endDate;
        const errors = dateOrderError(start, end, sentStart ? 'startDate' : 'endDate');
        if (Object.keys(errors).length) throw invalid('The request body is not valid.', errors);
      }
      const [row] = await db
        .update(t)
        .set(input)
        .where(and(eq(t.id, id), eq(t.userId, userId)))
        .returning();
      if (!row) throw notFound(NOT_FOUND);
      await log(userId, 'employee_updated', id, meta);
      return toEmployee(row);
    },

    async remove(userId: string, id: string, meta: RequestMeta): Promise<void> {
      const [row] = await db
        .delete(t)
        .where(and(eq(t.id, id), eq(t.userId, userId)))
        .returning({ id: t.id });
      if (!row) throw notFound(NOT_FOUND);
      await log(userId, 'employee_removed', id, meta);
    },
  };
}
export type EmployeesService = ReturnType<typeof createEmployeesService>;
