import { afterEach, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { activityLogs, complianceDeadlines, documentRequests, emailOptOuts, emailOutbox } from '../../db/schema.ts';
import { startDroppingServer, startSmtpSink } from '../../testing/smtp-sink.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { as, type Firm, listUrl, withFreshFirm } from '../../testing/firm.ts';
import { deliverDueEmails, EMAIL_MAX_ATTEMPTS, EMAIL_RETRY_DELAYS_MS } from './deliver.ts';
import { OPTED_OUT } from './outbox.ts';
import { nextSendingTime } from './quiet-hours.ts';
import { deadlineStep, queueDueReminders, requestStep } from './reminders.ts';
import { smtpTransport } from './transport.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

let t: TestApp;
let firm: Firm;
const closers: (() => Promise<void> | void)[] = [];
withFreshFirm((fresh) => ({ t, firm } = fresh));
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

const client = () => as(t, firm.assignedClient);
const clientId = () => firm.assignedClient.user.id;
const links = () => ({ publicUrl: t.config.publicUrl });
/** 10:00 in South Africa on a day. */
const morning = (day: string) => new Date(`${day}T10:00:00+02:00`);

async function sink(behaviour: 'accept' | 'reject' = 'accept') {
  const server = await startSmtpSink(behaviour);
  const transport = smtpTransport(server.url, '"Ledgerline" <hello@ledgerline.co.za>');
  closers.push(server.close, () => transport.close());
  return { server, transport };
}

const queueMessageEmail = (dedupeKey = 'test:message:1', now = new Date()) =>
  t.ctx.mailer.queue(
    t.db,
    {
      recipient: firm.assignedClient.user.email,
      clientId: clientId(),
      kind: 'message',
      content: {
        subject: 'A new message from your accountant',
        greeting: 'Hello Thandi,',
        paragraphs: ['Your accountant wrote to you about <VAT> & "returns".'],
        action: { label: 'Read it in the portal', url: `${t.config.publicUrl}/dashboard/messages` },
      },
      dedupeKey,
    },
    now,
  );

const rows = () => t.db.select().from(emailOutbox);

describe('the outbox and SMTP', () => {
  test('an e-mail arrives once, with its recipient, subject, text, HTML and one-click unsubscribe headers', async () => {
    const { server, transport } = await sink();
    expect(await queueMessageEmail()).toBe(true);
    expect(await queueMessageEmail()).toBe(false); // the same dedupe key: nothing more
    expect(await deliverDueEmails(t.db, transport)).toEqual(['sent']);
    expect(await deliverDueEmails(t.db, transport)).toEqual([]);
    expect(server.received).toHaveLength(1);
    const [mail] = server.received;
    expect(mail?.to).toEqual([firm.assignedClient.user.email]);
    expect(mail?.header('Subject')).toBe('A new message from your accountant');
    expect(mail?.decoded).toContain('Your accountant wrote to you about <VAT> & "returns".');
    expect(mail?.decoded).toContain('Your accountant wrote to you about &lt;VAT&gt; &amp; &quot;returns&quot;.');
    expect(mail?.decoded).toContain(`${t.config.publicUrl}/dashboard/messages`);
    expect(mail?.decoded).toContain('Ledgerline Accounting (Pty) Ltd');
    const token = unsubscribeToken(t.ctx.appSecret, clientId(), 'messages');
    expect(mail?.header('List-Unsubscribe')).toBe(
      `<${t.config.publicUrl}/api/email/unsubscribe?token=${encodeURIComponent(token)}>`,
    );
    expect(mail?.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const [row] = await rows();
    expect(row?.status).toBe('sent');
    expect(row?.attempts).toBe(1);
  });

  test('a server answering 550 is retried with growing waits, then the e-mail is failed; nothing crashes', async () => {
    const { transport } = await sink('reject');
    let now = Date.now();
    await queueMessageEmail('test:550', new Date(now));
    expect(await deliverDueEmails(t.db, transport, { now })).toEqual(['retrying']);
    let [row] = await rows();
    expect(row?.status).toBe('queued');
    expect(row?.statusReason).toContain('550');
    expect(row?.nextAttemptAt.getTime()).toBe(now + (EMAIL_RETRY_DELAYS_MS[0] ?? 0));
    // Not due yet: nothing is tried.
    expect(await deliverDueEmails(t.db, transport, { now: now + 1000 })).toEqual([]);
    for (let attempt = 2; attempt <= EMAIL_MAX_ATTEMPTS; attempt++) {
      now = (row?.nextAttemptAt.getTime() ?? now) + 1;
      expect(await deliverDueEmails(t.db, transport, { now })).toEqual([
        attempt === EMAIL_MAX_ATTEMPTS ? 'failed' : 'retrying',
      ]);
      [row] = await rows();
    }
    expect(row?.status).toBe('failed');
    expect(row?.attempts).toBe(EMAIL_MAX_ATTEMPTS);
    expect(await deliverDueEmails(t.db, transport, { now: now + 86_400_000 })).toEqual([]);
  });

  test('a server that drops the connection leaves the e-mail queued for a retry, with the reason', async () => {
    const dropping = await startDroppingServer();
    const transport = smtpTransport(dropping.url, 'hello@ledgerline.co.za');
    closers.push(dropping.close, () => transport.close());
    await queueMessageEmail('test:drop');
    expect(await deliverDueEmails(t.db, transport)).toEqual(['retrying']);
    const [row] = await rows();
    expect(row?.status).toBe('queued');
    expect(row?.statusReason).toBeTruthy();
  });

  test('managers see the outbox and retry a failed e-mail; accountants cannot', async () => {
    await queueMessageEmail('test:retry');
    const [row] = await rows();
    await t.db
      .update(emailOutbox)
      .set({ status: 'failed', attempts: 6 })
      .where(eq(emailOutbox.id, row?.id ?? ''));
    const list = await as(t, firm.manager)(listUrl('email-outbox', { filter: { status: 'failed' } }));
    expect(list.status).toBe(200);
    expect(((await list.json()) as { id: string }[]).map((r) => r.id)).toEqual([row?.id ?? '']);
    expect((await as(t, firm.accountant)(listUrl('email-outbox'))).status).toBe(403);
    const retry = (who: Parameters<typeof as>[1]) =>
      as(t, who)(`/api/admin/email-outbox/${row?.id}/retry`, { method: 'POST' });
    expect((await retry(firm.accountant)).status).toBe(403);
    expect((await retry(firm.manager)).status).toBe(200);
    const [after] = await rows();
    expect(after?.status).toBe('queued');
    expect(after?.attempts).toBe(0);
    expect((await retry(firm.admin)).status).toBe(409);
    expect((await as(t, firm.admin)('/api/admin/email-outbox/nope/retry', { method: 'POST' })).status).toBe(404);
  });
});

describe('choices and unsubscribing', () => {
  test("Settings' choices: an opted-out kind is recorded as skipped; staff who see the client see the choice", async () => {
    expect(await (await client()('/api/email-preferences')).json()).toEqual({
      documentRequests: true,
      deadlines: true,
      messages: true,
    });
    const changed = await client()('/api/email-preferences', { method: 'PATCH', json: { messages: false } });
    expect(await changed.json()).toEqual({ documentRequests: true, deadlines: true, messages: false });
    expect((await client()('/api/email-preferences', { method: 'PATCH', json: { messages: 'no' } })).status).toBe(422);
    await queueMessageEmail('test:opted-out');
    const [row] = await rows();
    expect(row?.status).toBe('skipped');
    expect(row?.statusReason).toBe(OPTED_OUT);
    const seen = (who: Parameters<typeof as>[1]) =>
      as(
        t,
        who,
      )(listUrl('email-opt-outs', { filter: { userId: clientId() } })).then(
        async (res) => (await res.json()) as { category: string; source: string }[],
      );
    expect(await seen(firm.accountant)).toMatchObject([{ category: 'messages', source: 'settings' }]);
    expect(await seen(firm.otherAccountant)).toEqual([]);
    // Turned back on: e-mail flows again.
    await client()('/api/email-preferences', { method: 'PATCH', json: { messages: true } });
    await queueMessageEmail('test:back-on');
    expect((await rows()).map((r) => r.status).sort()).toEqual(['queued', 'skipped']);
    const logged = await t.db.select().from(activityLogs).where(eq(activityLogs.userId, clientId()));
    expect(logged.map((l) => l.action)).toEqual(expect.arrayContaining(['email_category_off', 'email_category_on']));
  });

  test('the unsubscribe link works signed out: its page asks, one POST stops that kind; a forged link is refused', async () => {
    const token = unsubscribeToken(t.ctx.appSecret, clientId(), 'document_requests');
    const url = `/api/email/unsubscribe?token=${encodeURIComponent(token)}`;
    const page = await t.request(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Stop document requests e-mails?');
    expect(html).toContain('<form method="post"');
    // A GET changes nothing (mail scanners follow links).
    expect(await t.db.select().from(emailOptOuts)).toEqual([]);
    const forged = unsubscribeToken(t.ctx.appSecret, clientId(), 'messages').replace('messages', 'deadlines');
    expect((await t.request(`/api/email/unsubscribe?token=${encodeURIComponent(forged)}`)).status).toBe(400);
    const asProgram = await t.request(`/api/email/unsubscribe?token=${encodeURIComponent(forged)}`, {
      headers: { accept: 'application/json' },
    });
    expect(asProgram.status).toBe(400);
    expect(asProgram.headers.get('content-type')).toContain('application/problem+json');
    expect(
      (await t.request(`/api/email/unsubscribe?token=${encodeURIComponent(forged)}`, { method: 'POST' })).status,
    ).toBe(400);
    const done = await t.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You are unsubscribed');
    expect(await t.db.select({ c: emailOptOuts.category, s: emailOptOuts.source }).from(emailOptOuts)).toEqual([
      { c: 'document_requests', s: 'unsubscribe link' },
    ]);
    expect(await (await client()('/api/email-preferences')).json()).toMatchObject({ documentRequests: false });
  });
});

describe('quiet hours', () => {
  test('07:00 to 19:00 SAST: inside, at once; outside, the next 07:00', () => {
    expect(nextSendingTime(new Date('2026-12-07T12:00:00+02:00'))).toEqual(new Date('2026-12-07T12:00:00+02:00'));
    expect(nextSendingTime(new Date('2026-12-07T07:00:00+02:00'))).toEqual(new Date('2026-12-07T07:00:00+02:00'));
    expect(nextSendingTime(new Date('2026-12-07T06:59:00+02:00'))).toEqual(new Date('2026-12-07T07:00:00+02:00'));
    expect(nextSendingTime(new Date('2026-12-07T19:00:00+02:00'))).toEqual(new Date('2026-12-08T07:00:00+02:00'));
    expect(nextSendingTime(new Date('2026-12-07T23:30:00+02:00'))).toEqual(new Date('2026-12-08T07:00:00+02:00'));
    expect(nextSendingTime(new Date('2026-12-08T01:00:00+02:00'))).toEqual(new Date('2026-12-08T07:00:00+02:00'));
  });

  test('a reminder queued in the evening waits for the morning', async () => {
    const { server, transport } = await sink();
    const evening = new Date('2026-12-07T20:30:00+02:00');
    const res = await as(t, firm.accountant)('/api/admin/document-requests', {
      method: 'POST',
      json: { clientId: clientId(), documentType: 'bank_statement', description: 'November statement' },
    });
    expect(res.status).toBe(201);
    // The request's e-mail was queued at the real time; move it to the evening to check the hold.
    await t.db.update(emailOutbox).set({ nextAttemptAt: nextSendingTime(evening) });
    expect(await deliverDueEmails(t.db, transport, { now: evening.getTime() })).toEqual([]);
    expect(await deliverDueEmails(t.db, transport, { now: new Date('2026-12-08T07:00:01+02:00').getTime() })).toEqual([
      'sent',
    ]);
    expect(server.received[0]?.header('Subject')).toBe('Document request: Bank statement');
  });
});

describe('reminders', () => {
  test('the steps of a document request: 3 days before, on the day, every 3 days overdue 3 times', () => {
    const due = '2026-12-10';
    const steps = ['2026-12-06', '2026-12-07', '2026-12-09', '2026-12-10', '2026-12-12', '2026-12-13', '2026-12-16']
      .concat(['2026-12-19', '2026-12-22', '2026-12-25'])
      .map((day) => requestStep(due, day)?.key ?? null);
    expect(steps).toEqual([
      null,
      'due-soon',
      'due-soon',
      'due-today',
      null,
      'overdue-1',
      'overdue-2',
      'overdue-3',
      null,
      null,
    ]);
    expect(
      ['2026-12-02', '2026-12-03', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11'].map((day) =>
        deadlineStep(due, day),
      ),
    ).toEqual([null, '7-days', '7-days', '1-day', '1-day', null]);
  });

  test('with SMTP set, an open request sends its reminders, none twice, and they stop once it is fulfilled', async () => {
    const { server, transport } = await sink();
    const created = await as(t, firm.accountant)('/api/admin/document-requests', {
      method: 'POST',
      json: {
        clientId: clientId(),
        documentType: 'bank_statement',
        description: 'November bank statement',
        dueDate: '2026-12-10',
      },
    });
    const request = (await created.json()) as { id: string };
    const run = async (day: string) => {
      const now = morning(day);
      await queueDueReminders(t.db, t.ctx.mailer, links(), now);
      await queueDueReminders(t.db, t.ctx.mailer, links(), now); // twice a day changes nothing
      await deliverDueEmails(t.db, transport, { now: now.getTime() });
    };
    await run('2026-12-07');
    await run('2026-12-08');
    await run('2026-12-10');
    await run('2026-12-13');
    expect(server.received.map((m) => m.header('Subject'))).toEqual([
      'Document request: Bank statement',
      'Reminder: Bank statement due 10 December 2026',
      'Due today: Bank statement',
      'Overdue: Bank statement was due 10 December 2026',
    ]);
    expect(server.received.every((m) => m.to[0] === firm.assignedClient.user.email)).toBe(true);
    expect(server.received[1]?.decoded).toContain(`${t.config.publicUrl}/dashboard/documents`);

    // Queued in the evening for the next morning, then fulfilled: it is skipped, and nothing more is queued.
    await queueDueReminders(t.db, t.ctx.mailer, links(), new Date('2026-12-16T20:00:00+02:00'));
    await t.db.update(documentRequests).set({ status: 'completed' }).where(eq(documentRequests.id, request.id));
    await run('2026-12-17');
    await run('2026-12-19');
    expect(server.received).toHaveLength(4);
    const skipped = (await rows()).filter((r) => r.status === 'skipped');
    expect(skipped.map((r) => r.dedupeKey)).toEqual([`document-request:${request.id}:overdue-2`]);
    expect(skipped[0]?.statusReason).toContain('No longer needed');
  });

  test('deadlines: 7 days and 1 day before; none once done, none for another client', async () => {
    const { server, transport } = await sink();
    const deadline = (id: string, dueDate: string, clientIdValue = clientId()) => ({
      id,
      clientId: clientIdValue,
      obligation: 'EMP201' as const,
      period: `2026-${id}`,
      periodLabel: 'November 2026',
      statutoryDate: dueDate,
      dueDate,
    });
    await t.db
      .insert(complianceDeadlines)
      .values([deadline('a', '2026-12-07'), deadline('b', '2026-12-13'), deadline('c', '2026-12-10')]);
    await t.db.update(complianceDeadlines).set({ status: 'done' }).where(eq(complianceDeadlines.id, 'c'));
    const now = morning('2026-12-06');
    expect(await queueDueReminders(t.db, t.ctx.mailer, links(), now)).toBe(2);
    expect(await queueDueReminders(t.db, t.ctx.mailer, links(), now)).toBe(0);
    await deliverDueEmails(t.db, transport, { now: now.getTime() });
    expect(server.received.map((m) => m.header('Subject')).sort()).toEqual([
      'EMP201 (PAYE, UIF and SDL) for November 2026 is due on 13 December 2026',
      'EMP201 (PAYE, UIF and SDL) for November 2026 is due tomorrow',
    ]);
    // A week on: 'b' is a day away, its second reminder; 'a' has passed.
    expect(await queueDueReminders(t.db, t.ctx.mailer, links(), morning('2026-12-12'))).toBe(1);
  });
});
