import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { MESSAGE_ERRORS } from '../../../domain/messages.ts';
import type { MessageThread, MessageThreadSummary } from '../../../domain/shapes/messages.ts';
import { adminNotifications, emailOutbox, messageThreads } from '../../db/schema.ts';
import type { SignedIn } from '../../testing/accounts.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { as, type Firm, listUrl, withFreshFirm } from '../../testing/firm.ts';

let t: TestApp;
let firm: Firm;
withFreshFirm((fresh) => ({ t, firm } = fresh));

type Problem = { errors?: Record<string, string> };
const call = (who: SignedIn) => as(t, who);
const json = async <T>(res: Response) => (await res.json()) as T;

async function clientStarts(subject = 'VAT return for October', body = 'Here is my question.') {
  const res = await call(firm.assignedClient)('/api/messages/threads', { method: 'POST', json: { subject, body } });
  expect(res.status).toBe(201);
  return json<MessageThread>(res);
}
const reply = (who: SignedIn, id: string, body: string) =>
  call(who)(`/api/messages/threads/${id}/messages`, { method: 'POST', json: { body } });
const unread = async (who: SignedIn) =>
  (await json<{ count: number }>(await call(who)('/api/messages/unread-count'))).count;

describe('who sees a conversation', () => {
  test('the client and the staff who see them; another client or accountant gets 404 and an empty list', async () => {
    const thread = await clientStarts();
    expect(thread.messages).toHaveLength(1);
    expect(thread.messages[0]).toMatchObject({ body: 'Here is my question.', fromFirm: false });
    for (const who of [firm.accountant, firm.manager, firm.admin]) {
      expect((await call(who)(`/api/messages/threads/${thread.id}`)).status).toBe(200);
      const list = await json<MessageThreadSummary[]>(await call(who)('/api/messages/threads'));
      expect(list.map((row) => row.id)).toEqual([thread.id]);
    }
    for (const who of [firm.otherClient, firm.otherAccountant]) {
      expect((await call(who)(`/api/messages/threads/${thread.id}`)).status).toBe(404);
      expect((await reply(who, thread.id, 'Let me in')).status).toBe(404);
      expect(await json(await call(who)('/api/messages/threads'))).toEqual([]);
      expect(await unread(who)).toBe(0);
    }
    // The staff inbox resource follows the same rules.
    const inbox = async (who: SignedIn) =>
      (await json<{ id: string }[]>(await call(who)(listUrl('message-threads')))).map((row) => row.id);
    expect(await inbox(firm.accountant)).toEqual([thread.id]);
    expect(await inbox(firm.otherAccountant)).toEqual([]);
    expect((await call(firm.assignedClient)(listUrl('message-threads'))).status).toBe(403);
    expect((await t.request('/api/messages/unread-count')).status).toBe(401);
  });

  test('staff start a conversation with a client they see, naming the client; not with one they do not', async () => {
    const start = (who: SignedIn, clientId?: string) =>
      call(who)('/api/messages/threads', {
        method: 'POST',
        json: {
          ...(clientId ? { clientId } : {}),
          subject: 'Your payslips',
          body: 'Please send the October payslips.',
        },
      });
    const missing = await start(firm.accountant);
    expect(missing.status).toBe(422);
    expect((await json<Problem>(missing)).errors).toEqual({ clientId: MESSAGE_ERRORS.client });
    expect((await start(firm.accountant, firm.otherClient.user.id)).status).toBe(404);
    const made = await start(firm.accountant, firm.assignedClient.user.id);
    expect(made.status).toBe(201);
    const thread = await json<MessageThread>(made);
    expect(thread.clientId).toBe(firm.assignedClient.user.id);
    expect(thread.messages[0]?.fromFirm).toBe(true);
    expect(await unread(firm.assignedClient)).toBe(1);
  });
});

describe('unread', () => {
  test('the count drops on reading; my own messages never count', async () => {
    const thread = await clientStarts();
    expect(await unread(firm.assignedClient)).toBe(0);
    expect(await unread(firm.accountant)).toBe(1);
    const unreadInbox = async () =>
      (
        await json<{ id: string }[]>(
          await call(firm.accountant)(listUrl('message-threads', { filter: { unread: true } })),
        )
      ).length;
    expect(await unreadInbox()).toBe(1);
    const listed = await json<MessageThreadSummary[]>(await call(firm.accountant)('/api/messages/threads'));
    expect(listed[0]).toMatchObject({ unread: true, lastMessagePreview: 'Here is my question.' });
    await call(firm.accountant)(`/api/messages/threads/${thread.id}`);
    expect(await unread(firm.accountant)).toBe(0);
    expect(await unreadInbox()).toBe(0);
    expect((await reply(firm.accountant, thread.id, 'Thanks, I will look today.')).status).toBe(201);
    expect(await unread(firm.accountant)).toBe(0);
    expect(await unread(firm.assignedClient)).toBe(1);
    // The manager has not read it: for them it is unread.
    expect(await unread(firm.manager)).toBe(1);
    const read = await json<MessageThread>(await call(firm.assignedClient)(`/api/messages/threads/${thread.id}`));
    expect(read.messages.map((m) => m.body)).toEqual(['Here is my question.', 'Thanks, I will look today.']);
    expect(await unread(firm.assignedClient)).toBe(0);
  });
});

describe('telling the other side', () => {
  test("a client's message notifies their assigned accountant; a staff message e-mails the client at most every 15 minutes", async () => {
    const thread = await clientStarts();
    const notes = await t.db.select().from(adminNotifications).where(eq(adminNotifications.type, 'message'));
    expect(notes.map((n) => n.userId)).toEqual([firm.accountant.user.id]);
    expect(notes[0]).toMatchObject({ relatedTo: 'message-threads', relatedId: thread.id });

    await reply(firm.accountant, thread.id, 'First answer');
    await reply(firm.accountant, thread.id, 'Second answer');
    let mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'message'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      recipient: firm.assignedClient.user.email,
      subject: 'New message: VAT return for October',
    });
    // The e-mail names the conversation, not what was written.
    expect(mails[0]?.text).not.toContain('First answer');
    expect(mails[0]?.text).toContain(`/dashboard/messages?thread=${thread.id}`);
    await t.db
      .update(messageThreads)
      .set({ lastEmailedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(messageThreads.id, thread.id));
    await reply(firm.accountant, thread.id, 'Third answer');
    mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'message'));
    expect(mails).toHaveLength(2);
  });
});

describe('what a message may be', () => {
  test('empty without files, too long, no subject: 422 with the messages; <script> is kept as text', async () => {
    const thread = await clientStarts();
    const empty = await reply(firm.assignedClient, thread.id, '   ');
    expect(empty.status).toBe(422);
    expect((await json<Problem>(empty)).errors).toEqual({ body: MESSAGE_ERRORS.empty });
    const long = await reply(firm.assignedClient, thread.id, 'x'.repeat(10_001));
    expect(long.status).toBe(422);
    expect((await json<Problem>(long)).errors).toEqual({ body: MESSAGE_ERRORS.tooLong });
    expect((await reply(firm.assignedClient, thread.id, 'x'.repeat(10_000))).status).toBe(201);
    const noSubject = await call(firm.assignedClient)('/api/messages/threads', {
      method: 'POST',
      json: { subject: ' ', body: 'Hello' },
    });
    expect(noSubject.status).toBe(422);
    expect((await json<Problem>(noSubject)).errors).toEqual({ subject: MESSAGE_ERRORS.subject });
    const wrongType = await call(firm.assignedClient)('/api/messages/threads', {
      method: 'POST',
      json: { subject: 'Hi', body: 42 },
    });
    expect(wrongType.status).toBe(422);
    const script = '<script>alert(1)</script> & <b>bold</b>';
    const sent = await json<MessageThread>(await reply(firm.assignedClient, thread.id, script));
    expect(sent.messages.at(-1)?.body).toBe(script);
  });

  test('files come with a message (multipart), downloaded under the documents rules; 6 files are refused', async () => {
    const thread = await clientStarts();
    const form = new FormData();
    form.append('body', 'The statement you asked for');
    form.append('files', new File(['%PDF-1.4 statement'], 'october statement.pdf', { type: 'application/pdf' }));
    const res = await call(firm.assignedClient)(`/api/messages/threads/${thread.id}/messages`, {
      method: 'POST',
      body: form,
    });
    expect(res.status).toBe(201);
    const sent = await json<MessageThread>(res);
    const [file] = sent.messages.at(-1)?.attachments ?? [];
    expect(file).toMatchObject({ fileName: 'october statement.pdf', fileType: 'application/pdf', fileSize: 18 });
    const download = (who: SignedIn) => call(who)(`/api/messages/attachments/${file?.id}`);
    const mine = await download(firm.assignedClient);
    expect(mine.status).toBe(200);
    expect(await mine.text()).toBe('%PDF-1.4 statement');
    expect((await download(firm.accountant)).status).toBe(200);
    expect((await download(firm.otherClient)).status).toBe(404);
    expect((await download(firm.otherAccountant)).status).toBe(404);

    // Files alone are a message.
    const only = new FormData();
    only.append('files', new File(['a'], 'a.txt', { type: 'text/plain' }));
    expect(
      (await call(firm.accountant)(`/api/messages/threads/${thread.id}/messages`, { method: 'POST', body: only }))
        .status,
    ).toBe(201);
    const six = new FormData();
    six.append('body', 'Six files');
    for (let i = 0; i < 6; i++) six.append('files', new File(['x'], `f${i}.txt`, { type: 'text/plain' }));
    const refused = await call(firm.assignedClient)(`/api/messages/threads/${thread.id}/messages`, {
      method: 'POST',
      body: six,
    });
    expect(refused.status).toBe(422);
    const after = await json<MessageThread>(await call(firm.assignedClient)(`/api/messages/threads/${thread.id}`));
    expect(after.messages.map((m) => m.body)).not.toContain('Six files');
    // A new conversation may start with files too.
    const first = new FormData();
    first.append('subject', 'Receipts');
    first.append('body', '');
    first.append('files', new File(['r'], 'receipt.jpg', { type: 'image/jpeg' }));
    expect((await call(firm.assignedClient)('/api/messages/threads', { method: 'POST', body: first })).status).toBe(
      201,
    );
  });

  test('more than 30 messages a minute: 429', async () => {
    const thread = await clientStarts();
    const answers: number[] = [];
    for (let i = 0; i < 30; i++) answers.push((await reply(firm.assignedClient, thread.id, `Message ${i}`)).status);
    expect(answers.filter((status) => status === 201)).toHaveLength(29); // the thread's first message counted too
    expect(answers.at(-1)).toBe(429);
    // Someone else is not held up.
    expect((await reply(firm.accountant, thread.id, 'Slow down, please')).status).toBe(201);
  });
});
