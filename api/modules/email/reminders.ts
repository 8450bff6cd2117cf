/**
 * Reminders, queued by the `email-reminders` job and sent by the outbox
 * between 07:00 and 19:00 SAST:
 * - a document request: when made (documentRequestEmail, from the request's own
 *   transaction), 3 days before it is due, on the day, then every 3 days overdue, 3 times;
 * - a compliance deadline: 7 days and 1 day before.
 * Each has a dedupe key naming the request or deadline and the step, so a step is queued
 * once however often the job runs; a missed run catches up with the latest step only.
 * Nothing is queued for a fulfilled request or a done deadline, and the outbox checks
 * again before sending.
 */
import { and, eq, gte, inArray, isNotNull, lte, not, notExists, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { addDays, type CalendarDate } from '../../../domain/compliance/calendar-dates.ts';
import { OBLIGATION_LABELS } from '../../../domain/compliance/rules.ts';
import type { EmailKind } from '../../../domain/email/kinds.ts';
import { formatDate, todayInSouthAfrica } from '../../../domain/format.ts';
import { DOCUMENT_CATEGORY_LABELS } from '../../../domain/labels.ts';
import { personName } from '../../../domain/profile.ts';
import type { DocumentCategory } from '../../../domain/enums.ts';
import type { Database } from '../../db/client.ts';
import { complianceDeadlines, documentRequests, emailOutbox, users } from '../../db/schema.ts';
import type { Mailer } from './outbox.ts';
import { beforeTrackedFromSql } from '../compliance/public.ts';
import { UPLOAD_LINK_PLACEHOLDER } from '../upload-links/public.ts';

const DAY_MS = 86_400_000;
/** Whole days from one calendar date to another. */
const daysBetween = (from: CalendarDate, to: CalendarDate) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export const OVERDUE_EVERY_DAYS = 3;
export const OVERDUE_TIMES = 3;
export const DUE_SOON_DAYS = 3;
export const DEADLINE_FIRST_DAYS = 7;
export const DEADLINE_LAST_DAYS = 1;

const FIRST_STEP = `${DEADLINE_FIRST_DAYS}-days`;
const LAST_STEP = `${DEADLINE_LAST_DAYS}-day`;

type RequestStep = { kind: EmailKind; key: string } | null;

/** The reminder a document request due `dueDay` is owed on `today`, if any. */
export function requestStep(dueDay: CalendarDate, today: CalendarDate): RequestStep {
  const left = daysBetween(today, dueDay);
  if (left > 0 && left <= DUE_SOON_DAYS) return { kind: 'document_request_due_soon', key: 'due-soon' };
  if (left === 0) return { kind: 'document_request_due_today', key: 'due-today' };
  if (left < 0) {
    const time = Math.floor(-left / OVERDUE_EVERY_DAYS);
    if (time >= 1 && time <= OVERDUE_TIMES) return { kind: 'document_request_overdue', key: `overdue-${time}` };
  }
  return null;
}

/** The deadline reminder owed on `today`: 7 days before (caught up until 2 days before), then 1 day before. */
export function deadlineStep(dueDay: CalendarDate, today: CalendarDate): string | null {
  const left = daysBetween(today, dueDay);
  if (left > DEADLINE_LAST_DAYS && left <= DEADLINE_FIRST_DAYS) return FIRST_STEP;
  if (left >= 0 && left <= DEADLINE_LAST_DAYS) return LAST_STEP;
  return null;
}

/** deadlineStep's dedupe key in SQL, for deadlines due from today on. */
const deadlineKeySql = (id: SQLiteColumn, dueDate: SQLiteColumn, today: CalendarDate) =>
  sql<string>`'deadline:' || ${id} || ':' || (case when julianday(${dueDate}) - julianday(${today}) > ${DEADLINE_LAST_DAYS} then ${FIRST_STEP} else ${LAST_STEP} end)`;

interface Links {
  publicUrl: string;
}

type ClientRow = { email: string; firstName: string | null; lastName: string | null; username: string };
const greeting = (client: ClientRow) => `Hello ${personName(client) || client.username},`;

type RequestRow = { id: string; documentType: string; description: string; dueDate: Date | null };
const typeLabel = (request: RequestRow) =>
  DOCUMENT_CATEGORY_LABELS[request.documentType as DocumentCategory] ?? request.documentType;

function requestContent(kind: EmailKind, request: RequestRow, client: ClientRow, links: Links) {
  const label = typeLabel(request);
  const due = request.dueDate ? formatDate(request.dueDate) : null;
  const subjects: Partial<Record<EmailKind, string>> = {
    document_request_new: `Document request: ${label}`,
    document_request_due_soon: `Reminder: ${label} due ${due}`,
    document_request_due_today: `Due today: ${label}`,
    document_request_overdue: `Overdue: ${label} was due ${due}`,
  };
  const openers: Partial<Record<EmailKind, string>> = {
    document_request_new: 'Your accountant has asked you for a document.',
    document_request_due_soon: `A document your accountant asked for is due on ${due}.`,
    document_request_due_today: 'A document your accountant asked for is due today.',
    document_request_overdue: `A document your accountant asked for was due on ${due} and has not arrived yet.`,
  };
  return {
    subject: subjects[kind] ?? `Document request: ${label}`,
    greeting: greeting(client),
    paragraphs: [
      openers[kind] ?? '',
      `${label}: ${request.description}`,
      ...(due && kind === 'document_request_new' ? [`Please upload it by ${due}.`] : []),
      // The request's upload link goes in when the e-mail is sent, never into the outbox row.
      UPLOAD_LINK_PLACEHOLDER,
    ],
    action: { label: 'Upload it in the portal', url: `${links.publicUrl}/dashboard/documents` },
    reason: 'You receive this e-mail because your accountant asked you for a document through the client portal.',
  };
}

/** The e-mail for a request just made (called in the request's own transaction). */
export async function queueNewRequestEmail(
  tx: Pick<Database, 'select' | 'insert'>,
  mailer: Mailer,
  links: Links,
  requestId: string,
  now = new Date(),
) {
  const [row] = await tx
    .select({ request: documentRequests, client: users })
    .from(documentRequests)
    .innerJoin(users, eq(users.id, documentRequests.clientId))
    .where(eq(documentRequests.id, requestId));
  if (!row) return;
  await mailer.queue(
    tx,
    {
      recipient: row.client.email,
      clientId: row.client.id,
      kind: 'document_request_new',
      content: requestContent('document_request_new', row.request, row.client, links),
      dedupeKey: `document-request:${requestId}:new`,
      about: { type: 'document_request', id: requestId },
    },
    now,
  );
}

/** The job: queues every reminder owed today. Answers how many were queued. */
export async function queueDueReminders(db: Database, mailer: Mailer, links: Links, now = new Date()) {
  const today = todayInSouthAfrica(now);
  let queued = 0;

  // Open requests due from 9 days ago to 3 days ahead: the only ones a step can be owed for.
  const from = new Date(`${addDays(today, -(OVERDUE_EVERY_DAYS * (OVERDUE_TIMES + 1)))}T00:00:00+02:00`);
  const until = new Date(`${addDays(today, DUE_SOON_DAYS + 1)}T00:00:00+02:00`);
  const requests = await db
    .select({ request: documentRequests, client: users })
    .from(documentRequests)
    .innerJoin(users, eq(users.id, documentRequests.clientId))
    .where(
      and(
        eq(documentRequests.status, 'pending'),
        isNotNull(documentRequests.dueDate),
        gte(documentRequests.dueDate, from),
        lte(documentRequests.dueDate, until),
      ),
    );
  for (const { request, client } of requests) {
    if (!request.dueDate) continue;
    const step = requestStep(todayInSouthAfrica(request.dueDate), today);
    if (!step) continue;
    const added = await mailer.queue(
      db,
      {
        recipient: client.email,
        clientId: client.id,
        kind: step.kind,
        content: requestContent(step.kind, request, client, links),
        dedupeKey: `document-request:${request.id}:${step.key}`,
        about: { type: 'document_request', id: request.id },
      },
      now,
    );
    if (added) queued++;
  }

  // Open deadlines due in the next 7 days without this step's e-mail yet (most runs find none).
  const deadlines = await db
    .select({ deadline: complianceDeadlines, client: users })
    .from(complianceDeadlines)
    .innerJoin(users, eq(users.id, complianceDeadlines.clientId))
    .where(
      and(
        eq(complianceDeadlines.status, 'open'),
        eq(complianceDeadlines.optional, false),
        gte(complianceDeadlines.dueDate, today),
        lte(complianceDeadlines.dueDate, addDays(today, DEADLINE_FIRST_DAYS)),
        // A date before the firm looked after the client (a tracked-from date set ahead) is not theirs to remind.
        not(beforeTrackedFromSql),
        inArray(users.role, ['client']),
        notExists(
          db
            .select({ one: sql`1` })
            .from(emailOutbox)
            .where(
              eq(emailOutbox.dedupeKey, deadlineKeySql(complianceDeadlines.id, complianceDeadlines.dueDate, today)),
            ),
        ),
      ),
    );
  for (const { deadline, client } of deadlines) {
    const step = deadlineStep(deadline.dueDate, today);
    if (!step) continue;
    const label = OBLIGATION_LABELS[deadline.obligation];
    const when = step === LAST_STEP && deadline.dueDate !== today ? 'tomorrow' : `on ${formatDate(deadline.dueDate)}`;
    const added = await mailer.queue(
      db,
      {
        recipient: client.email,
        clientId: client.id,
        kind: 'deadline_reminder',
        content: {
          subject: `${label} for ${deadline.periodLabel} is due ${deadline.dueDate === today ? 'today' : when}`,
          greeting: greeting(client),
          paragraphs: [
            `Your ${label} for ${deadline.periodLabel} is due ${deadline.dueDate === today ? 'today' : when} (${formatDate(deadline.dueDate)}).`,
            ...(deadline.moveReason ? [deadline.moveReason] : []),
            'If your accountant already has what they need, there is nothing more to do.',
          ],
          action: { label: 'See your deadlines', url: `${links.publicUrl}/dashboard/deadlines` },
          reason: 'You receive this e-mail because the firm keeps your tax and compliance calendar.',
        },
        dedupeKey: `deadline:${deadline.id}:${step}`,
        about: { type: 'deadline', id: deadline.id },
      },
      now,
    );
    if (added) queued++;
  }
  return queued;
}
