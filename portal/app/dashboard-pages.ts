import { page } from './lazy-page.ts';

/** The dashboard's sections, each loaded when opened (or hovered in the sidebar). */
export const SECTIONS = {
  dashboard: page(
    () => import('../features/dashboard/dashboard-page.tsx'),
    (m) => m.DashboardPage,
  ),
  documents: page(
    () => import('../features/documents/documents-page.tsx'),
    (m) => m.DocumentsPage,
  ),
  agreements: page(
    () => import('../features/agreements/agreements-page.tsx'),
    (m) => m.AgreementsPage,
  ),
  messages: page(
    () => import('../features/messages/messages-page.tsx'),
    (m) => m.MessagesPage,
  ),
  uploads: page(
    () => import('../features/uploads/uploads-page.tsx'),
    (m) => m.UploadsPage,
  ),
  company: page(
    () => import('../features/company/company-page.tsx'),
    (m) => m.CompanyPage,
  ),
  work: page(
    () => import('../features/work/work-page.tsx'),
    (m) => m.WorkPage,
  ),
  deadlines: page(
    () => import('../features/deadlines/deadlines-page.tsx'),
    (m) => m.DeadlinesPage,
  ),
  employees: page(
    () => import('../features/employees/employees-page.tsx'),
    (m) => m.EmployeesPage,
  ),
  subscriptions: page(
    () => import('../features/subscriptions/subscriptions-page.tsx'),
    (m) => m.SubscriptionsPage,
  ),
  payments: page(
    () => import('../features/payments/payments-page.tsx'),
    (m) => m.PaymentsPage,
  ),
  settings: page(
    () => import('../features/settings/settings-page.tsx'),
    (m) => m.SettingsPage,
  ),
};

/** The section a sidebar link opens, fetched on hover or focus ('/dashboard/messages' → messages). */
export function prefetchDashboardPath(path: string): void {
  const key = path.replace(/^\/dashboard\/?/, '') || 'dashboard';
  if (key in SECTIONS) void SECTIONS[key as keyof typeof SECTIONS].prefetch().catch(() => {});
}
