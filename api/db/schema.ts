/**
 * The data model (docs/product/data-model.md). Table and column names are part of the
 * outside contract (operators and reporting tools read them), so they follow the
 * entities' names and its field names in snake_case; drizzle maps them to the
 * camelCase JSON fields.
 *
 * Ids are random UUIDs: the portal shows "the first 8 characters" of ids, and
 * unguessable ids keep one client from probing for another's records.
 * Money columns hold whole cents (see the `rand` type) so sums never drift.
 */
import { sql } from 'drizzle-orm';
import { customType, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import {
  DOCUMENT_STATUSES,
  PACKAGE_TYPES,
  PAYMENT_STATUSES,
  REQUEST_STATUSES,
  ROLES,
  SUBSCRIPTION_STATUSES,
} from '../../domain/enums.ts';
import { OBLIGATIONS, SHIFT_POLICIES, VAT_CATEGORIES } from '../../domain/compliance/rules.ts';
import { JOB_STATUSES, WORK_SERVICES, type WorkService } from '../../domain/work/work.ts';
import type { PipelineSchedule } from '../../domain/work/schedule.ts';
import { JOB_ITEM_KINDS, type StageAutomations } from '../../domain/work/automations.ts';
import { CONSENT_KINDS, type ConsentKind, ENGAGEMENT_STATUSES } from '../../domain/engagement/consents.ts';
import { CORRECTION_KINDS, CORRECTION_STATUSES } from '../../domain/privacy/correction-requests.ts';
import { DATA_EXPORT_STATUSES } from '../../domain/privacy/data-exports.ts';
import { EMAIL_CATEGORIES, EMAIL_KINDS, EMAIL_STATUSES } from '../../domain/email/kinds.ts';

/** Rand in the application, integer cents in the database. */
const rand = customType<{ data: number; driverData: number }>({
  dataType: () => 'integer',
  toDriver: (value) => Math.round(value * 100),
  fromDriver: (value) => Number(value) / 100,
});

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
/** Milliseconds since the epoch, as drizzle's timestamp_ms mode stores them. */
const nowMs = sql`(cast(unixepoch('subsec') * 1000 as integer))`;
const timestamp = (name: string) => integer(name, { mode: 'timestamp_ms' });
const createdAt = () => timestamp('created_at').notNull().default(nowMs);
const updatedAt = () =>
  timestamp('updated_at')
    .notNull()
    .default(nowMs)
    .$onUpdate(() => new Date());
const bool = (name: string) => integer(name, { mode: 'boolean' });
const jsonText = <T>(name: string) => text(name, { mode: 'json' }).$type<T>();

export const users = sqliteTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    password: text('password').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    role: text('role', { enum: ROLES }).notNull().default('client'),
    isStaff: bool('is_staff').notNull().default(false),
    company: text('company'),
    address: text('address'),
    city: text('city'),
    postalCode: text('postal_code'),
    country: text('country').default('South Africa'),
    vatNumber: text('vat_number'),
    registrationNumber: text('registration_number'),
    businessType: text('business_type'),
    annualRevenue: text('annual_revenue'),
    numberOfEmployees: integer('number_of_employees'),
    // Tax and compliance (the compliance calendar, domain/compliance).
    /** 1-12 */
    financialYearEndMonth: integer('financial_year_end_month'),
    vatCategory: text('vat_category', { enum: VAT_CATEGORIES }),
    vatEfiler: bool('vat_efiler'),
    /** yyyy-MM-dd */
    incorporationDate: text('incorporation_date'),
    registeredEmployer: bool('registered_employer').notNull().default(false),
    payeReference: text('paye_reference'),
    /**
     * yyyy-MM-dd: when the firm's work for the client began, as staff set it; null means the
     * default (the day the first package became active, else the day they registered).
     */
    trackedFrom: text('tracked_from'),
    isProfileComplete: bool('is_profile_complete').notNull().default(false),
    stripeCustomerId: text('stripe_customer_id'),
    /** When the address proved itself (its verification link was used); null: reminders and message e-mails wait. */
    emailVerifiedAt: timestamp('email_verified_at'),
    /** Set while an invited user has not chosen their password yet ('Invited'); cleared when they do ('Active'). */
    invitedAt: timestamp('invited_at'),
    lastLogin: timestamp('last_login'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Usernames and e-mails are unique regardless of case: "Thandi" and "thandi" are one person.
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    index('users_created_at_idx').on(t.createdAt),
    // Backoffice sorts.
    index('users_company_idx').on(t.company),
    index('users_last_name_idx').on(t.lastName),
  ],
);

export const sessions = sqliteTable(
  'sessions',
  {
    id: id(),
    /** SHA-256 of the cookie's token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at').notNull(),
    expiresAt: timestamp('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

export const services = sqliteTable(
  'services',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    price: rand('price').notNull(),
    packageType: text('package_type').notNull(),
    features: jsonText<string[]>('features').notNull().default([]),
    /** The work-board services the package includes: its clients' jobs are made for these (decision 038). */
    workServices: jsonText<WorkService[]>('work_services').notNull().default([]),
    isHighlighted: bool('is_highlighted').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('services_package_type_unique').on(t.packageType)],
);

export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: text('service_id')
      .notNull()
      .references(() => services.id),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('pending'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    startDate: timestamp('start_date').notNull(),
    endDate: timestamp('end_date'),
    renewalDate: timestamp('renewal_date'),
    autoRenew: bool('auto_renew').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_user_id_idx').on(t.userId),
    index('subscriptions_status_idx').on(t.status),
    index('subscriptions_created_at_idx').on(t.createdAt),
  ],
);

export const documents = sqliteTable(
  'documents',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    /** The storage key (generated); the user's file name is metadata only. */
    fileUrl: text('file_url').notNull(),
    category: text('category').notNull(),
    description: text('description'),
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('pending'),
    uploadedAt: timestamp('uploaded_at').notNull().default(nowMs),
    lastModified: timestamp('last_modified'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at'),
    reviewNotes: text('review_notes'),
  },
  (t) => [
    index('documents_user_id_idx').on(t.userId),
    index('documents_status_idx').on(t.status),
    index('documents_uploaded_at_idx').on(t.uploadedAt),
  ],
);

export const payments = sqliteTable(
  'payments',
  {
    id: id(),
    /** Set null when the account is deleted: payments are tax records kept five years. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    subscriptionId: text('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    amount: rand('amount').notNull(),
    currency: text('currency').notNull().default('ZAR'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method'),
    stripePaymentId: text('stripe_payment_id'),
    paymentDate: timestamp('payment_date').notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_user_id_idx').on(t.userId),
    index('payments_status_idx').on(t.status),
    index('payments_created_at_idx').on(t.createdAt),
    uniqueIndex('payments_stripe_payment_id_unique').on(t.stripePaymentId),
    // At most one pending manual (EFT) payment per subscription: a renewal or checkout is
    // raised once even when two processes raise it at the same moment (manual-billing.ts).
    uniqueIndex('payments_one_pending_eft_unique')
      .on(t.subscriptionId)
      .where(sql`${t.status} = 'pending' and ${t.paymentMethod} = 'EFT'`),
  ],
);

export const companyEmployees = sqliteTable(
  'company_employees',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    position: text('position'),
    employeeId: text('employee_id'),
    taxNumber: text('tax_number'),
    salaryAmount: rand('salary_amount'),
    /** yyyy-MM-dd (payroll estimates: the age rebates) */
    dateOfBirth: text('date_of_birth'),
    medicalMembers: integer('medical_members').notNull().default(0),
    /** Calendar dates, yyyy-MM-dd, as the portal sends them. */
    startDate: text('start_date'),
    endDate: text('end_date'),
    isActive: bool('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('company_employees_user_id_idx').on(t.userId, t.createdAt)],
);

export const contactSubmissions = sqliteTable(
  'contact_submissions',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    phone: text('phone'),
    source: text('source'),
    createdAt: createdAt(),
    isRead: bool('is_read').notNull().default(false),
  },
  // (flag, created_at): the backoffice's inbox filters by the flag and sorts newest first.
  (t) => [
    index('contact_submissions_created_at_idx').on(t.createdAt),
    index('contact_submissions_is_read_idx').on(t.isRead, t.createdAt),
  ],
);

export const waitlistSubmissions = sqliteTable(
  'waitlist_submissions',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    business: text('business'),
    interest: text('interest'),
    message: text('message'),
    source: text('source'),
    createdAt: createdAt(),
    isContacted: bool('is_contacted').notNull().default(false),
  },
  (t) => [
    index('waitlist_submissions_created_at_idx').on(t.createdAt),
    index('waitlist_submissions_is_contacted_idx').on(t.isContacted, t.createdAt),
  ],
);

export const quoteRequests = sqliteTable(
  'quote_requests',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    businessType: text('business_type'),
    annualRevenue: text('annual_revenue'),
    services: jsonText<string[]>('services').notNull().default([]),
    additionalInfo: text('additional_info'),
    source: text('source'),
    createdAt: createdAt(),
    isProcessed: bool('is_processed').notNull().default(false),
  },
  (t) => [
    index('quote_requests_created_at_idx').on(t.createdAt),
    index('quote_requests_is_processed_idx').on(t.isProcessed, t.createdAt),
  ],
);

export const activityLogs = sqliteTable(
  'activity_logs',
  {
    id: id(),
    /** Kept (set null) when the account is deleted: the log is the firm's record. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    details: jsonText<Record<string, unknown>>('details'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    timestamp: timestamp('timestamp').notNull().default(nowMs),
  },
  // (filter, timestamp): the backoffice lists a user's or an action's entries newest first.
  (t) => [
    index('activity_logs_user_id_idx').on(t.userId, t.timestamp),
    index('activity_logs_action_idx').on(t.action, t.timestamp),
    index('activity_logs_timestamp_idx').on(t.timestamp),
  ],
);

export const clientNotes = sqliteTable(
  'client_notes',
  {
    id: id(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    isPrivate: bool('is_private').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('client_notes_client_id_idx').on(t.clientId, t.createdAt),
    index('client_notes_created_at_idx').on(t.createdAt),
  ],
);

export const documentRequests = sqliteTable(
  'document_requests',
  {
    id: id(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    documentType: text('document_type').notNull(),
    description: text('description').notNull(),
    dueDate: timestamp('due_date'),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('pending'),
    fulfilledWith: text('fulfilled_with').references(() => documents.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('document_requests_client_id_idx').on(t.clientId),
    index('document_requests_status_idx').on(t.status),
    index('document_requests_created_at_idx').on(t.createdAt),
  ],
);

export const clientAssignments = sqliteTable(
  'client_assignments',
  {
    id: id(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountantId: text('accountant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: text('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    isActive: bool('is_active').notNull().default(true),
    assignedAt: timestamp('assigned_at').notNull().default(nowMs),
    notes: text('notes'),
  },
  (t) => [
    index('client_assignments_accountant_idx').on(t.accountantId, t.isActive),
    index('client_assignments_client_idx').on(t.clientId),
  ],
);

export const adminNotifications = sqliteTable(
  'admin_notifications',
  {
    id: id(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    message: text('message'),
    type: text('type').notNull(),
    relatedTo: text('related_to'),
    relatedId: text('related_id'),
    isRead: bool('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_notifications_user_id_idx').on(t.userId, t.isRead),
    index('admin_notifications_created_at_idx').on(t.createdAt),
  ],
);

/** Fixed-window counters for rate limiting; in the database so several processes share them. */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: integer('reset_at').notNull(),
});

/** Single-use human-check tokens already spent (until they expire). */
export const usedTokens = sqliteTable('used_tokens', {
  tokenId: text('token_id').primaryKey(),
  expiresAt: integer('expires_at').notNull(),
});

/** Server-wide settings, such as the generated signing secret every process must share. */
export const appSettings = sqliteTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Stripe webhook events already handled: Stripe retries, so each event id is acted on once. */
export const stripeEvents = sqliteTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

/**
 * Who runs a piece of scheduled work now (api/jobs/lease.ts). Taken and renewed by one
 * atomic upsert; a holder that dies loses it once `expires_at` passes.
 */
export const leases = sqliteTable('leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  /** Epoch milliseconds. */
  expiresAt: integer('expires_at').notNull(),
});

/**
 * Integrators' keys for /api/admin/* (modules/api-keys). Only the SHA-256 of the secret is
 * kept; a key acts within its scopes and never beyond the role of the admin who made it.
 */
export const apiKeys = sqliteTable(
  'api_keys',
  {
    id: id(),
    name: text('name').notNull(),
    /** The secret's first characters, shown so a key can be recognised (lk_live_ab12…). */
    prefix: text('prefix').notNull(),
    tokenHash: text('token_hash').notNull(),
    scopes: jsonText<string[]>('scopes').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at'),
    revokedAt: timestamp('revoked_at'),
    lastUsedAt: timestamp('last_used_at'),
    lastUsedIp: text('last_used_ip'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_keys_token_hash_unique').on(t.tokenHash), index('api_keys_created_at_idx').on(t.createdAt)],
);

/**
 * Where integrators receive events (api/modules/webhooks). The signing secret is kept
 * encrypted with a key derived from the app secret; its plain form is shown once.
 */
export const webhookEndpoints = sqliteTable(
  'webhook_endpoints',
  {
    id: id(),
    url: text('url').notNull(),
    description: text('description'),
    /** Event types this endpoint receives. */
    events: jsonText<string[]>('events').notNull(),
    /** AES-256-GCM ciphertext of the `whsec_…` secret (see webhooks/secret.ts). */
    secret: text('secret').notNull(),
    includePersonalData: bool('include_personal_data').notNull().default(false),
    enabled: bool('enabled').notNull().default(true),
    /** The first failed attempt since the last success; three days of failures disable it. */
    failingSince: timestamp('failing_since'),
    disabledAt: timestamp('disabled_at'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_created_at_idx').on(t.createdAt)],
);

/** Every event raised, with its full data; what each endpoint receives is filtered at send time. */
export const webhookEvents = sqliteTable(
  'webhook_events',
  {
    /** `evt_…`: the `webhook-id` header, the same on every retry. */
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonText<Record<string, unknown>>('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_events_created_at_idx').on(t.createdAt)],
);

/** The queue: one row per event and endpoint, claimed by the worker with a conditional update. */
export const webhookDeliveries = sqliteTable(
  'webhook_deliveries',
  {
    id: id(),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at').notNull().default(nowMs),
    lastAttemptAt: timestamp('last_attempt_at'),
    responseStatus: integer('response_status'),
    /** A short reason (status line, timeout, refused connection); never a response body. */
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_endpoint_unique').on(t.eventId, t.endpointId),
    // The worker: pending rows whose time has come.
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    // The backoffice: one endpoint's deliveries, newest first.
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
);

// The compliance calendar (api/modules/compliance, domain/compliance, decision 023).

/** Versions of each obligation's rule: the numbers as data, in force from one date to another. */
export const complianceRules = sqliteTable(
  'compliance_rules',
  {
    id: id(),
    obligation: text('obligation', { enum: OBLIGATIONS }).notNull(),
    params: jsonText<Record<string, unknown>>('params').notNull(),
    /** yyyy-MM-dd, inclusive */
    effectiveFrom: text('effective_from').notNull(),
    /** yyyy-MM-dd, inclusive; null while in force */
    effectiveTo: text('effective_to'),
    /** null: not set yet (CIPC's weekend rule is unconfirmed); the date then stands. */
    shiftPolicy: text('shift_policy', { enum: SHIFT_POLICIES }),
    source: text('source').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('compliance_rules_version_unique').on(t.obligation, t.effectiveFrom)],
);

/** Public holidays: generated per year from the Act, and ad hoc days admins add with a reason. */
export const publicHolidays = sqliteTable(
  'public_holidays',
  {
    id: id(),
    /** yyyy-MM-dd */
    date: text('date').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['statutory', 'ad_hoc'] }).notNull(),
    reason: text('reason'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('public_holidays_date_unique').on(t.date)],
);

/** Changes of a client's beneficial ownership, recorded by staff: each adds a filing. */
export const ownershipChanges = sqliteTable(
  'ownership_changes',
  {
    id: id(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** yyyy-MM-dd */
    changedOn: text('changed_on').notNull(),
    note: text('note'),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('ownership_changes_client_idx').on(t.clientId, t.changedOn)],
);

/** Each client's due dates, recomputed when their details, a rule or a holiday change; statuses kept. */
export const complianceDeadlines = sqliteTable(
  'compliance_deadlines',
  {
    id: id(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    obligation: text('obligation', { enum: OBLIGATIONS }).notNull(),
    period: text('period').notNull(),
    periodLabel: text('period_label').notNull(),
    /** yyyy-MM-dd: the date the law names */
    statutoryDate: text('statutory_date').notNull(),
    /** yyyy-MM-dd: the business day it is due */
    dueDate: text('due_date').notNull(),
    moveReason: text('move_reason'),
    optional: bool('optional').notNull().default(false),
    /** Raised when a recompute moves the due date, so calendar apps replace the event. */
    sequence: integer('sequence').notNull().default(0),
    status: text('status', { enum: ['open', 'done'] })
      .notNull()
      .default('open'),
    doneBy: text('done_by').references(() => users.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at'),
    /** Set when staff take on a date from before the client's tracked-from date: it is an ordinary deadline again. */
    takenOnAt: timestamp('taken_on_at'),
    takenOnBy: text('taken_on_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('compliance_deadlines_period_unique').on(t.clientId, t.obligation, t.period),
    index('compliance_deadlines_client_due_idx').on(t.clientId, t.dueDate),
    index('compliance_deadlines_due_idx').on(t.dueDate),
  ],
);

/** A client's secret calendar feed URL: only its SHA-256 is kept. */
export const calendarFeeds = sqliteTable(
  'calendar_feeds',
  {
    id: id(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_unique').on(t.tokenHash),
    uniqueIndex('calendar_feeds_client_unique').on(t.clientId),
  ],
);

// Payroll estimates (api/modules/payroll, domain/payroll).

/** SARS's tax table for a tax year (1 Mar to the end of Feb), as data with its source; published ones are used. */
export const taxTables = sqliteTable(
  'tax_tables',
  {
    id: id(),
    /** The year the tax year ends: 2027 is 2026/27. */
    taxYearEnd: integer('tax_year_end').notNull(),
    /** A draft is an admin's work in progress; publishing one retires the year's published table (kept for the record). */
    status: text('status', { enum: ['draft', 'published', 'retired'] })
      .notNull()
      .default('draft'),
    brackets: jsonText<{ from: number; rate: number; base: number | null }[]>('brackets').notNull(),
    rebates: jsonText<{ primary: number; secondary: number; tertiary: number }>('rebates').notNull(),
    thresholds: jsonText<{ under65: number; from65: number; from75: number }>('thresholds').notNull(),
    medicalCredits: jsonText<{ firstTwoEach: number; furtherEach: number }>('medical_credits').notNull(),
    source: text('source').notNull(),
    /** What the save-time checks warned of (a threshold times the first rate that is not the rebate). */
    warnings: jsonText<string[]>('warnings').notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One draft and one published table a year; retired ones accumulate.
  (t) => [
    uniqueIndex('tax_tables_year_published_unique').on(t.taxYearEnd).where(sql`status = 'published'`),
    uniqueIndex('tax_tables_year_draft_unique').on(t.taxYearEnd).where(sql`status = 'draft'`),
  ],
);

/** UIF and SDL rates by the date they apply from. */
export const payrollRates = sqliteTable(
  'payroll_rates',
  {
    id: id(),
    /** yyyy-MM-dd */
    effectiveFrom: text('effective_from').notNull(),
    uifEmployeeRate: integer('uif_employee_rate_bp').notNull(),
    uifEmployerRate: integer('uif_employer_rate_bp').notNull(),
    /** Whole rand a month. */
    uifMonthlyCeiling: integer('uif_monthly_ceiling').notNull(),
    sdlRate: integer('sdl_rate_bp').notNull(),
    /** Whole rand a year. */
    sdlAnnualExemption: integer('sdl_annual_exemption').notNull(),
    source: text('source').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('payroll_rates_effective_unique').on(t.effectiveFrom)],
);

// Engagement letters (api/modules/engagement, domain/engagement).

/** A package's letter template; an admin's edit adds the next version, so sent letters keep theirs. */
export const engagementTemplates = sqliteTable(
  'engagement_templates',
  {
    id: id(),
    packageType: text('package_type', { enum: PACKAGE_TYPES }).notNull(),
    version: integer('version').notNull(),
    /** Markdown with {{placeholders}} (domain/engagement/placeholders.ts). */
    body: text('body').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('engagement_templates_version_unique').on(t.packageType, t.version)],
);

/** One letter to one client for one package: prepared, sent (frozen as a PDF), then signed, declined, withdrawn or superseded. */
export const engagementLetters = sqliteTable(
  'engagement_letters',
  {
    id: id(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: text('service_id')
      .notNull()
      .references(() => services.id),
    templateId: text('template_id')
      .notNull()
      .references(() => engagementTemplates.id),
    templateVersion: integer('template_version').notNull(),
    status: text('status', { enum: ENGAGEMENT_STATUSES }).notNull().default('draft'),
    /** The letter's Markdown, placeholders filled; staff edit it while a draft, then it is frozen. */
    body: text('body').notNull(),
    /** Storage key of the letter PDF rendered at sending. */
    letterKey: text('letter_key'),
    letterSha256: text('letter_sha256'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    sentBy: text('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at'),
    viewedAt: timestamp('viewed_at'),
    signerName: text('signer_name'),
    signerCapacity: text('signer_capacity'),
    signedAt: timestamp('signed_at'),
    signedIp: text('signed_ip'),
    signedUserAgent: text('signed_user_agent'),
    /** The signed PDF (letter and audit page), kept as the client's approved contract document. */
    signedDocumentId: text('signed_document_id').references(() => documents.id, { onDelete: 'set null' }),
    signedSha256: text('signed_sha256'),
    declineReason: text('decline_reason'),
    closedAt: timestamp('closed_at'),
    /** The letter that replaced this one (superseded). */
    replacedBy: text('replaced_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('engagement_letters_client_idx').on(t.clientId)],
);

/** What a user agreed to, with the text version and where from; withdrawing is recorded, never deleted. */
export const consents = sqliteTable(
  'consents',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CONSENT_KINDS as [ConsentKind, ...ConsentKind[]] }).notNull(),
    textVersion: text('text_version').notNull(),
    text: text('text').notNull(),
    letterId: text('letter_id').references(() => engagementLetters.id, { onDelete: 'set null' }),
    givenAt: timestamp('given_at').notNull().default(nowMs),
    ipAddress: text('ip_address'),
    withdrawnAt: timestamp('withdrawn_at'),
  },
  (t) => [index('consents_user_idx').on(t.userId)],
);

// E-mail (api/modules/email): an outbox sent by a worker under a lease, and opt-outs.

/**
 * Every e-mail the firm sends, queued in the transaction of what caused it and sent once
 * by the `email-outbox` job. The dedupe key makes queueing the same e-mail twice a no-op.
 */
export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: id(),
    recipient: text('recipient').notNull(),
    clientId: text('client_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: EMAIL_KINDS }).notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The one-click unsubscribe address (RFC 8058) for kinds a client may turn off. */
    unsubscribeUrl: text('unsubscribe_url'),
    /**
     * An account e-mail's link (account_tokens.id): the text and HTML hold LINK_HIDDEN where its
     * token goes; the sending step makes the token and fills it in, so no row holds one (decision 031).
     */
    linkTokenId: text('link_token_id'),
    dedupeKey: text('dedupe_key').notNull(),
    /** What the e-mail is about ('document_request', 'deadline', 'message_thread'): checked again before sending. */
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('queued'),
    /** Why a row was skipped (opted out, no longer needed) or the last failure (never a message body). */
    statusReason: text('status_reason'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at').notNull().default(nowMs),
    lastAttemptAt: timestamp('last_attempt_at'),
    sentAt: timestamp('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_outbox_dedupe_unique').on(t.dedupeKey),
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_client_idx').on(t.clientId, t.createdAt),
  ],
);

/** A client's 'no' to a category of e-mail (Settings, or the one-click unsubscribe link). */
export const emailOptOuts = sqliteTable(
  'email_opt_outs',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category', { enum: EMAIL_CATEGORIES }).notNull(),
    /** 'settings' or 'unsubscribe link' */
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_opt_outs_user_category_unique').on(t.userId, t.category)],
);

// Secure messaging (api/modules/messages): threads between a client and the firm.

/** A conversation with one client; its last message's time and sender are kept for the lists and unread counts. */
export const messageThreads = sqliteTable(
  'message_threads',
  {
    id: id(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at').notNull().default(nowMs),
    lastSenderId: text('last_sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the client was last e-mailed about this thread (at most one per 15 minutes). */
    lastEmailedAt: timestamp('last_emailed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('message_threads_client_idx').on(t.clientId, t.lastMessageAt),
    index('message_threads_last_idx').on(t.lastMessageAt),
  ],
);

/** A message: plain text, never edited or deleted. */
export const messages = sqliteTable(
  'messages',
  {
    id: id(),
    threadId: text('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('messages_thread_idx').on(t.threadId, t.createdAt)],
);

/** A file sent with a message, kept in the documents' storage. */
export const messageAttachments = sqliteTable(
  'message_attachments',
  {
    id: id(),
    messageId: text('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    threadId: text('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('message_attachments_message_idx').on(t.messageId),
    index('message_attachments_thread_idx').on(t.threadId),
  ],
);

/** Up to when each person has read a thread. */
export const messageReads = sqliteTable(
  'message_reads',
  {
    threadId: text('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at').notNull(),
  },
  (t) => [
    uniqueIndex('message_reads_thread_user_unique').on(t.threadId, t.userId),
    index('message_reads_user_idx').on(t.userId),
  ],
);

// Two-factor sign-in (api/modules/two-factor): TOTP (RFC 6238) and recovery codes.

/** A user's TOTP secret, AES-GCM encrypted with TOTP_KEY; on once `enabledAt` is set (after a correct code). */
export const twoFactor = sqliteTable('two_factor', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at'),
  /** The last 30-second step whose code was accepted: a code is never accepted twice. */
  lastStep: integer('last_step'),
  createdAt: createdAt(),
});

/** Ten single-use codes for when the authenticator is lost; only their SHA-256 is kept. */
export const recoveryCodes = sqliteTable(
  'recovery_codes',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_user_hash_unique').on(t.userId, t.codeHash)],
);

/** A sign-in waiting for its second step: the password was right; a code opens the session within 5 minutes. */
export const loginChallenges = sqliteTable(
  'login_challenges',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('login_challenges_token_unique').on(t.tokenHash),
    index('login_challenges_user_idx').on(t.userId),
  ],
);

// Account e-mails: one kind of single-use link for resets, verification, invitations and e-mail changes.

export const ACCOUNT_TOKEN_PURPOSES = ['reset', 'verify', 'invite', 'email_change'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * A link sent by e-mail: 256 random bits of which only the SHA-256 is kept, one purpose,
 * an expiry, used once. Issuing or using one ends the user's others of that purpose.
 */
export const accountTokens = sqliteTable(
  'account_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    /** An e-mail change's new address: it takes effect once this link is used. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at').notNull(),
    /** Set when used, or when a newer link of the same purpose replaced it. */
    usedAt: timestamp('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_tokens_token_unique').on(t.tokenHash),
    index('account_tokens_user_purpose_idx').on(t.userId, t.purpose),
  ],
);

// Retention (api/modules/retention): what the law makes the firm keep, and for how long (decision 039).

export const RETENTION_STARTS = ['tax_year_end', 'record_date', 'engagement_end', 'extension'] as const;

/**
 * A rule of law as data: the document categories it holds, for how many years, counted
 * from when, and its source. Admins edit a row when the law or the firm's reading of it changes.
 */
export const retentionRules = sqliteTable('retention_rules', {
  id: text('id').primaryKey(),
  label: text('label').notNull(),
  /** Document categories the rule holds (JSON array); an engagement rule holds signed letters instead. */
  categories: jsonText<string[]>('categories').notNull(),
  years: integer('years').notNull(),
  /** From when the years count: the end of the SA tax year the record came in, the record's date, the engagement's end. */
  startsAt: text('starts_at', { enum: RETENTION_STARTS }).notNull(),
  source: text('source').notNull(),
  updatedAt: updatedAt(),
});

/** A clock made longer by staff (an audit, objection or appeal): never shorter, never removed. */
export const retentionExtensions = sqliteTable(
  'retention_extensions',
  {
    id: id(),
    /** A document's id; it outlives the document row when the account is deleted (retained_records keeps the id). */
    documentId: text('document_id').notNull(),
    /** yyyy-MM-dd, inclusive */
    until: text('until').notNull(),
    ruleId: text('rule_id').notNull(),
    reason: text('reason').notNull(),
    extendedBy: text('extended_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('retention_extensions_document_idx').on(t.documentId, t.until)],
);

/**
 * A document a deleted account left behind because a clock still held it: the file and
 * what identifies it, detached from any sign-in (the user row is gone). Disposed of on an
 * admin's approval once `keep_until` has passed.
 */
export const retainedRecords = sqliteTable(
  'retained_records',
  {
    /** The document's own id, so its extensions and activity stay attached. */
    id: text('id').primaryKey(),
    formerClientId: text('former_client_id').notNull(),
    /** Who the records were about, as the account named them when it was deleted. */
    clientName: text('client_name').notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    storageKey: text('storage_key').notNull(),
    category: text('category').notNull(),
    description: text('description'),
    uploadedAt: timestamp('uploaded_at').notNull(),
    ruleId: text('rule_id').notNull(),
    /** yyyy-MM-dd, inclusive: the record may go the day after. */
    keepUntil: text('keep_until').notNull(),
    retainedAt: createdAt(),
  },
  (t) => [index('retained_records_keep_until_idx').on(t.keepUntil)],
);

// The work board (api/modules/work, decision 038): pipelines of stages, jobs for clients, their tasks.

/** A named, reusable sequence of stages for one service (VAT201, monthly bookkeeping…). */
export const pipelines = sqliteTable(
  'pipelines',
  {
    id: id(),
    name: text('name').notNull(),
    /** The obligation (or BOOKKEEPING) the pipeline serves: jobs made from the calendar go to its pipeline. */
    service: text('service', { enum: WORK_SERVICES }).notNull(),
    description: text('description'),
    /** Recurring work without a deadline (BOOKKEEPING): when each period's job is made and due; null: none. */
    schedule: jsonText<PipelineSchedule>('schedule'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('pipelines_name_unique').on(sql`lower(${t.name})`), index('pipelines_service_idx').on(t.service)],
);

export const pipelineStages = sqliteTable(
  'pipeline_stages',
  {
    id: id(),
    pipelineId: text('pipeline_id')
      .notNull()
      .references(() => pipelines.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** What the client reads ('Waiting for your documents'). */
    clientLabel: text('client_label').notNull(),
    /** Business days a job may stay in the stage; null: no limit. */
    timeLimitDays: integer('time_limit_days'),
    /** What entering the stage does (domain/work/automations.ts); null: nothing. */
    automations: jsonText<StageAutomations>('automations'),
    createdAt: createdAt(),
  },
  (t) => [index('pipeline_stages_pipeline_idx').on(t.pipelineId, t.position)],
);

/** One piece of work for one client in one pipeline for one period. */
export const jobs = sqliteTable(
  'jobs',
  {
    id: id(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pipelineId: text('pipeline_id')
      .notNull()
      .references(() => pipelines.id),
    stageId: text('stage_id')
      .notNull()
      .references(() => pipelineStages.id),
    /** Copied from the pipeline: with the client and period, the job's unique key. */
    service: text('service', { enum: WORK_SERVICES }).notNull(),
    period: text('period').notNull(),
    periodLabel: text('period_label').notNull(),
    deadlineId: text('deadline_id').references(() => complianceDeadlines.id, { onDelete: 'set null' }),
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** yyyy-MM-dd */
    dueDate: text('due_date').notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('active'),
    holdReason: text('hold_reason'),
    stageEnteredAt: timestamp('stage_entered_at').notNull().default(nowMs),
    completedAt: timestamp('completed_at'),
    completedBy: text('completed_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Once per client, service and period, however many processes try.
    uniqueIndex('jobs_client_service_period_unique').on(t.clientId, t.service, t.period),
    index('jobs_pipeline_stage_due_idx').on(t.pipelineId, t.stageId, t.dueDate),
    // The board and My work read open jobs soonest due first (the id breaking ties): walked in
    // that order, with no sort of a whole due date's jobs, the status (and the client, for an
    // accountant's scope) read from the index, never from the row.
    index('jobs_pipeline_due_status_idx').on(t.pipelineId, t.dueDate, t.id, t.status, t.clientId),
    index('jobs_assignee_due_status_idx').on(t.assigneeId, t.dueDate, t.id, t.status),
    // Their totals: counted from the index alone, for a pipeline's open jobs and an accountant's share of them.
    index('jobs_pipeline_status_client_idx').on(t.pipelineId, t.status, t.clientId),
    index('jobs_client_due_idx').on(t.clientId, t.dueDate),
    index('jobs_due_idx').on(t.dueDate),
    index('jobs_deadline_idx').on(t.deadlineId),
  ],
);

/** A checklist item of a job. */
export const jobTasks = sqliteTable(
  'job_tasks',
  {
    id: id(),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** yyyy-MM-dd */
    dueDate: text('due_date'),
    doneAt: timestamp('done_at'),
    doneBy: text('done_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('job_tasks_job_idx').on(t.jobId), index('job_tasks_assignee_due_idx').on(t.assigneeId, t.dueDate)],
);

/** A client item a job waits on in a stage (a request, a letter, a payment), made by the stage's automations. */
export const jobItems = sqliteTable(
  'job_items',
  {
    id: id(),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    stageId: text('stage_id')
      .notNull()
      .references(() => pipelineStages.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: JOB_ITEM_KINDS }).notNull(),
    /** The document request, engagement letter or payment. */
    itemId: text('item_id').notNull(),
    doneAt: timestamp('done_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('job_items_job_stage_kind_unique').on(t.jobId, t.stageId, t.kind),
    index('job_items_item_idx').on(t.kind, t.itemId),
  ],
);

/**
 * A job entered a stage with automations: its claim that they run once per job and stage
 * (re-entering adds nothing), and whether they have run (null: still to run).
 */
export const jobStageEntries = sqliteTable(
  'job_stage_entries',
  {
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    stageId: text('stage_id')
      .notNull()
      .references(() => pipelineStages.id, { onDelete: 'cascade' }),
    enteredAt: timestamp('entered_at').notNull().default(nowMs),
    /** The member of staff who moved the job in, or null (the system, the calendar). */
    enteredBy: text('entered_by').references(() => users.id, { onDelete: 'set null' }),
    automatedAt: timestamp('automated_at'),
  },
  (t) => [
    uniqueIndex('job_stage_entries_job_stage_unique').on(t.jobId, t.stageId),
    index('job_stage_entries_pending_idx').on(t.automatedAt),
  ],
);

/**
 * A document request's link that works without signing in (decision 040). The token in
 * the link is derived from the row's id and the app secret, so staff can copy it again;
 * only its SHA-256 is stored (the lookup). Ends at `expires_at`, when revoked, or when the
 * request is no longer open.
 */
export const uploadLinks = sqliteTable(
  'upload_links',
  {
    id: id(),
    /** Null once the request is deleted (cancelled): the link then answers 'no longer active', not 'not found'. */
    requestId: text('request_id').references(() => documentRequests.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at').notNull(),
    revokedAt: timestamp('revoked_at'),
    revokedBy: text('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('upload_links_token_hash_unique').on(t.tokenHash),
    // One link in force per request: two staff asking at once get the same link.
    uniqueIndex('upload_links_one_open_per_request').on(t.requestId).where(sql`revoked_at is null`),
  ],
);

/** Each document that came in through an upload link: which link, from which address, when. */
export const uploadLinkUses = sqliteTable(
  'upload_link_uses',
  {
    id: id(),
    linkId: text('link_id')
      .notNull()
      .references(() => uploadLinks.id, { onDelete: 'cascade' }),
    requestId: text('request_id')
      .notNull()
      .references(() => documentRequests.id, { onDelete: 'cascade' }),
    documentId: text('document_id').references(() => documents.id, { onDelete: 'set null' }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    uploadedAt: timestamp('uploaded_at').notNull().default(nowMs),
  },
  (t) => [index('upload_link_uses_request_idx').on(t.requestId)],
);
// Data subjects' requests (api/modules/privacy, decision 041).

/** A client's request to correct their information or object to a use of it (POPIA s24), resolved once by staff. */
export const correctionRequests = sqliteTable(
  'correction_requests',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CORRECTION_KINDS }).notNull(),
    subject: text('subject').notNull(),
    details: text('details').notNull(),
    status: text('status', { enum: CORRECTION_STATUSES }).notNull().default('open'),
    /** What the firm answered; the client sees it (a refusal's reason is required). */
    response: text('response'),
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('correction_requests_user_idx').on(t.userId, t.createdAt),
    index('correction_requests_status_idx').on(t.status),
  ],
);

/**
 * A client's copy of their data (POPIA s23): one being built per client at a time (the
 * partial unique index), a ZIP in the uploads storage once ready, downloaded once.
 */
export const dataExports = sqliteTable(
  'data_exports',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The staff member who asked for it on the client's written request; null when the client asked. */
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: DATA_EXPORT_STATUSES }).notNull().default('building'),
    storageKey: text('storage_key'),
    size: integer('size'),
    createdAt: createdAt(),
    readyAt: timestamp('ready_at'),
    expiresAt: timestamp('expires_at'),
    downloadedAt: timestamp('downloaded_at'),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('data_exports_one_building').on(t.userId).where(sql`status = 'building'`),
  ],
);

/**
 * The breach register (POPIA s22): what happened, when it was found, what data and whose
 * (every client, or those picked), the Information Regulator's notification, and when the
 * people were told (set by the notice, sent once).
 */
export const breaches = sqliteTable('breaches', {
  id: id(),
  description: text('description').notNull(),
  /** yyyy-MM-dd */
  foundOn: text('found_on').notNull(),
  dataAffected: text('data_affected').notNull(),
  allClients: integer('all_clients', { mode: 'boolean' }).notNull().default(false),
  clientIds: jsonText<string[]>('client_ids').notNull().default(sql`'[]'`),
  /** yyyy-MM-dd */
  regulatorNotifiedOn: text('regulator_notified_on'),
  regulatorReference: text('regulator_reference'),
  /** The firm's text as sent to the people affected. */
  notice: text('notice'),
  peopleToldAt: timestamp('people_told_at'),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at').notNull().default(nowMs),
});
