import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { activityLogs, correctionRequests, emailOutbox } from '../../db/schema.ts';
import type { SignedIn } from '../../testing/accounts.ts';
import { as, type Firm, listUrl, withFreshFirm } from '../../testing/firm.ts';
import type { TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let firm: Firm;
withFreshFirm((fresh) => {
  ({ t, firm } = fresh);
});

type Answer = { id: string; kind: string; status: string; response: string | null; resolvedAt: string | null };
type Problem = { errors?: Record<string, string> };

async function ask(who: SignedIn, json: Record<string, unknown>) {
  return as(t, who)('/api/user/correction-requests', { method: 'POST', json });
}
async function asked(who: SignedIn = firm.assignedClient): Promise<Answer> {
  const res = await ask(who, { subject: 'My ID number', details: 'The last digit is 7, not 1.' });
  expect(res.status).toBe(201);
  return (await res.json()) as Answer;
}
const resolve = (who: SignedIn, id: string, json: Record<string, unknown>) =>
  as(t, who)(`/api/admin/correction-requests/${id}/resolve`, { method: 'POST', json });
const outboxFor = (clientId: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.clientId, clientId));

describe('corrections and objections (POPIA s24)', () => {
  test('a client asks, lists their own requests only, and the request is logged', async () => {
    const mine = await asked();
    expect(mine).toMatchObject({ kind: 'correction', status: 'open', response: null });
    const objection = await ask(firm.assignedClient, {
      kind: 'objection',
      subject: 'Marketing e-mails',
      details: 'Do not use my details for newsletters.',
    });
    expect(objection.status).toBe(201);
    await asked(firm.otherClient);

    const list = (await (await as(t, firm.assignedClient)('/api/user/correction-requests')).json()) as Answer[];
    expect(list.map((r) => r.kind).sort()).toEqual(['correction', 'objection']);
    const rows = await t.db
      .select()
      .from(correctionRequests)
      .where(eq(correctionRequests.userId, firm.assignedClient.user.id));
    expect(rows.map((r) => r.id).sort()).toEqual(list.map((r) => r.id).sort());
    const logged = await t.db.select().from(activityLogs).where(eq(activityLogs.action, 'correction_requested'));
    expect(logged.length).toBe(3);
  });

  test('a request without text is a 422 naming the field, and nothing is stored', async () => {
    const blank = await ask(firm.assignedClient, { subject: 'My address', details: '   ' });
    expect(blank.status).toBe(422);
    expect(((await blank.json()) as Problem).errors?.details).toBe('Say what should change, or why you object');
    const noSubject = await ask(firm.assignedClient, { details: 'Wrong' });
    expect(noSubject.status).toBe(422);
    expect(((await noSubject.json()) as Problem).errors?.subject).toBeDefined();
    const badKind = await ask(firm.assignedClient, { kind: 'erase', subject: 'x', details: 'y' });
    expect(badKind.status).toBe(422);
    expect(await t.db.select().from(correctionRequests)).toEqual([]);
  });

  test('staff who see the client resolve it once; the client sees the answer and is e-mailed', async () => {
    const request = await asked();
    const done = await resolve(firm.accountant, request.id, { status: 'done', response: 'Corrected on your profile.' });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ status: 'done', response: 'Corrected on your profile.' });
    const again = await resolve(firm.manager, request.id, { status: 'refused', response: 'No' });
    expect(again.status).toBe(409);

    const [mine] = (await (await as(t, firm.assignedClient)('/api/user/correction-requests')).json()) as Answer[];
    expect(mine).toMatchObject({ status: 'done', response: 'Corrected on your profile.' });
    expect(mine?.resolvedAt).not.toBeNull();
    const mails = await outboxFor(firm.assignedClient.user.id);
    expect(mails.map((m) => [m.kind, m.recipient, m.status])).toEqual([
      ['correction_resolved', firm.assignedClient.user.email, 'queued'],
    ]);
    expect(mails[0]?.text).toContain('Corrected on your profile.');
    const [log] = await t.db.select().from(activityLogs).where(eq(activityLogs.action, 'correction_resolved'));
    expect(log).toMatchObject({ userId: firm.accountant.user.id });
    expect(log?.details).toMatchObject({ correctionRequestId: request.id, status: 'done' });
  });

  test('a refusal needs a reason the client sees', async () => {
    const request = await asked();
    const bare = await resolve(firm.manager, request.id, { status: 'refused' });
    expect(bare.status).toBe(422);
    expect(((await bare.json()) as Problem).errors?.response).toBe('Give the client the reason for refusing');
    const blank = await resolve(firm.manager, request.id, { status: 'refused', response: '  ' });
    expect(blank.status).toBe(422);
    const [row] = await t.db.select().from(correctionRequests).where(eq(correctionRequests.id, request.id));
    expect(row?.status).toBe('open');
    expect(await outboxFor(firm.assignedClient.user.id)).toEqual([]);

    const refused = await resolve(firm.manager, request.id, {
      status: 'refused',
      response: 'SARS requires the registered name as it is on your CIPC record.',
    });
    expect(refused.status).toBe(200);
    const [mail] = await outboxFor(firm.assignedClient.user.id);
    expect(mail?.text).toContain('SARS requires the registered name');
  });

  test("another client's request, an unassigned accountant and a client are kept out", async () => {
    const request = await asked();
    expect((await resolve(firm.otherAccountant, request.id, { status: 'done' })).status).toBe(404);
    expect((await as(t, firm.otherAccountant)(`/api/admin/correction-requests/${request.id}`)).status).toBe(404);
    const seen = (await (await as(t, firm.otherAccountant)(listUrl('correction-requests'))).json()) as Answer[];
    expect(seen).toEqual([]);
    expect((await resolve(firm.otherClient, request.id, { status: 'done' })).status).toBe(403);
    const others = (await (await as(t, firm.otherClient)('/api/user/correction-requests')).json()) as Answer[];
    expect(others).toEqual([]);
    const byAssigned = (await (await as(t, firm.accountant)(listUrl('correction-requests'))).json()) as Answer[];
    expect(byAssigned.map((r) => r.id)).toEqual([request.id]);
  });

  test('two resolves at once: one wins, one e-mail', async () => {
    const request = await asked();
    const results = await Promise.all([
      resolve(firm.accountant, request.id, { status: 'done' }),
      resolve(firm.manager, request.id, { status: 'refused', response: 'Not ours to change.' }),
      resolve(firm.admin, request.id, { status: 'done' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await outboxFor(firm.assignedClient.user.id)).length).toBe(1);
  });
});
