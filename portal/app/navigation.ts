/** The dashboard sidebar, in order (docs/product/portal.md#dashboard-layout). */
export const SIDEBAR_LINKS = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Work', to: '/dashboard/work' },
  { label: 'Documents', to: '/dashboard/documents' },
  { label: 'Messages', to: '/dashboard/messages' },
  { label: 'Agreements', to: '/dashboard/agreements' },
  { label: 'Company Info', to: '/dashboard/company' },
  { label: 'Deadlines', to: '/dashboard/deadlines' },
  { label: 'Employees', to: '/dashboard/employees' },
  { label: 'Subscriptions', to: '/dashboard/subscriptions' },
  { label: 'Payments', to: '/dashboard/payments' },
  { label: 'Upload Files', to: '/dashboard/uploads' },
  { label: 'Settings', to: '/dashboard/settings' },
] as const;
