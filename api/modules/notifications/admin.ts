/**
 * admin-notifications: messages to staff (a new client assigned, an upload to
 * review). Each staff member sees those addressed to them and those to all
 * staff (no userId); managers and admins may send them. A notice to all staff
 * is one shared row, so only managers and admins mark it read or delete it:
 * an accountant doing so would do it for everyone.
 */
import { eq, isNull, or } from 'drizzle-orm';
import { STAFF_ROLES } from '../../../domain/enums.ts';
import { adminNotifications, users } from '../../db/schema.ts';
import { forbidden, invalid } from '../../lib/problem.ts';
import { optionalText, requiredText } from '../../lib/validation.ts';
import { MANAGERS, STAFF, seesEveryClient } from '../../core/access/visibility.ts';
import type { SessionUser } from '../../core/caller.ts';
import { dateRange, defineResource, equalsBoolean, equalsText, flag, reference, writeBody } from '../admin/public.ts';

const createBody = writeBody({
  'userId?': reference.or('null'),
  title: requiredText('Title is required', 200),
  'message?': optionalText(2000),
  type: requiredText('Type is required', 50),
  'relatedTo?': optionalText(50),
  'relatedId?': optionalText(100),
});

export const adminNotificationsDefinition = defineResource({
  name: 'admin-notifications',
  label: 'notification',
  table: adminNotifications,
  id: adminNotifications.id,
  fields: {
    id: adminNotifications.id,
    userId: adminNotifications.userId,
    title: adminNotifications.title,
    message: adminNotifications.message,
    type: adminNotifications.type,
    relatedTo: adminNotifications.relatedTo,
    relatedId: adminNotifications.relatedId,
    isRead: adminNotifications.isRead,
    createdAt: adminNotifications.createdAt,
  },
  sortable: { id: adminNotifications.id, createdAt: adminNotifications.createdAt },
  defaultSort: ['createdAt', 'DESC'],
  searchable: [adminNotifications.title, adminNotifications.message],
  filters: {
    isRead: equalsBoolean(adminNotifications.isRead),
    type: equalsText(adminNotifications.type),
    ...dateRange('createdAt', adminNotifications.createdAt),
  },
  readRoles: STAFF,
  scope: (actor) => or(eq(adminNotifications.userId, actor.id), isNull(adminNotifications.userId)),
  create: {
    roles: MANAGERS,
    body: createBody,
    async toRow(input, { ctx }) {
      if (input.userId) {
        const [recipient] = await ctx.db.select({ role: users.role }).from(users).where(eq(users.id, input.userId));
        if (!recipient || !(STAFF_ROLES as readonly string[]).includes(recipient.role)) {
          throw invalid('Choose a staff member.', { userId: 'Notifications go to staff members (or to all staff)' });
        }
      }
      return { ...input, userId: input.userId ?? null };
    },
  },
  update: {
    roles: STAFF,
    body: writeBody({ 'isRead?': flag }),
    async toChanges(input, current, { actor }) {
      assertOwnOrManager(actor, current.userId);
      return input;
    },
  },
  remove: { roles: STAFF, check: (current, { actor }) => assertOwnOrManager(actor, current.userId) },
});

function assertOwnOrManager(actor: SessionUser, recipientId: string | null): void {
  if (!seesEveryClient(actor) && recipientId !== actor.id) {
    throw forbidden('Only a manager or an admin can change a notification sent to all staff.');
  }
}
