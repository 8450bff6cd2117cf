/**
 * The backoffice's table of contents: every resource at /api/admin/{name}, as each feature
 * declares it in its admin.ts; to add one, declare it there and list it here. Webhooks are
 * served beside the engine (webhooks/index.ts).
 *
 * The order is the API description's: routes and record schemas are described in it, and
 * resources that share a body schema (users, clients) have it named after the first, so
 * moving one renames a component integrators may use. The backoffice's menu has its own
 * order (backoffice/layout/Menu.tsx).
 */
import {
  clientAssignmentsDefinition,
  clientNotesDefinition,
  clientsDefinition,
  usersDefinition,
} from '../accounts/admin.ts';
import { apiKeysDefinition } from '../api-keys/admin.ts';
import { paymentsDefinition, subscriptionsDefinition } from '../billing/admin.ts';
import {
  complianceRulesDefinition,
  deadlinesDefinition,
  ownershipChangesDefinition,
  publicHolidaysDefinition,
} from '../compliance/admin.ts';
import { documentRequestsDefinition, documentsDefinition } from '../documents/admin.ts';
import { emailOptOutsDefinition, emailOutboxDefinition } from '../email/admin.ts';
import { companyEmployeesDefinition } from '../employees/admin.ts';
import { consentsDefinition, engagementLettersDefinition, engagementTemplatesDefinition } from '../engagement/admin.ts';
import {
  contactSubmissionsDefinition,
  quoteRequestsDefinition,
  waitlistSubmissionsDefinition,
} from '../enquiries/admin.ts';
import { messageThreadsDefinition } from '../messages/admin.ts';
import { payrollRatesDefinition, taxTablesDefinition } from '../payroll/admin.ts';
import { servicesDefinition } from '../services/admin.ts';
import { activityLogsDefinition } from '../activity-log/admin.ts';
import { jobsDefinition, jobTasksDefinition, pipelinesDefinition } from '../work/admin.ts';
import { adminNotificationsDefinition } from '../notifications/admin.ts';
import { disposalsDefinition, retainedRecordsDefinition, retentionRulesDefinition } from '../retention/admin.ts';
import { breachesDefinition, correctionRequestsDefinition } from '../privacy/admin.ts';
import type { AdminResource } from './resource.ts';

export const ADMIN_RESOURCES: readonly AdminResource[] = [
  usersDefinition,
  clientsDefinition,
  clientAssignmentsDefinition,
  clientNotesDefinition,
  companyEmployeesDefinition,
  contactSubmissionsDefinition,
  waitlistSubmissionsDefinition,
  quoteRequestsDefinition,
  servicesDefinition,
  subscriptionsDefinition,
  paymentsDefinition,
  activityLogsDefinition,
  adminNotificationsDefinition,
  documentsDefinition,
  documentRequestsDefinition,
  apiKeysDefinition,
  deadlinesDefinition,
  publicHolidaysDefinition,
  complianceRulesDefinition,
  ownershipChangesDefinition,
  taxTablesDefinition,
  payrollRatesDefinition,
  engagementLettersDefinition,
  engagementTemplatesDefinition,
  consentsDefinition,
  emailOutboxDefinition,
  emailOptOutsDefinition,
  messageThreadsDefinition,
  retentionRulesDefinition,
  retainedRecordsDefinition,
  disposalsDefinition,
  pipelinesDefinition,
  jobsDefinition,
  jobTasksDefinition,
  correctionRequestsDefinition,
  breachesDefinition,
];
