/**
 * A stage's automations (decision 038, slice 5): entering a stage records an entry in the
 * entering transaction (a move by staff, an automove, a job's creation); right after it
 * commits, the entry is claimed and its automations run: a document request for the client
 * (with its upload link, e-mail and reminders), a message, tasks, the package's engagement
 * letter, and the client's open invoice linked. Each client item is linked to the job for
 * the stage (job_items), so the job moves on by itself once they are all done (automove.ts).
 *
 * After the commit, not inside it: sending a letter renders and stores its PDF and opens its
 * own transaction, and so does a message; inside the entering transaction they would wait on
 * its write lock. The entry's unique key makes them run once per job and stage however many
 * callers race, and re-entering a stage does not run them again.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { STAFF_ROLES } from '../../../domain/enums.ts';
import { addDays, type CalendarDate } from '../../../domain/compliance/calendar-dates.ts';
import { todayInSouthAfrica } from '../../../domain/format.ts';
import { hasAutomations, type JobItemKind, type StageAutomations } from '../../../domain/work/automations.ts';
import type { AppContext } from '../../context.ts';
import type { RequestMeta, SessionUser } from '../../core/caller.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { jobItems, jobs, jobTasks, payments, pipelineStages, users } from '../../db/schema.ts';
import { logActivity } from '../../lib/activity-log.ts';
import { log } from '../../lib/logger.ts';
import { askClientForDocument } from '../documents/public.ts';
import { sendPackageLetter } from '../engagement/public.ts';
import { createMessagesService } from '../messages/service.ts';

const SYSTEM_META: RequestMeta = { ipAddress: null, userAgent: 'work board automations' };

/**
 * Records that the job entered the stage, when the stage has automations; in the entering
 * transaction. Once per job and stage: re-entering adds nothing, so nothing runs twice.
 */
export function enterStage(tx: DbOrTx, jobId: string, stageId: string, enteredBy: string | null = null) {
  return enterStages(tx, [{ id: jobId, stageId }], enteredBy);
}

/** The same for many jobs at once, in one statement (a daily run makes thousands). */
export async function enterStages(
  tx: DbOrTx,
  entered: readonly { id: string; stageId: string }[],
  enteredBy: string | null = null,
): Promise<void> {
  if (!entered.length) return;
  await tx.run(sql`
    insert into job_stage_entries (job_id, stage_id, entered_by)
    select j.value ->> 'id', j.value ->> 'stageId', ${enteredBy} from json_each(${JSON.stringify(entered)}) j
    where exists (select 1 from pipeline_stages s where s.id = j.value ->> 'stageId' and s.automations is not null)
    on conflict (job_id, stage_id) do nothing`);
}

/** Links a client item to the job's stage; a second link of the same kind is ignored. */
export async function linkItem(tx: DbOrTx, jobId: string, stageId: string, kind: JobItemKind, itemId: string) {
  await tx.insert(jobItems).values({ jobId, stageId, kind, itemId }).onConflictDoNothing();
}

// Per database: a run in progress takes another request as 'run again', as the compliance recompute does.
const running = new Map<Database, { again: boolean; done: Promise<void> }>();
/** One kick per app (workModule registers it), so a listener without the app's context can start a run. */
const kicks = new Set<() => void>();

export function registerAutomationRunner(ctx: AppContext): void {
  // Held weakly and dropped once its database is closed: a test run makes an app per test.
  const app = new WeakRef(ctx);
  const kick = () => {
    const live = app.deref();
    if (!live || live.database.client.closed) kicks.delete(kick);
    else void runAutomationsSoon(live);
  };
  kicks.add(kick);
}

/** After a transaction that may have entered stages: each app runs what is pending once it has committed. */
export function kickAutomations(): void {
  for (const kick of kicks) kick();
}

/** Runs every pending entry's automations, soon and once at a time per database; resolves when done. */
export function runAutomationsSoon(ctx: AppContext): Promise<void> {
  const current = running.get(ctx.db);
  if (current) {
    current.again = true;
    return current.done;
  }
  const state = { again: false, done: Promise.resolve() };
  state.done = (async () => {
    do {
      state.again = false;
      await Bun.sleep(0);
      try {
        await runPendingAutomations(ctx);
      } catch (error) {
        log.error({ msg: 'stage automations failed', error: String(error) });
      }
    } while (state.again);
    running.delete(ctx.db);
  })();
  running.set(ctx.db, state);
  return state.done;
}

/** Whatever runs are in progress, finished (tests wait on it). */
export async function automationsSettled(): Promise<void> {
  while (running.size) await Promise.all([...running.values()].map((state) => state.done));
}

/**
 * Claims the pending entries (a write, so it waits for the entering transaction to commit)
 * and runs each one's automations. A claim is final: a run cut short is not repeated, since
 * repeating could e-mail the client twice.
 */
async function runPendingAutomations(ctx: AppContext): Promise<void> {
  for (;;) {
    const claimed = await ctx.db.all<{ jobId: string; stageId: string; enteredBy: string | null }>(sql`
      update job_stage_entries set automated_at = ${Date.now()}
      where rowid in (select rowid from job_stage_entries where automated_at is null order by entered_at limit 20)
      returning job_id as jobId, stage_id as stageId, entered_by as enteredBy`);
    if (!claimed.length) return;
    for (const entry of claimed) {
      try {
        await runEntry(ctx, entry.jobId, entry.stageId, entry.enteredBy);
      } catch (error) {
        log.error({
          msg: 'stage automations failed',
          jobId: entry.jobId,
          stageId: entry.stageId,
          error: String(error),
        });
      }
    }
  }
}

async function runEntry(ctx: AppContext, jobId: string, stageId: string, enteredBy: string | null) {
  const { db } = ctx;
  const [row] = await db
    .select({
      clientId: jobs.clientId,
      assigneeId: jobs.assigneeId,
      status: jobs.status,
      currentStageId: jobs.stageId,
      automations: pipelineStages.automations,
      stageName: pipelineStages.name,
    })
    .from(jobs)
    .innerJoin(pipelineStages, eq(pipelineStages.id, stageId))
    .where(eq(jobs.id, jobId));
  // A job moved on or closed before its run does not do what the stage it left would have.
  if (!row || row.currentStageId !== stageId || row.status !== 'active' || !hasAutomations(row.automations)) return;
  const auto: StageAutomations = row.automations;
  const sender = await staffSender(db, row.assigneeId ?? enteredBy);
  const today = todayInSouthAfrica();
  const made: Record<string, unknown> = {};
  const notes: string[] = [];

  await db.transaction(async (tx) => {
    if (auto.documentRequest) {
      const requestId = await askClientForDocument(tx, ctx, {
        clientId: row.clientId,
        documentType: auto.documentRequest.documentType,
        description: auto.documentRequest.description,
        dueDate: dueOn(today, auto.documentRequest.dueInDays),
        requestedBy: sender?.id ?? null,
      });
      await linkItem(tx, jobId, stageId, 'document_request', requestId);
      made.documentRequestId = requestId;
    }
    if (auto.tasks?.length) {
      const tasks = await tx
        .insert(jobTasks)
        .values(
          auto.tasks.map((task) => ({
            jobId,
            title: task.title,
            assigneeId: row.assigneeId,
            dueDate: dueOn(today, task.dueInDays),
          })),
        )
        .returning({ id: jobTasks.id });
      made.taskIds = tasks.map((task) => task.id);
    }
    if (auto.awaitPayment) {
      const [invoice] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.userId, row.clientId), eq(payments.status, 'pending')))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      if (invoice) {
        await linkItem(tx, jobId, stageId, 'payment', invoice.id);
        made.paymentId = invoice.id;
      } else notes.push('The client has no open invoice to wait for.');
    }
  });

  if (auto.message) {
    if (!sender) notes.push('The message was not sent: nobody is assigned to the job to send it as.');
    else {
      const thread = await createMessagesService(ctx).create(
        sender,
        { clientId: row.clientId, subject: auto.message.subject },
        { body: auto.message.body, files: [] },
        SYSTEM_META,
      );
      made.messageThreadId = thread.id;
    }
  }
  if (auto.engagementLetter) {
    if (!sender) notes.push('The engagement letter was not sent: nobody is assigned to the job to send it as.');
    else {
      const outcome = await sendPackageLetter(ctx, row.clientId, sender.id, SYSTEM_META);
      if ('letterId' in outcome) {
        await linkItem(db, jobId, stageId, 'engagement_letter', outcome.letterId);
        made.engagementLetterId = outcome.letterId;
      } else notes.push(outcome.skipped);
    }
  }
  await logActivity(db, {
    userId: null,
    action: 'jobs.automations',
    details: {
      resource: 'jobs',
      id: jobId,
      stageId,
      stage: row.stageName,
      ...made,
      ...(notes.length ? { notes } : {}),
    },
  });
}

const dueOn = (today: CalendarDate, days: number | null | undefined) => (days ? addDays(today, days) : null);

/** Messages and letters go in a person's name: the job's assignee, else who moved the job; staff only. */
async function staffSender(db: Database, userId: string | null): Promise<SessionUser | null> {
  if (!userId) return null;
  const [user] = await db
    .select({ id: users.id, username: users.username, role: users.role, isStaff: users.isStaff })
    .from(users)
    .where(and(eq(users.id, userId), inArray(users.role, [...STAFF_ROLES])));
  return user ? { sessionId: 'work-board-automations', ...user } : null;
}
