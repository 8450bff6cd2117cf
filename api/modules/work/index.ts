/**
 * The work board's actions beside its backoffice resources (admin.ts): move a job to
 * another stage of its pipeline, complete a job. Decision 038.
 */
import { Elysia } from 'elysia';
import type { CalendarDate } from '../../../domain/compliance/calendar-dates.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppContext } from '../../context.ts';
import { MANAGERS, STAFF } from '../../core/access/visibility.ts';
import { todayInSouthAfrica } from '../../../domain/format.ts';
import { requestContext } from '../../core/request-context.ts';
import { routeFacts } from '../../lib/openapi/complete-document.ts';
import { clientJobs } from './client-jobs.ts';
import { clientJobsAnswer, jobParams, jobView, moveBody, workloadView } from './model.ts';
import { workload } from './workload.ts';
import { onDeadlineDone, onDeadlinesRecomputed } from '../compliance/public.ts';
import { followMovedDeadlines, makeJobsFromCalendar } from './from-calendar.ts';
import { completeJobsOfDeadline, createWorkService } from './service.ts';
import { onPaymentCompleted } from '../billing/public.ts';
import { onRequestFulfilled } from '../documents/public.ts';
import { onLetterSigned } from '../engagement/public.ts';
import { registerAutomationRunner, runAutomationsSoon } from './automations.ts';
import { letterSignedListener, paymentCompletedListener, requestFulfilledListener } from './automove.ts';

/** Registered once per process (the sets ignore repeats): after a recompute, the jobs now due; a deadline done, its job. */
const afterRecompute = async (tx: DbOrTx, clientIds: readonly string[], today: CalendarDate) => {
  await followMovedDeadlines(tx, clientIds);
  await makeJobsFromCalendar(tx, today, clientIds);
};

const tags = ['Backoffice'];
export const WORK_TAG = {
  name: 'Work',
  description: "The firm's work for a client: jobs in stages, and what the client must do for them",
};

export function workModule(ctx: AppContext) {
  onDeadlinesRecomputed(afterRecompute);
  onDeadlineDone(completeJobsOfDeadline);
  onRequestFulfilled(requestFulfilledListener);
  onLetterSigned(letterSignedListener);
  onPaymentCompleted(paymentCompletedListener);
  registerAutomationRunner(ctx);
  const work = createWorkService(ctx.db);
  return new Elysia({ name: 'work' })
    .use(requestContext(ctx))
    .post(
      '/api/admin/jobs/:id/move',
      async ({ user, params, body, meta }) => {
        const job = await work.move(user, params.id, body.stageId, meta);
        // The stage's automations have run (or been noted) when staff see the moved card.
        await runAutomationsSoon(ctx);
        return job;
      },
      {
        roles: STAFF,
        params: jobParams,
        body: moveBody,
        response: { 200: jobView },
        detail: {
          tags,
          summary: 'Move a job to another stage of its pipeline (422 naming a stage of another pipeline)',
          ...routeFacts({ 'x-errors': [404, 409] }),
        },
      },
    )
    .get('/api/jobs', ({ user }) => clientJobs(ctx.db, user.id), {
      roles: ['client'],
      response: { 200: clientJobsAnswer },
      detail: {
        tags: [WORK_TAG.name],
        summary:
          'My open jobs, where each stands in my words, and what I must do now (documents to upload, letters to sign)',
      },
    })
    .get('/api/admin/workload', () => workload(ctx.db, todayInSouthAfrica()), {
      roles: MANAGERS,
      response: { 200: workloadView },
      detail: {
        tags,
        summary: "Each member of staff's open jobs, those due this week and those overdue (managers and admins)",
      },
    })
    .post('/api/admin/jobs/:id/complete', ({ user, params, meta }) => work.complete(user, params.id, meta), {
      roles: STAFF,
      params: jobParams,
      response: { 200: jobView },
      detail: {
        tags,
        summary: 'Complete a job: its last stage, and the deadline it was made from marked done',
        ...routeFacts({ 'x-errors': [404] }),
      },
    });
}
