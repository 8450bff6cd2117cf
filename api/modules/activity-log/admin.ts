/**
 * activity-logs: who did what, read-only. Managers and admins read the whole
 * log; an accountant reads their own actions.
 */
import { eq } from 'drizzle-orm';
import { activityLogs } from '../../db/schema.ts';
import { seesEveryClient, STAFF } from '../../core/access/visibility.ts';
import { dateRange, defineResource, equalsText } from '../admin/public.ts';

export const activityLogsDefinition = defineResource({
  name: 'activity-logs',
  label: 'activity log entry',
  table: activityLogs,
  id: activityLogs.id,
  fields: {
    id: activityLogs.id,
    userId: activityLogs.userId,
    action: activityLogs.action,
    details: activityLogs.details,
    ipAddress: activityLogs.ipAddress,
    userAgent: activityLogs.userAgent,
    timestamp: activityLogs.timestamp,
  },
  sortable: { id: activityLogs.id, timestamp: activityLogs.timestamp },
  defaultSort: ['timestamp', 'DESC'],
  searchable: [activityLogs.action],
  filters: {
    userId: equalsText(activityLogs.userId),
    action: equalsText(activityLogs.action),
    ...dateRange('timestamp', activityLogs.timestamp),
  },
  readRoles: STAFF,
  scope: (actor) => (seesEveryClient(actor) ? undefined : eq(activityLogs.userId, actor.id)),
});
