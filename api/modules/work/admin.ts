/**
 * The work board's backoffice resources (decision 038): pipelines (admins and managers
 * change them; every stage list written whole, so jobs stay where they are), jobs (staff
 * who see the client; stages change through POST /api/admin/jobs/{id}/move) and their tasks.
 */
import { type } from 'arktype';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { PipelineSchedule } from '../../../domain/work/schedule.ts';
import { JOB_STATUSES, WORK_SERVICES } from '../../../domain/work/work.ts';
import {
  assertClientVisible,
  assignedClientIds,
  assignedClientsOnly,
  MANAGERS,
  STAFF,
  seesEveryClient,
} from '../../core/access/visibility.ts';
import type { SessionUser } from '../../core/caller.ts';
import type { Database } from '../../db/client.ts';
import { complianceDeadlines, jobs, jobTasks, pipelineStages, pipelines } from '../../db/schema.ts';
import { invalid } from '../../lib/problem.ts';
import { optionalText, requiredText } from '../../lib/validation.ts';
import {
  custom,
  defineResource,
  equalsOneOf,
  equalsText,
  flag,
  optional,
  reference,
  type WriteContext,
  writeBody,
} from '../admin/public.ts';
import { emitJobEvent } from '../webhooks/public.ts';
import { calendarDate, type StageInput, scheduleInput, stagesInput } from './model.ts';
import { checkSchedule } from './schedule-check.ts';
import { enterStage, kickAutomations } from './automations.ts';
import { checkStageEdit, writeStages } from './stages.ts';
import { jobWaitingOnClientSql, jobWaitingOnSql } from './waiting.ts';
import { assertJobVisible, assertStaffUser, defaultAssignee } from './service.ts';

/** The stage list a write carries, from its check (before the transaction) to its write (inside it). */
const pendingStages = new WeakMap<WriteContext, readonly StageInput[]>();

const pipelineFields = {
  name: requiredText('Name the pipeline', 100),
  service: type.enumerated(...WORK_SERVICES).configure({ message: 'Choose the service the pipeline is for' }),
  'description?': optionalText(500),
  stages: stagesInput,
  'schedule?': scheduleInput.or('null'),
};

export const pipelinesDefinition = defineResource({
  name: 'pipelines',
  label: 'pipeline',
  table: pipelines,
  id: pipelines.id,
  fields: {
    id: pipelines.id,
    name: pipelines.name,
    service: pipelines.service,
    description: pipelines.description,
    schedule: pipelines.schedule,
    // Qualified by hand: drizzle writes a lone table's columns bare, and a bare "id" would be the stage's own.
    stages: sql<
      unknown[]
    >`(select json_group_array(json_object('id', s.id, 'name', s.name, 'clientLabel', s.client_label, 'timeLimitDays', s.time_limit_days, 'automations', json(s.automations))) from (select * from pipeline_stages s where s.pipeline_id = "pipelines"."id" order by s.position) s)`
      .mapWith((value: string) => JSON.parse(value))
      .as('stages'),
    createdAt: pipelines.createdAt,
    updatedAt: pipelines.updatedAt,
  },
  computed: {
    stages: {
      type: 'array',
      description:
        'in order: id, name, clientLabel, timeLimitDays (business days or null), automations (what entering it does, or null)',
      items: { type: 'object' },
    },
    schedule: {
      type: ['object', 'null'],
      description:
        'recurring jobs (bookkeeping only): { every: month, createOnDay, dueOnDay }: the job for month M is made on createOnDay of M+1 and due on dueOnDay of M+1; null: none',
    },
  },
  sortable: { id: pipelines.id, name: pipelines.name },
  defaultSort: ['name', 'ASC'],
  searchable: [pipelines.name],
  filters: { service: equalsOneOf(pipelines.service, WORK_SERVICES) },
  readRoles: STAFF,
  create: {
    roles: MANAGERS,
    body: writeBody(pipelineFields),
    async toRow({ stages, ...input }, wc) {
      checkSchedule(input.service, input.schedule);
      pendingStages.set(wc, stages);
      return { ...input, description: input.description ?? null, schedule: input.schedule ?? null };
    },
    async afterInsert(id, _row, tx, wc) {
      await writeStages(tx, id, pendingStages.get(wc) ?? []);
    },
  },
  update: {
    roles: MANAGERS,
    body: writeBody(optional(pipelineFields)),
    async toChanges({ stages, ...input }, current, wc) {
      checkSchedule(
        input.service ?? String(current.service),
        input.schedule === undefined ? (current.schedule as PipelineSchedule | null) : input.schedule,
      );
      if (!stages) return input;
      await checkStageEdit(wc.ctx.db, String(current.id), stages);
      pendingStages.set(wc, stages);
      // Always a change, so the stages are written in the update's transaction.
      return { ...input, updatedAt: new Date() };
    },
    async afterUpdate(id, _changed, tx, wc) {
      const stages = pendingStages.get(wc);
      if (stages) await writeStages(tx, id, stages);
    },
  },
  // A pipeline that holds jobs is refused by the database (409).
  remove: { roles: MANAGERS },
});

async function deadlineFor(db: Database, clientId: string, service: string, period: string) {
  const [row] = await db
    .select({ id: complianceDeadlines.id })
    .from(complianceDeadlines)
    .where(
      and(
        eq(complianceDeadlines.clientId, clientId),
        sql`${complianceDeadlines.obligation} = ${service}`,
        eq(complianceDeadlines.period, period),
      ),
    );
  return row?.id ?? null;
}

const dueBefore = custom<string>('text', (day) => lte(jobs.dueDate, day));

export const jobsDefinition = defineResource({
  name: 'jobs',
  label: 'job',
  table: jobs,
  id: jobs.id,
  fields: {
    id: jobs.id,
    clientId: jobs.clientId,
    clientName: sql<string>`(select coalesce(u.company, u.username) from users u where u.id = ${jobs.clientId})`.as(
      'client_name',
    ),
    pipelineId: jobs.pipelineId,
    stageId: jobs.stageId,
    stageName: sql<string>`(select s.name from pipeline_stages s where s.id = ${jobs.stageId})`.as('stage_name'),
    pipelineName: sql<string>`(select p.name from pipelines p where p.id = ${jobs.pipelineId})`.as('pipeline_name'),
    assigneeName: sql<
      string | null
    >`(select coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.username) from users u where u.id = ${jobs.assigneeId})`.as(
      'assignee_name',
    ),
    waitingOnClient: jobWaitingOnClientSql().as('waiting_on_client'),
    waitingOn: jobWaitingOnSql().as('waiting_on'),
    service: jobs.service,
    period: jobs.period,
    periodLabel: jobs.periodLabel,
    deadlineId: jobs.deadlineId,
    assigneeId: jobs.assigneeId,
    dueDate: jobs.dueDate,
    status: jobs.status,
    holdReason: jobs.holdReason,
    stageEnteredAt: jobs.stageEnteredAt,
    completedAt: jobs.completedAt,
    completedBy: jobs.completedBy,
    createdBy: jobs.createdBy,
    createdAt: jobs.createdAt,
    updatedAt: jobs.updatedAt,
  },
  computed: {
    clientName: { type: 'string', description: "the client's company, or their username" },
    stageName: { type: 'string' },
    pipelineName: { type: 'string' },
    assigneeName: { type: ['string', 'null'], description: "the assignee's name, or null" },
    waitingOnClient: {
      type: 'boolean',
      description:
        "the job's current stage has client items not done; for a job with none linked, the client has an open document request or a letter to sign",
    },
    waitingOn: {
      type: 'array',
      items: { type: 'string', enum: ['document_request', 'engagement_letter', 'payment'] },
      description: "the client items of the job's current stage not yet done",
    },
  },
  sortable: { id: jobs.id, dueDate: jobs.dueDate, createdAt: jobs.createdAt },
  defaultSort: ['dueDate', 'ASC'],
  filters: {
    clientId: equalsText(jobs.clientId),
    pipelineId: equalsText(jobs.pipelineId),
    stageId: equalsText(jobs.stageId),
    assigneeId: equalsText(jobs.assigneeId),
    status: equalsOneOf(jobs.status, JOB_STATUSES),
    service: equalsOneOf(jobs.service, WORK_SERVICES),
    dueBefore,
  },
  readRoles: STAFF,
  scope: assignedClientsOnly(jobs.clientId),
  create: {
    roles: STAFF,
    body: writeBody({
      clientId: reference,
      pipelineId: reference,
      'stageId?': reference,
      period: requiredText('Name the period (e.g. 2026-03)', 50),
      'periodLabel?': optionalText(100),
      dueDate: calendarDate('Enter the due date (yyyy-MM-dd)'),
      'assigneeId?': reference.or('null'),
    }),
    async toRow(input, { ctx, actor }) {
      await assertClientVisible(ctx.db, actor, input.clientId);
      const stages = await ctx.db
        .select({ id: pipelineStages.id, service: pipelines.service })
        .from(pipelineStages)
        .innerJoin(pipelines, eq(pipelines.id, pipelineStages.pipelineId))
        .where(eq(pipelineStages.pipelineId, input.pipelineId))
        .orderBy(asc(pipelineStages.position));
      const first = stages[0];
      if (!first) throw invalid('The request body is not valid.', { pipelineId: 'No such pipeline' });
      if (input.stageId && !stages.some((stage) => stage.id === input.stageId)) {
        throw invalid('The request body is not valid.', { stageId: 'That stage is not in this pipeline' });
      }
      if (input.assigneeId) await assertStaffUser(ctx.db, input.assigneeId);
      return {
        clientId: input.clientId,
        pipelineId: input.pipelineId,
        stageId: input.stageId ?? first.id,
        service: first.service,
        period: input.period,
        periodLabel: input.periodLabel ?? input.period,
        dueDate: input.dueDate,
        assigneeId: input.assigneeId === undefined ? await defaultAssignee(ctx.db, input.clientId) : input.assigneeId,
        // The calendar's date for the same work and period, so completing either completes both.
        deadlineId: await deadlineFor(ctx.db, input.clientId, first.service, input.period),
        createdBy: actor.id,
      };
    },
    async afterInsert(id, row, tx, { actor }) {
      await emitJobEvent(tx, 'job.created', id);
      await enterStage(tx, id, String(row.stageId), actor.apiKey ? null : actor.id);
      kickAutomations();
    },
  },
  update: {
    roles: STAFF,
    body: writeBody({
      'assigneeId?': reference.or('null'),
      'dueDate?': calendarDate('Enter the due date (yyyy-MM-dd)'),
      'periodLabel?': requiredText('Name the period', 100),
      'status?': type("'active' | 'on_hold' | 'archived'").configure({
        message: 'Choose active, on hold or archived (complete a job with its Complete action)',
      }),
      'holdReason?': optionalText(500),
    }),
    async toChanges({ status, holdReason, ...input }, current, { ctx }) {
      if (input.assigneeId) await assertStaffUser(ctx.db, input.assigneeId);
      const next = status ?? current.status;
      if (next === 'on_hold') {
        const reason = holdReason === undefined ? current.holdReason : holdReason;
        if (!reason) throw invalid('The request body is not valid.', { holdReason: 'Say why the job is on hold' });
        return { ...input, status: next, holdReason: reason };
      }
      if (status === undefined) return input;
      return {
        ...input,
        status,
        holdReason: null,
        ...(status === 'active' ? { completedAt: null, completedBy: null } : {}),
      };
    },
  },
  remove: { roles: MANAGERS },
});

/** Tasks of the jobs of clients the actor sees. */
const visibleJobTasks = (actor: SessionUser, db: Database) =>
  seesEveryClient(actor)
    ? undefined
    : inArray(
        jobTasks.jobId,
        db
          .select({ id: jobs.id })
          .from(jobs)
          .where(inArray(jobs.clientId, assignedClientIds(db, actor.id))),
      );

const doneChanges = (done: boolean | undefined, actor: SessionUser) =>
  done === undefined ? {} : done ? { doneAt: new Date(), doneBy: actor.id } : { doneAt: null, doneBy: null };

export const jobTasksDefinition = defineResource({
  name: 'job-tasks',
  label: 'job task',
  table: jobTasks,
  id: jobTasks.id,
  fields: {
    id: jobTasks.id,
    jobId: jobTasks.jobId,
    title: jobTasks.title,
    assigneeId: jobTasks.assigneeId,
    dueDate: jobTasks.dueDate,
    doneAt: jobTasks.doneAt,
    doneBy: jobTasks.doneBy,
    createdAt: jobTasks.createdAt,
    updatedAt: jobTasks.updatedAt,
  },
  sortable: { id: jobTasks.id, dueDate: jobTasks.dueDate, createdAt: jobTasks.createdAt },
  defaultSort: ['createdAt', 'ASC'],
  filters: {
    jobId: equalsText(jobTasks.jobId),
    assigneeId: equalsText(jobTasks.assigneeId),
    done: custom<boolean>('boolean', (done) =>
      done ? sql`${jobTasks.doneAt} is not null` : sql`${jobTasks.doneAt} is null`,
    ),
  },
  readRoles: STAFF,
  scope: visibleJobTasks,
  create: {
    roles: STAFF,
    body: writeBody({
      jobId: reference,
      title: requiredText('Name the task', 200),
      'assigneeId?': reference.or('null'),
      'dueDate?': calendarDate('Enter the due date (yyyy-MM-dd)').or('null'),
      'done?': flag,
    }),
    async toRow({ done, ...input }, { ctx, actor }) {
      await assertJobVisible(ctx.db, actor, input.jobId);
      if (input.assigneeId) await assertStaffUser(ctx.db, input.assigneeId);
      return {
        ...input,
        assigneeId: input.assigneeId ?? null,
        dueDate: input.dueDate ?? null,
        ...doneChanges(done, actor),
      };
    },
  },
  update: {
    roles: STAFF,
    body: writeBody({
      'title?': requiredText('Name the task', 200),
      'assigneeId?': reference.or('null'),
      'dueDate?': calendarDate('Enter the due date (yyyy-MM-dd)').or('null'),
      'done?': flag,
    }),
    async toChanges({ done, ...input }, current, { ctx, actor }) {
      if (input.assigneeId) await assertStaffUser(ctx.db, input.assigneeId);
      const wasDone = current.doneAt !== null;
      return { ...input, ...(done === undefined || done === wasDone ? {} : doneChanges(done, actor)) };
    },
  },
  remove: { roles: STAFF },
});
