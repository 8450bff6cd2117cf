/**
 * E-mail the firm sends. Each e-mail has a kind; the kinds a client may
 * turn off are grouped in categories, shown as the switches of Settings'
 * 'E-mail notifications' card.
 */
export const EMAIL_CATEGORIES = ['document_requests', 'deadlines', 'messages'] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];

export const EMAIL_CATEGORY_LABELS: Record<EmailCategory, string> = {
  document_requests: 'Document requests',
  deadlines: 'Deadlines',
  messages: 'Messages',
};

export const EMAIL_CATEGORY_HINTS: Record<EmailCategory, string> = {
  document_requests: 'A new request from your accountant, and reminders before and after it is due',
  deadlines: 'Reminders 7 days and 1 day before a tax or compliance deadline',
  messages: 'A new message from your accountant (at most one e-mail per conversation every 15 minutes)',
};

/**
 * E-mails about the account itself: no category, so nobody can turn them off, and
 * not reminders, so no quiet hours. They also go to an address that has not confirmed its
 * link yet (one of them is that link); every other kind waits for a proven address.
 */
const ACCOUNT_KIND_NAMES = [
  'password_reset',
  'password_changed',
  'email_verify',
  'email_change_confirm',
  'email_change_notice',
  'invitation',
  'correction_resolved',
  'data_export_ready',
  'breach_notice',
] as const;

export const EMAIL_KINDS = [
  'document_request_new',
  'document_request_due_soon',
  'document_request_due_today',
  'document_request_overdue',
  'deadline_reminder',
  'message',
  'engagement_letter',
  ...ACCOUNT_KIND_NAMES,
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** The category a kind belongs to; the kinds without one (account e-mail, letters) cannot be turned off. */
export const CATEGORY_OF: Partial<Record<EmailKind, EmailCategory>> = {
  document_request_new: 'document_requests',
  document_request_due_soon: 'document_requests',
  document_request_due_today: 'document_requests',
  document_request_overdue: 'document_requests',
  deadline_reminder: 'deadlines',
  message: 'messages',
};

export const ACCOUNT_KINDS: readonly EmailKind[] = ACCOUNT_KIND_NAMES;

/** Reminders (a new document request, due and overdue, deadlines) go out only between 07:00 and 19:00 SAST. */
export const REMINDER_KINDS: readonly EmailKind[] = [
  'document_request_new',
  'document_request_due_soon',
  'document_request_due_today',
  'document_request_overdue',
  'deadline_reminder',
];

export const EMAIL_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** The API's field for each category (GET/PATCH /api/email-preferences). */
export const CATEGORY_FIELDS = {
  document_requests: 'documentRequests',
  deadlines: 'deadlines',
  messages: 'messages',
} as const satisfies Record<EmailCategory, string>;
export type EmailPreferences = { [K in EmailCategory as (typeof CATEGORY_FIELDS)[K]]: boolean };
