import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { jobs, payments, pipelineStages, services, subscriptions } from '../../db/schema.ts';
import { emitWebhookEvent, webhookEventWrites } from './events.ts';

/**
 * One call per place that raises an event, so each feature module adds one line inside its
 * own transaction. Readers take the row as that transaction sees it (the change just made).
 */

/**
 * `enquiry.created` for the enquiry service's batch: the stored fields of the form, never its
 * human-check answer or honeypot.
 */
export function enquiryCreatedWrites(
  db: DbOrTx,
  kind: 'contact' | 'waitlist' | 'quote',
  id: string,
  input: Record<string, unknown> & { captcha?: unknown; captchaToken?: unknown; website?: unknown },
) {
  const { captcha: _captcha, captchaToken: _token, website: _website, ...fields } = input;
  return webhookEventWrites(db, 'enquiry.created', { kind, id, ...fields });
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function emitSubscriptionEvent(
  tx: DbOrTx,
  type: 'subscription.activated' | 'subscription.canceled',
  subscriptionId: string,
) {
  const [row] = await tx
    .select({ subscription: subscriptions, packageType: services.packageType })
    .from(subscriptions)
    .innerJoin(services, eq(services.id, subscriptions.serviceId))
    .where(eq(subscriptions.id, subscriptionId));
  if (!row) return;
  const s = row.subscription;
  await emitWebhookEvent(tx, type, {
    id: s.id,
    clientId: s.userId,
    serviceId: s.serviceId,
    packageType: row.packageType,
    status: s.status,
    autoRenew: s.autoRenew,
    startDate: iso(s.startDate),
    renewalDate: iso(s.renewalDate),
    endDate: iso(s.endDate),
  });
}

/** By our id, or by Stripe's invoice id for card payments. */
export async function emitPaymentCompleted(tx: DbOrTx, payment: string | { stripePaymentId: string }) {
  const where =
    typeof payment === 'string' ? eq(payments.id, payment) : eq(payments.stripePaymentId, payment.stripePaymentId);
  const [p] = await tx.select().from(payments).where(where);
  if (p?.status !== 'completed') return;
  await emitWebhookEvent(tx, 'payment.completed', {
    id: p.id,
    clientId: p.userId,
    subscriptionId: p.subscriptionId,
    amount: p.amount,
    currency: p.currency,
    status: p.status,
    paymentMethod: p.paymentMethod,
    paymentDate: iso(p.paymentDate),
  });
}

interface UploadedDocument {
  id: string;
  userId: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  category: string;
  description: string | null;
  status: string;
  uploadedAt: Date;
}

/** One `document.uploaded` per file, and `document_request.fulfilled` when the upload answered a request. */
export async function emitDocumentsUploaded(
  tx: DbOrTx,
  rows: readonly UploadedDocument[],
  request?: { id: string; documentType: string; description: string },
) {
  for (const row of rows) {
    await emitWebhookEvent(tx, 'document.uploaded', {
      id: row.id,
      clientId: row.userId,
      category: row.category,
      fileType: row.fileType,
      fileSize: row.fileSize,
      status: row.status,
      uploadedAt: row.uploadedAt.toISOString(),
      requestId: request?.id ?? null,
      fileName: row.fileName,
      description: row.description,
    });
  }
  const first = rows[0];
  if (request && first) {
    await emitWebhookEvent(tx, 'document_request.fulfilled', {
      id: request.id,
      clientId: first.userId,
      documentType: request.documentType,
      status: 'completed',
      fulfilledWith: first.id,
      documentIds: rows.map((row) => row.id),
      description: request.description,
    });
  }
}

/** A work-board job's event (decision 038): where it stands, never the client's name. */
export async function emitJobEvent(
  tx: DbOrTx,
  type: 'job.created' | 'job.stage_changed' | 'job.completed',
  jobId: string,
  extra: { fromStageId?: string } = {},
) {
  const [job] = await tx
    .select({
      id: jobs.id,
      clientId: jobs.clientId,
      pipelineId: jobs.pipelineId,
      stageId: jobs.stageId,
      stageName: pipelineStages.name,
      service: jobs.service,
      period: jobs.period,
      periodLabel: jobs.periodLabel,
      status: jobs.status,
      assigneeId: jobs.assigneeId,
      dueDate: jobs.dueDate,
      deadlineId: jobs.deadlineId,
      completedAt: jobs.completedAt,
    })
    .from(jobs)
    .innerJoin(pipelineStages, eq(pipelineStages.id, jobs.stageId))
    .where(eq(jobs.id, jobId));
  if (!job) return;
  await emitWebhookEvent(tx, type, { ...job, completedAt: iso(job.completedAt), ...extra });
}
