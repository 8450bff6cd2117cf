/**
 * A client's own view of their work (GET /api/jobs): open jobs with the stage's client-facing
 * label and how far along it is, and what the client must do now (document requests still
 * open, engagement letters sent for signing, invoices a job waits on), each with where in
 * the portal to do it.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { documentCategoryLabel } from '../../../domain/labels.ts';
import type { Database } from '../../db/client.ts';
import { formatRand } from '../../../domain/format.ts';
import {
  documentRequests,
  engagementLetters,
  jobItems,
  jobs,
  payments,
  pipelineStages,
  pipelines,
  services,
} from '../../db/schema.ts';
import type { JobItemKind } from '../../../domain/work/automations.ts';
import { jobWaitingOnClientSql } from './waiting.ts';

/**
 * The job a stage's automations made the item for, while the item is still to do. The item's id
 * is qualified by hand: in a query of one table drizzle writes its columns bare, and a bare "id"
 * here would be the link's own.
 */
const linkedJobSql = (kind: JobItemKind, table: 'document_requests' | 'engagement_letters') =>
  sql<
    string | null
  >`(select i.job_id from job_items i where i.kind = ${kind} and i.item_id = ${sql.raw(`"${table}"."id"`)} and i.done_at is null limit 1)`;

export async function clientJobs(db: Database, clientId: string) {
  const [open, requests, letters, invoices] = await Promise.all([
    db
      .select({
        id: jobs.id,
        title: pipelines.name,
        periodLabel: jobs.periodLabel,
        dueDate: jobs.dueDate,
        status: jobs.status,
        stageLabel: pipelineStages.clientLabel,
        step: pipelineStages.position,
        steps: sql<number>`(select count(*) from pipeline_stages s where s.pipeline_id = ${jobs.pipelineId})`,
        waitingOnYou: jobWaitingOnClientSql(),
      })
      .from(jobs)
      .innerJoin(pipelines, eq(pipelines.id, jobs.pipelineId))
      .innerJoin(pipelineStages, eq(pipelineStages.id, jobs.stageId))
      .where(and(eq(jobs.clientId, clientId), inArray(jobs.status, ['active', 'on_hold'])))
      .orderBy(asc(jobs.dueDate), asc(jobs.id)),
    db
      .select({
        id: documentRequests.id,
        documentType: documentRequests.documentType,
        description: documentRequests.description,
        dueDate: documentRequests.dueDate,
        jobId: linkedJobSql('document_request', 'document_requests'),
      })
      .from(documentRequests)
      .where(and(eq(documentRequests.clientId, clientId), inArray(documentRequests.status, ['pending', 'overdue'])))
      .orderBy(asc(documentRequests.createdAt)),
    db
      .select({
        id: engagementLetters.id,
        service: services.title,
        jobId: linkedJobSql('engagement_letter', 'engagement_letters'),
      })
      .from(engagementLetters)
      .innerJoin(services, eq(services.id, engagementLetters.serviceId))
      .where(and(eq(engagementLetters.clientId, clientId), eq(engagementLetters.status, 'sent')))
      .orderBy(asc(engagementLetters.sentAt)),
    // An open invoice is the client's to do when a job waits on it (a stage's awaitPayment);
    // the others are on the Payments page as before.
    db
      .select({
        id: payments.id,
        amount: payments.amount,
        description: payments.description,
        jobId: jobItems.jobId,
      })
      .from(payments)
      .innerJoin(
        jobItems,
        and(eq(jobItems.kind, 'payment'), eq(jobItems.itemId, payments.id), sql`${jobItems.doneAt} is null`),
      )
      .where(and(eq(payments.userId, clientId), eq(payments.status, 'pending')))
      .orderBy(asc(payments.paymentDate)),
  ]);
  return {
    jobs: open.map((job) => ({ ...job, status: job.status as 'active' | 'on_hold', steps: Number(job.steps) })),
    toDo: [
      ...letters.map((letter) => ({
        kind: 'sign_letter' as const,
        id: letter.id,
        title: `Sign the engagement letter for ${letter.service}`,
        detail: null,
        dueDate: null,
        link: '/dashboard/agreements',
        jobId: letter.jobId,
      })),
      ...requests.map((request) => ({
        kind: 'upload_documents' as const,
        id: request.id,
        title: `Upload ${documentCategoryLabel(request.documentType)}`,
        detail: request.description,
        dueDate: request.dueDate ? request.dueDate.toISOString() : null,
        link: `/dashboard/uploads?requestId=${encodeURIComponent(request.id)}`,
        jobId: request.jobId,
      })),
      ...invoices.map((invoice) => ({
        kind: 'pay_invoice' as const,
        id: invoice.id,
        title: `Pay ${formatRand(invoice.amount, 2)}`,
        detail: invoice.description,
        dueDate: null,
        link: '/dashboard/payments',
        jobId: invoice.jobId,
      })),
    ],
  };
}
