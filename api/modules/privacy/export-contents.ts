/**
 * What a client's copy of their data holds (POPIA s23, decision 041): every table with
 * rows about the client, each as a JSON section, and the files of their documents and
 * message attachments. The tables left out, and why, are listed too, so a new table with
 * a client column is a decision (the test fails until it is in one list or the other).
 */
import { eq, inArray, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { DbOrTx } from '../../db/client.ts';
import * as s from '../../db/schema.ts';

export interface Section {
  name: string;
  table: SQLiteTable;
  /** The rows of this client. */
  where: (db: DbOrTx, userId: string) => SQL;
  /** Columns never given out: secrets, not information about the person. */
  omit?: readonly string[];
}

const byColumn = (column: SQLiteColumn) => (_db: DbOrTx, userId: string) => eq(column, userId);
const threadsOf = (db: DbOrTx, userId: string) =>
  db.select({ id: s.messageThreads.id }).from(s.messageThreads).where(eq(s.messageThreads.clientId, userId));

export const SECTIONS: readonly Section[] = [
  {
    name: 'profile',
    table: s.users,
    where: byColumn(s.users.id),
    omit: ['password', 'stripeCustomerId'],
  },
  { name: 'ownership_changes', table: s.ownershipChanges, where: byColumn(s.ownershipChanges.clientId) },
  { name: 'employees', table: s.companyEmployees, where: byColumn(s.companyEmployees.userId) },
  { name: 'documents', table: s.documents, where: byColumn(s.documents.userId), omit: ['fileUrl'] },
  { name: 'document_requests', table: s.documentRequests, where: byColumn(s.documentRequests.clientId) },
  { name: 'subscriptions', table: s.subscriptions, where: byColumn(s.subscriptions.userId) },
  { name: 'payments_and_invoices', table: s.payments, where: byColumn(s.payments.userId) },
  { name: 'message_threads', table: s.messageThreads, where: byColumn(s.messageThreads.clientId) },
  {
    name: 'messages',
    table: s.messages,
    where: (db, userId) => inArray(s.messages.threadId, threadsOf(db, userId)),
  },
  {
    name: 'message_attachments',
    table: s.messageAttachments,
    where: (db, userId) => inArray(s.messageAttachments.threadId, threadsOf(db, userId)),
    omit: ['storageKey'],
  },
  { name: 'message_reads', table: s.messageReads, where: byColumn(s.messageReads.userId) },
  { name: 'engagement_letters', table: s.engagementLetters, where: byColumn(s.engagementLetters.clientId) },
  { name: 'consents', table: s.consents, where: byColumn(s.consents.userId) },
  { name: 'deadlines', table: s.complianceDeadlines, where: byColumn(s.complianceDeadlines.clientId) },
  { name: 'jobs', table: s.jobs, where: byColumn(s.jobs.clientId) },
  {
    name: 'job_tasks',
    table: s.jobTasks,
    where: (db, userId) =>
      inArray(s.jobTasks.jobId, db.select({ id: s.jobs.id }).from(s.jobs).where(eq(s.jobs.clientId, userId))),
  },
  { name: 'emails_sent', table: s.emailOutbox, where: byColumn(s.emailOutbox.clientId), omit: ['unsubscribeUrl'] },
  { name: 'email_preferences', table: s.emailOptOuts, where: byColumn(s.emailOptOuts.userId) },
  { name: 'correction_requests', table: s.correctionRequests, where: byColumn(s.correctionRequests.userId) },
  { name: 'data_exports', table: s.dataExports, where: byColumn(s.dataExports.userId), omit: ['storageKey'] },
  { name: 'activity_on_my_account', table: s.activityLogs, where: byColumn(s.activityLogs.userId) },
  { name: 'accountant_assignments', table: s.clientAssignments, where: byColumn(s.clientAssignments.clientId) },
];

/** Tables with a client column that the copy leaves out, and why. */
export const LEFT_OUT: Record<string, string> = {
  sessions: 'sign-in secrets (token hashes), not information about the person',
  two_factor: 'the two-factor secret',
  recovery_codes: 'two-factor recovery secrets',
  login_challenges: 'short-lived sign-in secrets',
  account_tokens: 'the hashes of account links',
  calendar_feeds: "the calendar feed's secret",
  client_notes: "staff's working notes about the engagement (the firm's own record)",
  admin_notifications: "staff's to-do notices",
};
