import { describe, expect, test } from 'bun:test';
import { and, eq } from 'drizzle-orm';
import {
  activityLogs,
  documentRequests,
  emailOutbox,
  engagementLetters,
  jobItems,
  jobStageEntries,
  jobs,
  jobTasks,
  messageThreads,
  services,
  uploadLinks,
  users,
} from '../../db/schema.ts';
import { as, type Firm, listUrl, withFreshFirm } from '../../testing/firm.ts';
import { withoutLetterGate } from '../../testing/letter-gate.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { todayInSouthAfrica } from '../../../domain/format.ts';
import { automationsSettled } from './automations.ts';
import { dailyWorkRun } from './daily.ts';

let t: TestApp;
let firm: Firm;
withFreshFirm((fresh) => {
  ({ t, firm } = fresh);
});

type Stage = { id: string; name: string; automations: Record<string, unknown> | null };
type Pipeline = { id: string; stages: Stage[] };
type Job = { id: string; stageId: string; waitingOnClient: boolean; waitingOn: string[] };

const clientId = () => firm.assignedClient.user.id;
const accountant = () => as(t, firm.accountant);

const ASK = {
  documentType: 'bank_statement',
  description: 'Your bank statements for March 2026',
  dueInDays: 7,
};

/** A pipeline whose stages do what `automations` says on entry (null: nothing), each stage after the last. */
async function pipeline(...automations: (Record<string, unknown> | null)[]): Promise<Pipeline> {
  const res = await as(t, firm.manager)('/api/admin/pipelines', {
    method: 'POST',
    json: {
      name: 'Monthly bookkeeping with automations',
      service: 'BOOKKEEPING',
      stages: automations.map((auto, index) => ({
        name: `Stage ${index + 1}`,
        clientLabel: `Step ${index + 1}`,
        automations: auto,
      })),
    },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Pipeline;
}

async function newJob(pipelineId: string, period = '2026-03'): Promise<Job> {
  const res = await accountant()('/api/admin/jobs', {
    method: 'POST',
    json: { clientId: clientId(), pipelineId, period, dueDate: '2026-04-30' },
  });
  expect(res.status).toBe(201);
  const job = (await res.json()) as Job;
  await automationsSettled();
  return job;
}

const jobNow = async (id: string) => (await (await accountant()(`/api/admin/jobs/${id}`)).json()) as Job;
const itemsOf = (jobId: string) => t.db.select().from(jobItems).where(eq(jobItems.jobId, jobId));
const moves = (jobId: string) =>
  t.db
    .select()
    .from(activityLogs)
    .where(eq(activityLogs.action, 'jobs.move'))
    .then((rows) => rows.filter((row) => (row.details as { id?: string } | null)?.id === jobId));

function uploadFor(requestId: string, who = firm.assignedClient) {
  const body = new FormData();
  body.append('requestId', requestId);
  body.append('files', new File([new Uint8Array(1200).fill(37)], 'march.pdf', { type: 'application/pdf' }));
  return as(t, who)('/api/documents/upload', { method: 'POST', body });
}

async function requestOf(jobId: string): Promise<string> {
  const [item] = (await itemsOf(jobId)).filter((row) => row.kind === 'document_request');
  if (!item) throw new Error('no document request linked');
  return item.itemId;
}

describe('stage automations on entering a stage', () => {
  test('a new job in its first stage asks for the documents (link, e-mail), sends the message and makes the tasks', async () => {
    const p = await pipeline(
      {
        documentRequest: ASK,
        message: { subject: 'Your March books', body: 'We have started on your March books.' },
        tasks: [{ title: 'Reconcile the bank', dueInDays: 5 }, { title: 'Check VAT codes' }],
      },
      null,
    );
    const job = await newJob(p.id);
    const [request] = await t.db.select().from(documentRequests).where(eq(documentRequests.clientId, clientId()));
    expect(request).toMatchObject({
      documentType: 'bank_statement',
      description: ASK.description,
      status: 'pending',
      requestedBy: firm.accountant.user.id,
    });
    expect(request?.dueDate).toBeInstanceOf(Date);
    expect(await itemsOf(job.id)).toMatchObject([
      { kind: 'document_request', itemId: request?.id, stageId: p.stages[0]?.id, doneAt: null },
    ]);
    // The request is the same as one staff make: its upload link and the client's e-mail.
    expect(
      await t.db
        .select()
        .from(uploadLinks)
        .where(eq(uploadLinks.requestId, request?.id ?? '')),
    ).toHaveLength(1);
    const mail = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'document_request_new'));
    expect(mail).toHaveLength(1);
    const [thread] = await t.db.select().from(messageThreads).where(eq(messageThreads.clientId, clientId()));
    expect(thread).toMatchObject({ subject: 'Your March books', createdBy: firm.accountant.user.id });
    const tasks = await t.db.select().from(jobTasks).where(eq(jobTasks.jobId, job.id));
    expect(tasks.map((task) => [task.title, task.assigneeId, task.dueDate !== null])).toEqual([
      ['Reconcile the bank', firm.accountant.user.id, true],
      ['Check VAT codes', firm.accountant.user.id, false],
    ]);
    const read = await jobNow(job.id);
    expect(read).toMatchObject({ waitingOnClient: true, waitingOn: ['document_request'] });
    const portal = (await (await as(t, firm.assignedClient)('/api/jobs')).json()) as {
      jobs: { id: string; waitingOnYou: boolean }[];
      toDo: { id: string; jobId: string | null }[];
    };
    expect(portal.jobs).toMatchObject([{ id: job.id, waitingOnYou: true }]);
    expect(portal.toDo).toEqual([expect.objectContaining({ id: request?.id, jobId: job.id })]);
  });

  test('moving a job in runs the stage once; leaving and coming back does not run it again', async () => {
    const p = await pipeline(null, { documentRequest: ASK, tasks: [{ title: 'Prepare the return' }] });
    const job = await newJob(p.id);
    expect(await itemsOf(job.id)).toHaveLength(0);
    const move = (stageId: string) =>
      accountant()(`/api/admin/jobs/${job.id}/move`, { method: 'POST', json: { stageId } });
    expect((await move(p.stages[1]!.id)).status).toBe(200);
    expect(await t.db.select().from(documentRequests)).toHaveLength(1);
    expect(await t.db.select().from(jobTasks).where(eq(jobTasks.jobId, job.id))).toHaveLength(1);
    await move(p.stages[0]!.id);
    await Promise.all([move(p.stages[1]!.id), move(p.stages[1]!.id)]);
    await automationsSettled();
    expect(await t.db.select().from(documentRequests)).toHaveLength(1);
    expect(await t.db.select().from(jobTasks).where(eq(jobTasks.jobId, job.id))).toHaveLength(1);
    const ran = await t.db.select().from(activityLogs).where(eq(activityLogs.action, 'jobs.automations'));
    expect(ran).toHaveLength(1);
  });

  test('an entry recorded but never run (the process stopped after the commit) is run by the daily run', async () => {
    const p = await pipeline(null, { tasks: [{ title: 'Prepare the return' }] });
    const job = await newJob(p.id);
    // As a move leaves it when the process stops before its run: entered, not claimed.
    await t.db.update(jobs).set({ stageId: p.stages[1]!.id }).where(eq(jobs.id, job.id));
    await t.db.insert(jobStageEntries).values({ jobId: job.id, stageId: p.stages[1]!.id });
    expect(await t.db.select().from(jobTasks).where(eq(jobTasks.jobId, job.id))).toHaveLength(0);
    await dailyWorkRun(t.db, todayInSouthAfrica());
    await automationsSettled();
    expect(await t.db.select().from(jobTasks).where(eq(jobTasks.jobId, job.id))).toHaveLength(1);
    const [entry] = await t.db.select().from(jobStageEntries).where(eq(jobStageEntries.jobId, job.id));
    expect(entry?.automatedAt).not.toBeNull();
  });

  test('a stage with no client items never moves by itself', async () => {
    const p = await pipeline({ tasks: [{ title: 'Book the call' }] }, null);
    const job = await newJob(p.id);
    expect(await itemsOf(job.id)).toHaveLength(0);
    expect((await jobNow(job.id)).stageId).toBe(p.stages[0]!.id);
    expect(await moves(job.id)).toHaveLength(0);
  });

  test("a job without linked items waits on its own client's open items, never another client's", async () => {
    const p = await pipeline(null, null);
    const job = await newJob(p.id);
    await t.db.insert(documentRequests).values({
      clientId: firm.otherClient.user.id,
      documentType: 'invoice',
      description: 'Their invoices',
      status: 'pending',
    });
    expect((await jobNow(job.id)).waitingOnClient).toBe(false);
    await t.db
      .insert(documentRequests)
      .values({ clientId: clientId(), documentType: 'invoice', description: 'Your invoices', status: 'pending' });
    expect(await jobNow(job.id)).toMatchObject({ waitingOnClient: true, waitingOn: [] });
  });

  test('automations are checked at the edge: field messages, nothing written', async () => {
    const res = await as(t, firm.manager)('/api/admin/pipelines', {
      method: 'POST',
      json: {
        name: 'Broken',
        service: 'BOOKKEEPING',
        stages: [
          {
            name: 'One',
            clientLabel: 'One',
            automations: { documentRequest: { documentType: 'selfie', description: 'x', dueInDays: 0 } },
          },
        ],
      },
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: Record<string, string> };
    expect(Object.values(body.errors).join(' ')).toContain('Choose the type of document');
    const list = await as(t, firm.manager)(listUrl('pipelines', { filter: { q: 'Broken' } }));
    expect((await list.json()) as unknown[]).toHaveLength(0);
  });
});

describe('automove', () => {
  test("the client's upload through the portal fulfils the request and moves the job on, as the system's", async () => {
    const p = await pipeline({ documentRequest: ASK }, { tasks: [{ title: 'Capture the statements' }] }, null);
    const job = await newJob(p.id);
    const upload = await uploadFor(await requestOf(job.id));
    expect(upload.status).toBe(201);
    await automationsSettled();
    const moved = await jobNow(job.id);
    expect(moved).toMatchObject({ stageId: p.stages[1]!.id, waitingOnClient: false, waitingOn: [] });
    const [log] = await moves(job.id);
    expect(log?.userId).toBeNull();
    expect(log?.details).toMatchObject({
      fromStageId: p.stages[0]!.id,
      toStageId: p.stages[1]!.id,
      because: 'client_items_done',
    });
    // The next stage's automations ran.
    const tasks = await t.db.select().from(jobTasks).where(eq(jobTasks.jobId, job.id));
    expect(tasks.map((task) => task.title)).toEqual(['Capture the statements']);
    const portal = (await (await as(t, firm.assignedClient)('/api/jobs')).json()) as {
      jobs: { id: string; stageLabel: string; waitingOnYou: boolean }[];
    };
    expect(portal.jobs.find((row) => row.id === job.id)).toMatchObject({ stageLabel: 'Step 2', waitingOnYou: false });
  });

  test('a signed engagement letter moves the job on', async () => {
    await t.db
      .update(users)
      .set({ company: 'Assigned Bakery (Pty) Ltd', address: '12 Long Street', city: 'Cape Town', postalCode: '8001' })
      .where(eq(users.id, clientId()));
    const [standard] = await t.db
      .select({ id: services.id })
      .from(services)
      .where(eq(services.packageType, 'standard'));
    const subscribed = await as(t, firm.assignedClient)('/api/subscriptions', {
      method: 'POST',
      json: { serviceId: standard?.id },
    });
    expect(subscribed.status).toBe(201);
    const p = await pipeline({ engagementLetter: true }, null);
    const job = await newJob(p.id);
    const [letter] = await t.db.select().from(engagementLetters).where(eq(engagementLetters.clientId, clientId()));
    expect(letter?.status).toBe('sent');
    expect(await itemsOf(job.id)).toMatchObject([{ kind: 'engagement_letter', itemId: letter?.id }]);
    const sign = await as(t, firm.assignedClient)(`/api/engagement-letters/${letter?.id}/sign`, {
      method: 'POST',
      json: {
        signerName: 'Zoë Ngcobo',
        capacity: 'Director',
        acceptTerms: true,
        popiaConsent: true,
        sha256: letter?.letterSha256,
      },
    });
    expect(sign.status).toBe(200);
    expect((await jobNow(job.id)).stageId).toBe(p.stages[1]!.id);
    expect((await moves(job.id))[0]?.details).toMatchObject({ because: 'client_items_done' });
  });

  test('a client with no package: the letter is skipped with a note, and the job waits on nothing', async () => {
    const p = await pipeline({ engagementLetter: true }, null);
    const job = await newJob(p.id);
    expect(await itemsOf(job.id)).toHaveLength(0);
    const [ran] = await t.db.select().from(activityLogs).where(eq(activityLogs.action, 'jobs.automations'));
    expect(ran?.details).toMatchObject({ notes: ['The client has no package.'] });
  });

  test('an EFT marked received by staff pays the linked invoice and moves the job on', async () => {
    await withoutLetterGate(t.db);
    const paymentId = await pendingEft();
    const p = await pipeline({ awaitPayment: true }, null);
    const job = await newJob(p.id);
    expect(await itemsOf(job.id)).toMatchObject([{ kind: 'payment', itemId: paymentId }]);
    expect((await jobNow(job.id)).waitingOn).toEqual(['payment']);
    // The client's Work page lists the invoice the job waits on, with where to pay it.
    const portal = async () =>
      (await (await as(t, firm.assignedClient)('/api/jobs')).json()) as { toDo: { kind: string; id: string }[] };
    expect((await portal()).toDo).toContainEqual(
      expect.objectContaining({ kind: 'pay_invoice', id: paymentId, link: '/dashboard/payments', jobId: job.id }),
    );
    const received = await accountant()(`/api/admin/payments/${paymentId}/mark-received`, { method: 'POST' });
    expect(received.status).toBe(200);
    expect((await jobNow(job.id)).stageId).toBe(p.stages[1]!.id);
    expect((await portal()).toDo.filter((item) => item.kind === 'pay_invoice')).toEqual([]);
  });

  test('two items done at once move the job once, one stage on', async () => {
    await withoutLetterGate(t.db);
    const paymentId = await pendingEft();
    const p = await pipeline({ documentRequest: ASK, awaitPayment: true }, null, null);
    const job = await newJob(p.id);
    const requestId = await requestOf(job.id);
    const [upload, again, received] = await Promise.all([
      uploadFor(requestId),
      uploadFor(requestId),
      accountant()(`/api/admin/payments/${paymentId}/mark-received`, { method: 'POST' }),
    ]);
    expect([upload.status, again.status].sort()).toEqual([201, 409]);
    expect(received.status).toBe(200);
    await automationsSettled();
    expect((await jobNow(job.id)).stageId).toBe(p.stages[1]!.id);
    expect(await moves(job.id)).toHaveLength(1);
  });
});

describe('who may touch it', () => {
  test('a client reaches none of it; an accountant only the jobs of clients assigned to them', async () => {
    const p = await pipeline({ documentRequest: ASK }, null);
    const job = await newJob(p.id);
    const client = as(t, firm.assignedClient);
    expect((await client(`/api/admin/jobs/${job.id}`)).status).toBe(403);
    expect(
      (await client(`/api/admin/jobs/${job.id}/move`, { method: 'POST', json: { stageId: p.stages[1]!.id } })).status,
    ).toBe(403);
    expect((await client(`/api/admin/pipelines/${p.id}`, { method: 'PUT', json: { name: 'Mine' } })).status).toBe(403);
    // An accountant may not change what stages do; only managers and admins.
    expect(
      (await accountant()(`/api/admin/pipelines/${p.id}`, { method: 'PUT', json: { stages: p.stages } })).status,
    ).toBe(403);
    const other = as(t, firm.otherAccountant);
    expect((await other(`/api/admin/jobs/${job.id}`)).status).toBe(404);
    expect(
      (await other(`/api/admin/jobs/${job.id}/move`, { method: 'POST', json: { stageId: p.stages[1]!.id } })).status,
    ).toBe(404);
    // The other client's upload against this client's request is refused and moves nothing.
    expect((await uploadFor(await requestOf(job.id), firm.otherClient)).status).toBe(404);
    expect((await jobNow(job.id)).stageId).toBe(p.stages[0]!.id);
    const [request] = await t.db
      .select()
      .from(documentRequests)
      .where(and(eq(documentRequests.clientId, clientId()), eq(documentRequests.status, 'pending')));
    expect(request).toBeDefined();
  });
});

/** The assigned client's package in the cart, checked out by EFT: a pending payment (an open invoice). */
async function pendingEft(): Promise<string> {
  const [essential] = await t.db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.packageType, 'essential'));
  const client = as(t, firm.assignedClient);
  const sub = (await (
    await client('/api/subscriptions', { method: 'POST', json: { serviceId: essential?.id } })
  ).json()) as { id: string };
  const checkout = (await (
    await client('/api/checkout', { method: 'POST', json: { subscriptionId: sub.id } })
  ).json()) as { paymentId: string };
  return checkout.paymentId;
}
