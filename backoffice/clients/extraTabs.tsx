import type { ComponentType } from 'react';
import { ClientDeadlinesTab } from '../deadlines/ClientDeadlinesTab.tsx';
import { ClientRequestsTab } from '../document-requests/ClientRequestsTab.tsx';
import { ClientDocumentsTab } from '../documents/ClientDocumentsTab.tsx';
import { ClientPaymentsTab, ClientSubscriptionsTab } from '../payments/ClientBillingTabs.tsx';
import { ClientPayrollTab } from '../payroll-settings/ClientPayrollTab.tsx';
import { ClientMessagesTab } from '../messages/ClientMessagesTab.tsx';
import { ClientEmailTab } from '../email/ClientEmailTab.tsx';
import { ClientEngagementTab } from '../engagement/ClientEngagementTab.tsx';
import { ClientPrivacyTab } from '../privacy/ClientPrivacyTab.tsx';
import { ClientJobsTab } from '../work/ClientJobsTab.tsx';

/**
 * Tabs that other parts of the backoffice add to a client's page (documents,
 * document requests, subscriptions, payments). Each renders inside the
 * client's record context (useRecordContext() is the client), typically a
 * ReferenceManyField on its resource with target "clientId" or "userId".
 * To add one, append it here; ClientShow renders them after its own tabs.
 */
export interface ClientTab {
  label: string;
  /** The tab's URL segment: /clients/{id}/show/{path}. */
  path: string;
  content: ComponentType;
}

export const CLIENT_EXTRA_TABS: ClientTab[] = [
  { label: 'Documents', path: 'documents', content: ClientDocumentsTab },
  { label: 'Document requests', path: 'document-requests', content: ClientRequestsTab },
  { label: 'Messages', path: 'messages', content: ClientMessagesTab },
  { label: 'Deadlines', path: 'deadlines', content: ClientDeadlinesTab },
  { label: 'Jobs', path: 'jobs', content: ClientJobsTab },
  { label: 'Payroll', path: 'payroll', content: ClientPayrollTab },
  { label: 'Engagement', path: 'engagement', content: ClientEngagementTab },
  { label: 'Subscriptions', path: 'subscriptions', content: ClientSubscriptionsTab },
  { label: 'Payments', path: 'payments', content: ClientPaymentsTab },
  { label: 'E-mail', path: 'email', content: ClientEmailTab },
  { label: 'Privacy', path: 'privacy', content: ClientPrivacyTab },
];
