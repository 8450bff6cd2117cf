import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import { seesEveryClient } from '../domain/roles.ts';
import activityLogs from './activity-logs/index.ts';
import apiKeys from './api-keys/index.ts';
import webhookEndpoints from './webhooks/index.ts';
import { authProvider } from './authProvider.ts';
import clientAssignments from './client-assignments/index.ts';
import clientNotes from './client-notes/index.ts';
import clients from './clients/index.ts';
import { dataProvider } from './dataProvider.ts';
import documentRequests from './document-requests/index.ts';
import documents from './documents/index.ts';
import { disposals, retainedRecords, retentionRules } from './retention/index.ts';
import { breaches, correctionRequests } from './privacy/index.ts';
import deadlines from './deadlines/index.ts';
import { lazyScreen } from './common/lazyScreens.ts';
import { complianceRules, publicHolidays } from './compliance-settings/index.ts';
import { payrollRates, taxTables } from './payroll-settings/index.ts';
import messageThreads from './messages/index.ts';
import { emailOutbox } from './email/index.ts';
import { engagementLetters, engagementTemplates } from './engagement/index.ts';
import { contactSubmissions, quoteRequests, waitlistSubmissions } from './enquiries/index.ts';
import { i18nProvider } from './i18n/en.ts';
import { AdminShell } from './layout/AdminShell.tsx';
import { Layout } from './layout/Layout.tsx';
import { Login } from './layout/Login.tsx';
import { theme } from './layout/theme.ts';
import notifications from './notifications/index.ts';
import payments from './payments/index.ts';
import services from './services/index.ts';
import pipelines from './work/pipelines/index.ts';
import subscriptions from './subscriptions/index.ts';
import users from './users/index.ts';
import { BoardPage, MyWorkPage, WorkloadPage } from './work/index.ts';

// Each screen is its own chunk, fetched when opened: the sign-in screen loads only the shell.
const Dashboard = lazyScreen(() => import('./dashboard/Dashboard.tsx'), 'Dashboard');
const OwnershipChangeCreate = lazyScreen(
  () => import('./deadlines/OwnershipChangeCreate.tsx'),
  'OwnershipChangeCreate',
);
const FirmSettingsPage = lazyScreen(() => import('./firm-settings/FirmSettingsPage.tsx'), 'FirmSettingsPage');
const SecurityPage = lazyScreen(() => import('./security/SecurityPage.tsx'), 'SecurityPage');

/**
 * The staff backoffice at /admin. Every screen reads /api/admin, which
 * enforces the roles; the permission checks here only hide what would be refused.
 */
export function App() {
  return (
    <AdminShell
      title="Backoffice"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      layout={Layout}
      loginPage={Login}
      dashboard={Dashboard}
      requireAuth
    >
      {(role: string | null) => {
        const managesClients = seesEveryClient(role);
        const isAdmin = role === 'admin';
        // Screens every staff member reads; their create and edit screens are the admins'.
        const adminWrites = <T extends object>(resource: T): T =>
          isAdmin ? resource : { ...resource, create: undefined, edit: undefined };
        return (
          <>
            {/* Managers and admins invite clients; an accountant's new client would be out of their sight. */}
            <Resource name="clients" {...clients} create={managesClients ? clients.create : undefined} />
            <Resource name="client-notes" {...clientNotes} />
            <Resource
              name="client-assignments"
              {...clientAssignments}
              create={managesClients ? clientAssignments.create : undefined}
            />
            <Resource name="contact-submissions" {...contactSubmissions} />
            <Resource name="waitlist-submissions" {...waitlistSubmissions} />
            <Resource name="quote-requests" {...quoteRequests} />
            <Resource
              name="admin-notifications"
              {...notifications}
              create={managesClients ? notifications.create : undefined}
            />
            <Resource name="services" {...adminWrites(services)} />
            {/* Everyone needs users for names in references; only admins get its screens. */}
            <Resource name="users" {...(isAdmin ? users : { recordRepresentation: users.recordRepresentation })} />
            <Resource name="company-employees" />
            <Resource name="documents" {...documents} />
            <Resource name="document-requests" {...documentRequests} />
            <Resource name="subscriptions" {...subscriptions} />
            <Resource name="payments" {...payments} />
            <Resource name="deadlines" {...deadlines} />
            <Resource name="public-holidays" {...adminWrites(publicHolidays)} />
            <Resource name="compliance-rules" {...adminWrites(complianceRules)} />
            <Resource name="ownership-changes" create={OwnershipChangeCreate} />
            <Resource name="engagement-letters" {...engagementLetters} />
            <Resource name="consents" />
            <Resource name="engagement-templates" {...adminWrites(engagementTemplates)} />
            <Resource name="tax-tables" {...adminWrites(taxTables)} />
            <Resource name="payroll-rates" {...adminWrites(payrollRates)} />
            <Resource name="activity-logs" {...activityLogs} />
            <Resource name="message-threads" {...messageThreads} />
            <Resource name="retention-rules" {...adminWrites(retentionRules)} />
            {managesClients && <Resource name="retained-records" {...retainedRecords} />}
            {isAdmin && <Resource name="disposals" {...disposals} />}
            <Resource name="correction-requests" {...correctionRequests} />
            {isAdmin && <Resource name="breaches" {...breaches} />}
            <Resource name="email-outbox" {...(managesClients ? emailOutbox : {})} />
            <Resource name="email-opt-outs" />
            {isAdmin && <Resource name="api-keys" {...apiKeys} />}
            {isAdmin && <Resource name="webhook-endpoints" {...webhookEndpoints} />}
            {isAdmin && <Resource name="webhook-deliveries" />}
            {/* Every staff member reads the pipelines; managers and admins change them and what their stages do. */}
            <Resource
              name="pipelines"
              {...pipelines}
              create={managesClients ? pipelines.create : undefined}
              edit={managesClients ? pipelines.edit : undefined}
            />
            <Resource name="jobs" />
            <Resource name="job-tasks" />
            <CustomRoutes>
              <Route path="/firm-settings" element={<FirmSettingsPage />} />
              <Route path="/security" element={<SecurityPage />} />
              <Route path="/work/board" element={<BoardPage />} />
              <Route path="/work/board/:pipelineId" element={<BoardPage />} />
              <Route path="/work/mine" element={<MyWorkPage />} />
              {managesClients && <Route path="/work/workload" element={<WorkloadPage />} />}
            </CustomRoutes>
          </>
        );
      }}
    </AdminShell>
  );
}
