import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { SEED_PIPELINES } from '../../../domain/work/seed-pipelines.ts';
import { addDays } from '../../../domain/compliance/calendar-dates.ts';
import { todayInSouthAfrica } from '../../../domain/format.ts';
import { activityLogs, complianceDeadlines, documentRequests } from '../../db/schema.ts';
import { as, listUrl, withFreshFirm } from '../../testing/firm.ts';

const fresh = withFreshFirm();
type Job = { id: string; stageId: string; status: string; assigneeId: string | null; deadlineId: string | null };

const newJob = (json: Record<string, unknown>, who = fresh.firm.accountant) =>
  as(fresh.t, who)('/api/admin/jobs', {
    method: 'POST',
    json: {
      clientId: fresh.firm.assignedClient.user.id,
      pipelineId: 'pl-vat201',
      period: '2026-03',
      dueDate: '2026-04-30',
      ...json,
    },
  });

describe('The work board: pipelines, jobs and tasks', () => {
  test('the seeded pipelines serve the packages’ work, each with its stages and client-facing labels', async () => {
    const res = await as(fresh.t, fresh.firm.accountant)(listUrl('pipelines', { range: [0, 49] }));
    const rows = (await res.json()) as { id: string; service: string; stages: { clientLabel: string }[] }[];
    expect(rows.map((row) => row.service).sort()).toEqual(SEED_PIPELINES.map((p) => p.service).sort());
    const vat = rows.find((row) => row.id === 'pl-vat201');
    expect(vat?.stages.map((stage) => stage.clientLabel)).toEqual([
      'Waiting for your documents',
      'We are preparing it',
      'We are checking it',
      'Being submitted',
      'Submitted',
    ]);
  });

  test('managers make pipelines; one without stages is 422; an accountant may not', async () => {
    const body = {
      name: 'Payroll run',
      service: 'BOOKKEEPING',
      stages: [{ name: 'Run', clientLabel: 'We are running your payroll' }],
    };
    expect(
      (await as(fresh.t, fresh.firm.accountant)('/api/admin/pipelines', { method: 'POST', json: body })).status,
    ).toBe(403);
    const empty = await as(fresh.t, fresh.firm.manager)('/api/admin/pipelines', {
      method: 'POST',
      json: { ...body, stages: [] },
    });
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as { errors: Record<string, string> }).errors.stages).toBe(
      'Give the pipeline at least one stage',
    );
    const made = await as(fresh.t, fresh.firm.manager)('/api/admin/pipelines', { method: 'POST', json: body });
    expect(made.status).toBe(201);
    expect(((await made.json()) as { stages: unknown[] }).stages).toHaveLength(1);
  });

  test("a job: first stage, the client's accountant; once per client, service and period, also at once", async () => {
    const [a, b] = await Promise.all([newJob({}), newJob({})]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const job = (await (a.status === 201 ? a : b).json()) as Job;
    expect(job).toMatchObject({ stageId: 'pl-vat201-1', status: 'active', assigneeId: fresh.firm.accountant.user.id });
    const list = await as(
      fresh.t,
      fresh.firm.accountant,
    )(listUrl('jobs', { filter: { clientId: fresh.firm.assignedClient.user.id } }));
    expect((await list.json()) as unknown[]).toHaveLength(1);
  });

  test('a job for a client the caller may not see is 404; their jobs are not listed', async () => {
    expect((await newJob({ clientId: fresh.firm.otherClient.user.id })).status).toBe(404);
    const theirs = await newJob({ clientId: fresh.firm.otherClient.user.id }, fresh.firm.manager);
    expect(theirs.status).toBe(201);
    const { id } = (await theirs.json()) as Job;
    expect((await as(fresh.t, fresh.firm.accountant)(`/api/admin/jobs/${id}`)).status).toBe(404);
    expect(
      (
        await as(fresh.t, fresh.firm.accountant)(`/api/admin/jobs/${id}/move`, {
          method: 'POST',
          json: { stageId: 'pl-vat201-2' },
        })
      ).status,
    ).toBe(404);
    const mine = await as(fresh.t, fresh.firm.accountant)(listUrl('jobs'));
    expect((await mine.json()) as unknown[]).toHaveLength(0);
    // The client's own session is no way in.
    expect((await as(fresh.t, fresh.firm.assignedClient)(listUrl('jobs'))).status).toBe(403);
  });

  test('moving: within the pipeline, logged; a stage of another pipeline is 422 naming it', async () => {
    const job = (await (await newJob({})).json()) as Job;
    const wrong = await as(fresh.t, fresh.firm.accountant)(`/api/admin/jobs/${job.id}/move`, {
      method: 'POST',
      json: { stageId: 'pl-emp201-2' },
    });
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as { errors: Record<string, string> }).errors.stageId).toBe(
      "The stage 'Prepare' is in the pipeline 'EMP201 return', not this job's pipeline 'VAT201 return'",
    );
    const moved = await as(fresh.t, fresh.firm.accountant)(`/api/admin/jobs/${job.id}/move`, {
      method: 'POST',
      json: { stageId: 'pl-vat201-2' },
    });
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as Job).stageId).toBe('pl-vat201-2');
    const logs = await fresh.t.db.select().from(activityLogs).where(eq(activityLogs.action, 'jobs.move'));
    expect(logs[0]?.details).toMatchObject({ id: job.id, fromStageId: 'pl-vat201-1', toStageId: 'pl-vat201-2' });
  });

  test('completing a job made from a deadline marks the deadline done; on hold needs a reason', async () => {
    const [deadline] = await fresh.t.db
      .insert(complianceDeadlines)
      .values({
        clientId: fresh.firm.assignedClient.user.id,
        obligation: 'VAT201',
        period: '2026-03',
        periodLabel: 'Period ending Mar 2026',
        statutoryDate: '2026-04-30',
        dueDate: '2026-04-30',
      })
      .returning();
    const job = (await (await newJob({})).json()) as Job;
    const { jobs } = await import('../../db/schema.ts');
    await fresh.t.db.update(jobs).set({ deadlineId: deadline?.id }).where(eq(jobs.id, job.id));

    const hold = await as(fresh.t, fresh.firm.accountant)(`/api/admin/jobs/${job.id}`, {
      method: 'PUT',
      json: { status: 'on_hold' },
    });
    expect(hold.status).toBe(422);
    expect(((await hold.json()) as { errors: Record<string, string> }).errors.holdReason).toBe(
      'Say why the job is on hold',
    );

    const done = await as(fresh.t, fresh.firm.accountant)(`/api/admin/jobs/${job.id}/complete`, { method: 'POST' });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ status: 'completed', stageId: 'pl-vat201-5', deadlineId: deadline?.id });
    const [after] = await fresh.t.db
      .select()
      .from(complianceDeadlines)
      .where(eq(complianceDeadlines.id, deadline?.id ?? ''));
    expect(after).toMatchObject({ status: 'done', doneBy: fresh.firm.accountant.user.id });
    const again = await as(fresh.t, fresh.firm.accountant)(`/api/admin/jobs/${job.id}/move`, {
      method: 'POST',
      json: { stageId: 'pl-vat201-1' },
    });
    expect(again.status).toBe(409);
  });

  test('editing a pipeline keeps its jobs where they are; deleting a stage that holds jobs is 409 saying how many', async () => {
    const job = (await (await newJob({})).json()) as Job;
    const get = await as(fresh.t, fresh.firm.manager)('/api/admin/pipelines/pl-vat201');
    const pipeline = (await get.json()) as { stages: { id: string; name: string; clientLabel: string }[] };
    const renamed = pipeline.stages.map((stage, i) => (i === 0 ? { ...stage, name: 'Gather documents' } : stage));
    const edit = await as(fresh.t, fresh.firm.manager)('/api/admin/pipelines/pl-vat201', {
      method: 'PUT',
      json: { stages: [...renamed, { name: 'Filed', clientLabel: 'Filed with SARS' }] },
    });
    expect(edit.status).toBe(200);
    expect(((await edit.json()) as { stages: { name: string }[] }).stages.map((s) => s.name)).toContain(
      'Gather documents',
    );
    const still = (await (await as(fresh.t, fresh.firm.manager)(`/api/admin/jobs/${job.id}`)).json()) as Job;
    expect(still.stageId).toBe('pl-vat201-1');

    const drop = await as(fresh.t, fresh.firm.manager)('/api/admin/pipelines/pl-vat201', {
      method: 'PUT',
      json: { stages: renamed.slice(1) },
    });
    expect(drop.status).toBe(409);
    expect(((await drop.json()) as { detail: string }).detail).toContain("'Gather documents' holds 1 job");
  });

  test('tasks: only on jobs of clients the caller sees; done records who', async () => {
    const job = (await (await newJob({})).json()) as Job;
    const other = await as(fresh.t, fresh.firm.otherAccountant)('/api/admin/job-tasks', {
      method: 'POST',
      json: { jobId: job.id, title: 'Ask for the bank statements' },
    });
    expect(other.status).toBe(404);
    const made = await as(fresh.t, fresh.firm.accountant)('/api/admin/job-tasks', {
      method: 'POST',
      json: { jobId: job.id, title: 'Ask for the bank statements', dueDate: '2026-04-20' },
    });
    expect(made.status).toBe(201);
    const task = (await made.json()) as { id: string };
    const done = await as(fresh.t, fresh.firm.accountant)(`/api/admin/job-tasks/${task.id}`, {
      method: 'PUT',
      json: { done: true },
    });
    expect(await done.json()).toMatchObject({ doneBy: fresh.firm.accountant.user.id });
    expect((await as(fresh.t, fresh.firm.otherAccountant)(`/api/admin/job-tasks/${task.id}`)).status).toBe(404);
  });

  test('a job says whom it is assigned to and whether the firm is waiting on the client (an open document request)', async () => {
    const job = (await (await newJob({})).json()) as Job;
    const read = async () =>
      (await (await as(fresh.t, fresh.firm.accountant)(`/api/admin/jobs/${job.id}`)).json()) as {
        assigneeName: string;
        pipelineName: string;
        waitingOnClient: boolean;
      };
    expect(await read()).toMatchObject({ pipelineName: 'VAT201 return', waitingOnClient: false });
    expect((await read()).assigneeName).toBeTruthy();
    await fresh.t.db.insert(documentRequests).values({
      clientId: fresh.firm.assignedClient.user.id,
      documentType: 'bank_statement',
      description: 'March bank statements',
    });
    expect((await read()).waitingOnClient).toBe(true);
  });

  test("the workload: managers see each accountant's open, due-this-week and overdue jobs; accountants may not", async () => {
    const today = todayInSouthAfrica();
    await newJob({ period: 'late', dueDate: addDays(today, -3) });
    await newJob({ period: 'now', dueDate: today });
    await newJob({ period: 'later', dueDate: addDays(today, 30) });
    await newJob({ period: 'held', dueDate: addDays(today, 40) }).then(async (res) => {
      const { id } = (await res.json()) as Job;
      await as(fresh.t, fresh.firm.accountant)(`/api/admin/jobs/${id}`, {
        method: 'PUT',
        json: { status: 'on_hold', holdReason: 'Client travelling' },
      });
    });
    expect((await as(fresh.t, fresh.firm.accountant)('/api/admin/workload')).status).toBe(403);
    const res = await as(fresh.t, fresh.firm.manager)('/api/admin/workload');
    expect(res.status).toBe(200);
    const rows = (await res.json()) as {
      assigneeId: string | null;
      active: number;
      dueThisWeek: number;
      overdue: number;
    }[];
    expect(rows.find((row) => row.assigneeId === fresh.firm.accountant.user.id)).toMatchObject({
      active: 4,
      dueThisWeek: 1,
      overdue: 1,
    });
    expect(rows.find((row) => row.assigneeId === fresh.firm.otherAccountant.user.id)).toMatchObject({ active: 0 });
    expect(rows[0]?.assigneeId).toBe(fresh.firm.accountant.user.id);
  });

  test("a client sees their open jobs in their words and what they must do now; never another client's", async () => {
    const mine = (await (await newJob({ periodLabel: 'March 2026' })).json()) as Job;
    await newJob({ clientId: fresh.firm.otherClient.user.id }, fresh.firm.manager);
    const done = (await (await newJob({ period: '2026-01' })).json()) as Job;
    await as(fresh.t, fresh.firm.accountant)(`/api/admin/jobs/${done.id}/complete`, { method: 'POST' });
    await as(fresh.t, fresh.firm.accountant)(`/api/admin/jobs/${mine.id}/move`, {
      method: 'POST',
      json: { stageId: 'pl-vat201-2' },
    });
    const [request] = await fresh.t.db
      .insert(documentRequests)
      .values({
        clientId: fresh.firm.assignedClient.user.id,
        documentType: 'bank_statement',
        description: 'March bank statements',
      })
      .returning({ id: documentRequests.id });

    const res = await as(fresh.t, fresh.firm.assignedClient)('/api/jobs');
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { jobs: Record<string, unknown>[]; toDo: Record<string, unknown>[] };
    expect(answer.jobs).toEqual([
      {
        id: mine.id,
        title: 'VAT201 return',
        periodLabel: 'March 2026',
        dueDate: '2026-04-30',
        status: 'active',
        stageLabel: 'We are preparing it',
        step: 2,
        steps: 5,
        waitingOnYou: true,
      },
    ]);
    expect(answer.toDo).toEqual([
      {
        kind: 'upload_documents',
        id: request?.id,
        title: expect.stringMatching(/^Upload /),
        detail: 'March bank statements',
        dueDate: null,
        link: `/dashboard/uploads?requestId=${request?.id}`,
        jobId: null,
      },
    ]);
    const theirs = (await (await as(fresh.t, fresh.firm.otherClient)('/api/jobs')).json()) as {
      jobs: unknown[];
      toDo: unknown[];
    };
    expect(theirs.jobs).toHaveLength(1);
    expect(theirs.toDo).toEqual([]);
  });
});
