import { defaultI18nProvider, type I18nProvider } from 'react-admin';

/**
 * Our resources' names and field labels in English, on top of react-admin's
 * own English messages (its default provider). Plural forms are written
 * "one |||| many", as polyglot writes them.
 */
const resources: Record<string, { name: string; fields?: Record<string, string> }> = {
  clients: {
    name: 'Client |||| Clients',
    fields: { accountantIds: 'Accountants', isProfileComplete: 'Profile complete' },
  },
  users: {
    name: 'User |||| Users',
    fields: { isStaff: 'Staff', accountantIds: 'Accountants', isProfileComplete: 'Profile complete' },
  },
  'client-assignments': {
    name: 'Assignment |||| Assignments',
    fields: {
      clientId: 'Client',
      accountantId: 'Accountant',
      assignedBy: 'Assigned by',
      assignedAt: 'Assigned',
      isActive: 'Active',
    },
  },
  'client-notes': {
    name: 'Note |||| Notes',
    fields: { clientId: 'Client', authorId: 'Author', isPrivate: 'Private', createdAt: 'Written' },
  },
  'company-employees': { name: 'Employee |||| Employees' },
  'contact-submissions': {
    name: 'Contact message |||| Contact messages',
    fields: { isRead: 'Read', createdAt: 'Received' },
  },
  'waitlist-submissions': {
    name: 'Waitlist entry |||| Waitlist',
    fields: { isContacted: 'Contacted', createdAt: 'Received' },
  },
  'quote-requests': {
    name: 'Quote request |||| Quote requests',
    fields: { isProcessed: 'Processed', createdAt: 'Received' },
  },
  services: {
    name: 'Package |||| Packages',
    fields: {
      price: 'Price (R per month)',
      packageType: 'Package type',
      isHighlighted: 'Highlighted',
      sortOrder: 'Order',
    },
  },
  'activity-logs': {
    name: 'Activity |||| Activity log',
    fields: { userId: 'User', ipAddress: 'IP address', userAgent: 'Browser' },
  },
  'api-keys': {
    name: 'API key |||| API keys',
    fields: {
      prefix: 'Key',
      createdAt: 'Made',
      expiresAt: 'Expires',
      lastUsedAt: 'Last used',
      lastUsedIp: 'From',
    },
  },
  'webhook-endpoints': {
    name: 'Webhook |||| Webhooks',
    fields: {
      url: 'URL',
      includePersonalData: 'Include personal data',
      createdAt: 'Made',
    },
  },
  'webhook-deliveries': {
    name: 'Delivery |||| Deliveries',
    fields: {
      eventType: 'Event',
      responseStatus: 'Answer code',
      createdAt: 'Time',
      lastError: 'Error',
    },
  },
  deadlines: {
    name: 'Deadline |||| Deadlines',
    fields: {
      obligation: 'Obligation',
      dueDate: 'Due',
      status: 'Status',
      dueDate_gte: 'Due from',
      dueDate_lte: 'Due until',
    },
  },
  'public-holidays': { name: 'Public holiday |||| Public holidays', fields: { kind: 'From', date: 'Date' } },
  'retention-rules': { name: 'Retention rule |||| Retention rules' },
  'retained-records': { name: 'Retained record |||| Retained records' },
  disposals: { name: 'Disposal |||| Disposals' },
  'correction-requests': { name: 'Correction request |||| Correction requests' },
  breaches: { name: 'Breach |||| Breach register' },
  'compliance-rules': { name: 'Compliance rule |||| Compliance rules', fields: { obligation: 'Obligation' } },
  'engagement-letters': { name: 'Engagement letter |||| Engagement letters', fields: { status: 'Status' } },
  'engagement-templates': {
    name: 'Letter template |||| Letter templates',
    fields: { version: 'Version', body: 'Template' },
  },
  'tax-tables': { name: 'Tax table |||| Tax tables', fields: { status: 'Status', source: 'Source' } },
  'payroll-rates': { name: 'Payroll rates |||| Payroll rates', fields: { source: 'Source' } },
  'message-threads': {
    name: 'Inbox |||| Inbox',
    fields: { clientName: 'Client', subject: 'Subject', lastMessageAt: 'Last message', unread: 'Unread only' },
  },
  'email-outbox': {
    name: 'E-mail outbox |||| E-mail outbox',
    fields: { status: 'Status', kind: 'Kind', clientId: 'Client', recipient: 'Recipient', subject: 'Subject' },
  },
  'admin-notifications': {
    name: 'Notification |||| Notifications',
    fields: { userId: 'For', isRead: 'Read', relatedTo: 'About', createdAt: 'Sent' },
  },
};

const messages = new Map<string, string>();
for (const [resource, { name, fields = {} }] of Object.entries(resources)) {
  messages.set(`resources.${resource}.name`, name);
  for (const [field, label] of Object.entries(fields)) messages.set(`resources.${resource}.fields.${field}`, label);
}

function pluralise(message: string, options?: { smart_count?: number }): string {
  const [one = message, many = one] = message.split(' |||| ');
  return (options?.smart_count ?? 1) === 1 ? one : many;
}

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) => {
    const message = messages.get(key);
    return message ? pluralise(message, options) : defaultI18nProvider.translate(key, options);
  },
};
