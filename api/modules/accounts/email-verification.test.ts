import { afterEach, describe, expect, test } from 'bun:test';
import { and, eq } from 'drizzle-orm';
import { accountTokens, activityLogs, emailOutbox, users } from '../../db/schema.ts';
import { registerClient, signIn, type SignedIn } from '../../testing/accounts.ts';
import { mailbox } from '../../testing/sent-mail.ts';
import { sinkWithTransport } from '../../testing/smtp-sink.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { as, type Firm, listUrl, withFreshFirm } from '../../testing/firm.ts';
import { deliverDueEmails } from '../email/deliver.ts';
import { HELD_UNVERIFIED } from '../email/unproven-address.ts';
import { LINK_NOT_VALID } from './account-tokens.ts';
import { createEmailVerificationService } from './email-verification.ts';

const SLOW = 30_000;
let t: TestApp;
let firm: Firm;
let me: SignedIn;
const closers: (() => Promise<void> | void)[] = [];
withFreshFirm(async (fresh) => {
  ({ t, firm } = fresh);
  me = await registerClient(t, { username: 'sipho', email: 'sipho@example.co.za' }, { verified: false });
});
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function sink() {
  const { server, transport, close } = await sinkWithTransport();
  closers.push(close);
  return { server, deliver: () => deliverDueEmails(t.db, transport) };
}

const tokenIn = (text: string | undefined) => text?.match(/\/auth\/verify\?token=([A-Za-z0-9_-]+)/)?.[1] ?? '';
/** Sipho's e-mails of a kind (the firm's own clients got theirs too). */
const mailsOf = (kind: 'email_verify' | 'email_change_confirm' | 'email_change_notice' | 'message') =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, kind), eq(emailOutbox.clientId, me.user.id)))
    .orderBy(emailOutbox.createdAt);
/** Sends what is due; answers what reached sipho's addresses. */
const sentToSipho = (server: { received: { to: string[] }[] }) =>
  server.received.filter((m) => m.to[0]?.startsWith('sipho'));
const confirm = (token: string) => t.request('/api/email-verification/confirm', { method: 'POST', json: { token } });
const me$ = async () =>
  (await (await t.request('/api/user', { headers: { cookie: me.cookie } })).json()) as {
    email: string;
    emailVerifiedAt: string | null;
  };
const queueMessage = (key: string) =>
  t.ctx.mailer.queue(t.db, {
    recipient: 'sipho@example.co.za',
    clientId: me.user.id,
    kind: 'message',
    content: {
      subject: 'A new message from your accountant',
      greeting: 'Hello Sipho,',
      paragraphs: ['Your accountant wrote to you.'],
      action: { label: 'Read it', url: `${t.config.publicUrl}/dashboard/messages` },
    },
    dedupeKey: key,
  });

describe('registration sends a verification link', () => {
  test(
    'to the new address, with the subject, a /auth/verify link and its 7-day expiry; the link proves the address once',
    async () => {
      const { server, deliver } = await sink();
      expect((await me$()).emailVerifiedAt).toBeNull();
      await deliver();
      const [mail] = sentToSipho(server) as typeof server.received;
      expect(mail?.to).toEqual(['sipho@example.co.za']);
      expect(mail?.header('Subject')).toBe('Confirm your e-mail address');
      expect(mail?.header('List-Unsubscribe')).toBeUndefined();
      expect(mail?.decoded).toContain(`${t.config.publicUrl}/auth/verify?token=`);
      expect(mail?.decoded).toContain('(7 days)');
      const [token] = await t.db.select().from(accountTokens).where(eq(accountTokens.purpose, 'verify'));
      const lifetime = (token?.expiresAt.getTime() ?? 0) - (token?.createdAt.getTime() ?? 0);
      expect(lifetime).toBe(7 * 24 * 60 * 60_000);

      const res = await confirm(tokenIn(mail?.decoded));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: 'Your e-mail address is confirmed', email: 'sipho@example.co.za' });
      expect((await me$()).emailVerifiedAt).toBeString();
      const again = await confirm(tokenIn(mail?.decoded));
      expect(again.status).toBe(400);
      expect((await again.json()).detail).toBe(LINK_NOT_VALID);
      const logged = JSON.stringify(await t.db.select().from(activityLogs));
      expect(logged).toContain('email_verified');
      expect(logged).not.toContain(tokenIn(mail?.decoded));
    },
    SLOW,
  );

  test('expires after 7 days (a fixed clock); Resend replaces the link; a confirmed address cannot ask again', async () => {
    const box = mailbox(t);
    const firstToken = await box.linkToken('sipho@example.co.za', '/auth/verify');
    const resent = await as(t, me)('/api/user/email-verification', { method: 'POST' });
    expect(resent.status).toBe(202);
    expect((await resent.json()).message).toBe('We have sent a new link to sipho@example.co.za');
    expect((await confirm(firstToken)).status).toBe(400);
    const token = await box.linkToken('sipho@example.co.za', '/auth/verify');
    expect(token).not.toBe(firstToken);
    const [row] = await t.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.purpose, 'verify'), eq(accountTokens.userId, me.user.id)))
      .orderBy(accountTokens.createdAt);
    const service = createEmailVerificationService(t.ctx);
    const meta = { ipAddress: '192.0.2.9', userAgent: null };
    const expiresAt =
      (await t.db.select().from(accountTokens))
        .map((r) => r.expiresAt.getTime())
        .sort()
        .at(-1) ?? 0;
    expect(row).toBeDefined();
    await expect(service.confirm(token, meta, new Date(expiresAt))).rejects.toMatchObject({ status: 400 });
    await service.confirm(token, meta, new Date(expiresAt - 1));
    const done = await as(t, me)('/api/user/email-verification', { method: 'POST' });
    expect(done.status).toBe(409);
  });
});

describe('an unproven address gets only account e-mails', () => {
  test(
    'reminders and message e-mails are recorded as skipped with the reason, never sent; once confirmed they go',
    async () => {
      const { server, deliver } = await sink();
      expect(await queueMessage('held:1')).toBe(true);
      const [held] = await mailsOf('message');
      expect(held?.status).toBe('skipped');
      expect(held?.statusReason).toBe(HELD_UNVERIFIED);
      // A reminder for a request made by staff is held the same way.
      const request = await as(t, firm.manager)('/api/admin/document-requests', {
        method: 'POST',
        json: { clientId: me.user.id, documentType: 'vat_return', description: 'VAT201', dueDate: '2099-12-31' },
      });
      expect(request.status).toBe(201);
      const reminders = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'document_request_new'));
      expect(reminders.map((r) => [r.status, r.statusReason])).toEqual([['skipped', HELD_UNVERIFIED]]);
      await deliver();
      // The verification link only.
      expect((sentToSipho(server) as typeof server.received).map((m) => m.header('Subject'))).toEqual([
        'Confirm your e-mail address',
      ]);

      // Queued while proven, then the address lost its proof (an admin typed a new one): held at sending.
      await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, me.user.id));
      expect(await queueMessage('held:2')).toBe(true);
      await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, me.user.id));
      expect(await deliver()).toEqual(['skipped']);

      const link = (sentToSipho(server) as typeof server.received).find(
        (m) => m.header('Subject') === 'Confirm your e-mail address',
      );
      expect((await confirm(tokenIn(link?.decoded))).status).toBe(200);
      expect(await queueMessage('sent:3')).toBe(true);
      expect(await deliver()).toEqual(['sent']);
      expect(server.received.at(-1)?.header('Subject')).toBe('A new message from your accountant');
    },
    SLOW,
  );

  test("the backoffice shows emailVerifiedAt on the client's record; an admin's new address for a client is unproven", async () => {
    const admin = as(t, firm.admin);
    const list = await (await admin(listUrl('clients', { filter: { q: 'sipho' } }))).json();
    expect(list[0]).toMatchObject({ username: 'sipho', emailVerifiedAt: null });
    const verified = await (await admin(`/api/admin/clients/${firm.assignedClient.user.id}`)).json();
    expect(verified.emailVerifiedAt).toBeString();
    const changed = await admin(`/api/admin/users/${firm.assignedClient.user.id}`, {
      method: 'PUT',
      json: { email: 'typed-by-staff@example.co.za' },
    });
    expect(changed.status).toBe(200);
    expect((await changed.json()).emailVerifiedAt).toBeNull();
  });
});

describe('changing the e-mail address in Settings', () => {
  test(
    'takes effect only when the new address confirms; the old address is told with the time and a way to report it',
    async () => {
      await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, me.user.id));
      const other = await signIn(t, 'sipho', 'correct-horse-1');
      const { server, deliver } = await sink();
      await deliver(); // the registrations' links
      server.received.length = 0;

      const res = await as(t, me)('/api/user/change-email', {
        method: 'POST',
        json: { newEmail: 'Sipho.New@Example.co.za', password: 'correct-horse-1' },
      });
      expect(res.status).toBe(202);
      expect((await res.json()).message).toBe(
        'We have sent a link to sipho.new@example.co.za. Your address changes once you open it.',
      );
      expect((await me$()).email).toBe('sipho@example.co.za');
      // Other sessions end, as for a password change.
      expect((await t.request('/api/user', { headers: { cookie: other.cookie } })).status).toBe(401);

      expect(await deliver()).toEqual(['sent', 'sent']);
      const toNew = server.received.find((m) => m.to[0] === 'sipho.new@example.co.za');
      const toOld = server.received.find((m) => m.to[0] === 'sipho@example.co.za');
      expect(toNew?.header('Subject')).toBe('Confirm your new e-mail address');
      expect(toNew?.decoded).toContain('(7 days)');
      expect(toOld?.header('Subject')).toBe('Your e-mail address is being changed');
      expect(toOld?.decoded).toContain('sipho.new@example.co.za');
      expect(toOld?.decoded).toMatch(/On \d{1,2} \w+ \d{4} at \d{2}:\d{2}/);
      expect(toOld?.decoded).toContain(`${t.config.publicUrl}/contact`);
      expect(toOld?.decoded).not.toContain('/auth/verify?token=');

      const ok = await confirm(tokenIn(toNew?.decoded));
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({
        message: 'Your e-mail address is now sipho.new@example.co.za',
        email: 'sipho.new@example.co.za',
      });
      const after = await me$();
      expect(after.email).toBe('sipho.new@example.co.za');
      expect(after.emailVerifiedAt).toBeString();
      expect((await confirm(tokenIn(toNew?.decoded))).status).toBe(400);
      const actions = (await t.db.select().from(activityLogs)).map((r) => r.action);
      expect(actions).toEqual(expect.arrayContaining(['email_change_requested', 'email_change']));
    },
    SLOW,
  );

  test('needs the password and a free address; one taken meanwhile answers 409 and changes nothing', async () => {
    const change = (json: unknown) => as(t, me)('/api/user/change-email', { method: 'POST', json });
    expect((await change({ newEmail: 'x@example.co.za', password: 'wrong-password' })).status).toBe(422);
    expect((await change({ newEmail: firm.otherClient.user.email, password: 'correct-horse-1' })).status).toBe(409);
    expect((await change({ newEmail: 'later@example.co.za', password: 'correct-horse-1' })).status).toBe(202);
    await registerClient(t, { username: 'quick', email: 'later@example.co.za' });
    const res = await confirm(await mailbox(t).linkToken('later@example.co.za', '/auth/verify'));
    expect(res.status).toBe(409);
    expect((await me$()).email).toBe('sipho@example.co.za');
  });
});

describe("an admin's change of address ends the links of the older one", () => {
  const askForA = async () => {
    const res = await as(t, me)('/api/user/change-email', {
      method: 'POST',
      json: { newEmail: 'sipho.a@example.co.za', password: 'correct-horse-1' },
    });
    expect(res.status).toBe(202);
  };
  const adminSetsB = async (resource: 'users' | 'clients') => {
    const res = await as(t, firm.admin)(`/api/admin/${resource}/${me.user.id}`, {
      method: 'PUT',
      json: { email: 'sipho.b@example.co.za' },
    });
    expect(res.status).toBe(200);
  };

  for (const resource of ['users', 'clients'] as const) {
    test(`the client's link to A (already sent) answers the dead-link error after an admin set B (/api/admin/${resource})`, async () => {
      const box = mailbox(t);
      await askForA();
      const toA = await box.linkToken('sipho.a@example.co.za', '/auth/verify');
      const verify = await box.linkToken('sipho@example.co.za', '/auth/verify');
      expect(toA).not.toBe('');
      expect(verify).not.toBe('');
      await adminSetsB(resource);

      const replay = await confirm(toA);
      expect(replay.status).toBe(400);
      expect((await replay.json()).detail).toBe(LINK_NOT_VALID);
      // Nor does the registration's verification link to the old address prove B.
      expect((await confirm(verify)).status).toBe(400);
      expect(await me$()).toMatchObject({ email: 'sipho.b@example.co.za', emailVerifiedAt: null });
    });
  }

  test('a confirmation still queued when the admin set B is not sent at all', async () => {
    const box = mailbox(t);
    await askForA();
    await adminSetsB('users');
    await box.deliver();
    expect(box.sent.filter((m) => m.to === 'sipho.a@example.co.za')).toEqual([]);
    const [row] = await mailsOf('email_change_confirm');
    expect(row?.status).toBe('skipped');
    expect(await me$()).toMatchObject({ email: 'sipho.b@example.co.za' });
  });
});
