/**
 * Every resource at /api/admin/{name}. To add one (documents, payments…),
 * write its definition file beside these and list it here.
 */
import type { AdminResource } from '../resource.ts';
import { activityLogsDefinition } from './activity-logs.ts';
import { apiKeysDefinition } from './api-keys.ts';
import { adminNotificationsDefinition } from './admin-notifications.ts';
import { clientAssignmentsDefinition } from './client-assignments.ts';
import { clientNotesDefinition } from './client-notes.ts';
import { clientsDefinition } from './clients.ts';
import {
  complianceRulesDefinition,
  deadlinesDefinition,
  ownershipChangesDefinition,
  publicHolidaysDefinition,
} from './compliance.ts';
import { companyEmployeesDefinition } from './company-employees.ts';
import { documentRequestsDefinition } from './document-requests.ts';
import { documentsDefinition } from './documents.ts';
import { contactSubmissionsDefinition, quoteRequestsDefinition, waitlistSubmissionsDefinition } from './enquiries.ts';
import { consentsDefinition, engagementLettersDefinition, engagementTemplatesDefinition } from './engagement.ts';
import { emailOptOutsDefinition, emailOutboxDefinition } from './email.ts';
import { messageThreadsDefinition } from './messages.ts';
import { paymentsDefinition } from './payments.ts';
import { payrollRatesDefinition, taxTablesDefinition } from './payroll.ts';
import { servicesDefinition } from './services.ts';
import { subscriptionsDefinition } from './subscriptions.ts';
import { usersDefinition } from './users.ts';

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
];
