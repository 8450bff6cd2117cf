import { afterEach, describe, expect, test } from 'bun:test';
import { and, eq } from 'drizzle-orm';
import { formatTime } from '../../../domain/format.ts';
import { accountTokens, activityLogs, emailOutbox, users } from '../../db/schema.ts';
import { registerClient, signIn, type SignedIn } from '../../testing/accounts.ts';
import { mailbox } from '../../testing/sent-mail.ts';
import { sinkWithTransport } from '../../testing/smtp-sink.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { as, type Firm, withFreshFirm } from '../../testing/firm.ts';
import { deliverDueEmails } from '../email/deliver.ts';
import { codeAt } from '../two-factor/totp.ts';
import { LINK_NOT_VALID } from './account-tokens.ts';
import { createPasswordResetService, RESET_DONE, RESET_REQUESTED } from './password-reset.ts';

const SLOW = 30_000;
const PASSWORD = 'correct-horse-1';
const NEW_PASSWORD = 'a-brand-new-secret-9';
let t: TestApp;
let firm: Firm;
let me: SignedIn;
const closers: (() => Promise<void> | void)[] = [];
withFreshFirm(async (fresh) => {
  ({ t, firm } = fresh);
  me = await registerClient(t, { username: 'lerato', email: 'lerato@example.co.za', firstName: 'Lerato' });
});
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function sink() {
  const { server, transport, close } = await sinkWithTransport();
  closers.push(close);
  return { server, deliver: () => deliverDueEmails(t.db, transport) };
}

const ask = (email: string) => t.request('/api/password-reset', { method: 'POST', json: { email } });
const confirm = (token: string, newPassword = NEW_PASSWORD) =>
  t.request('/api/password-reset/confirm', { method: 'POST', json: { token, newPassword } });
const tokenIn = (text: string | undefined) => text?.match(/\/auth\/reset\?token=([A-Za-z0-9_-]+)/)?.[1] ?? '';
const resetMails = () =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'password_reset'), eq(emailOutbox.recipient, 'lerato@example.co.za')));
const signedIn = async (cookie: string) => (await t.request('/api/user', { headers: { cookie } })).status === 200;
/** A link for lerato, as the e-mail brings it (the sending step fills its token in). */
async function linkToken(): Promise<string> {
  expect((await ask('lerato@example.co.za')).status).toBe(202);
  return mailbox(t).linkToken('lerato@example.co.za', '/auth/reset');
}

describe('asking for a link', () => {
  test(
    'the e-mail goes to the account, with the subject, a link to /auth/reset on PUBLIC_URL and its 30-minute expiry',
    async () => {
      const { server, deliver } = await sink();
      const before = Date.now();
      const res = await ask('LERATO@example.co.za');
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ message: RESET_REQUESTED });
      expect(await deliver()).toEqual(['sent']);
      const [mail] = server.received;
      expect(mail?.to).toEqual(['lerato@example.co.za']);
      expect(mail?.header('Subject')).toBe('Reset your password');
      expect(mail?.header('List-Unsubscribe')).toBeUndefined();
      expect(mail?.decoded).toContain('Hello Lerato,');
      expect(mail?.decoded).toContain(`${t.config.publicUrl}/auth/reset?token=`);
      const token = tokenIn(mail?.decoded);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
      const [stored] = await t.db.select().from(accountTokens);
      expect(stored?.purpose).toBe('reset');
      expect(stored?.tokenHash).not.toContain(token);
      const expires = stored?.expiresAt.getTime() ?? 0;
      expect(expires - before).toBeGreaterThanOrEqual(30 * 60_000);
      expect(expires - Date.now()).toBeLessThanOrEqual(30 * 60_000);
      expect(mail?.decoded).toContain(formatTime(expires));
      // The token is in no log row and no stored column but the e-mail's own text.
      const logs = JSON.stringify(await t.db.select().from(activityLogs));
      expect(logs).not.toContain(token);
      expect(logs).toContain('password_reset_requested');
    },
    SLOW,
  );

  test(
    'known and unknown addresses get the same status and body, in the same time; only the known one gets mail',
    async () => {
      const timings: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
      const bodies = new Set<string>();
      for (let i = 0; i < 4; i++) {
        for (const [which, email] of [
          ['known', 'lerato@example.co.za'],
          ['unknown', `nobody${i}@example.co.za`],
        ] as const) {
          const started = performance.now();
          const res = await ask(email);
          timings[which].push(performance.now() - started);
          bodies.add(`${res.status} ${res.headers.get('content-type')} ${await res.text()}`);
        }
      }
      expect([...bodies]).toEqual([
        `202 application/json;charset=utf-8 ${JSON.stringify({ message: RESET_REQUESTED })}`,
      ]);
      const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
      expect(Math.abs(median(timings.known) - median(timings.unknown))).toBeLessThan(50);
      expect(
        await t.db
          .select({ recipient: emailOutbox.recipient })
          .from(emailOutbox)
          .where(eq(emailOutbox.kind, 'password_reset')),
      ).toEqual([
        { recipient: 'lerato@example.co.za' },
        { recipient: 'lerato@example.co.za' },
        { recipient: 'lerato@example.co.za' },
      ]);
    },
    SLOW,
  );

  test(
    '10 requests for one address in an hour are all accepted, but only 3 e-mails go out',
    async () => {
      for (let i = 0; i < 10; i++) expect((await ask('lerato@example.co.za')).status).toBe(202);
      expect(await resetMails()).toHaveLength(3);
    },
    SLOW,
  );

  test('an address that is not an e-mail is refused with a field message, whoever it would name', async () => {
    const res = await ask('not-an-address');
    expect(res.status).toBe(422);
    expect((await res.json()).errors.email).toBeString();
  });
});

describe('requests sent at once', () => {
  test('sixty requests at once from one address: at most 30 are answered, the rest 429', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => ask(`someone${i}@example.co.za`)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 202).length).toBeLessThanOrEqual(30);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(30);
    for (const res of answers.filter((answer) => answer.status === 429))
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test('ten requests at once for one address send at most 3 links', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => ask('lerato@example.co.za')));
    expect(answers.every((res) => res.status === 202)).toBe(true);
    expect((await resetMails()).length).toBeLessThanOrEqual(3);
  });
});

describe('using the link', () => {
  test(
    'sets the password, ends every session, opens none, sends "Your password was changed" and is logged',
    async () => {
      const { server, deliver } = await sink();
      const second = await signIn(t, 'lerato', PASSWORD);
      const token = await linkToken();
      const res = await confirm(token);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: RESET_DONE });
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(await signedIn(me.cookie)).toBe(false);
      expect(await signedIn(second.cookie)).toBe(false);
      expect(
        (await t.request('/api/login', { method: 'POST', json: { username: 'lerato', password: PASSWORD } })).status,
      ).toBe(401);
      await signIn(t, 'lerato', NEW_PASSWORD);

      expect(await deliver()).toEqual(['sent']);
      const changed = server.received.find((m) => m.header('Subject') === 'Your password was changed');
      expect(changed?.to).toEqual(['lerato@example.co.za']);
      expect(changed?.decoded).toContain('Every device that was signed in has been signed out.');
      expect(changed?.decoded).toContain(`${t.config.publicUrl}/auth`);
      const logs = await t.db.select().from(activityLogs).where(eq(activityLogs.action, 'password_reset'));
      expect(logs).toHaveLength(1);
      expect(logs[0]?.userId).toBe(me.user.id);
      expect(JSON.stringify(await t.db.select().from(activityLogs))).not.toContain(token);
    },
    SLOW,
  );

  test(
    'works once: a used, replaced or unknown link answers 400 with the same message',
    async () => {
      const first = await linkToken();
      const second = await linkToken();
      // Asking again replaced the first link.
      const replaced = await confirm(first);
      expect(replaced.status).toBe(400);
      expect((await replaced.json()).detail).toBe(LINK_NOT_VALID);
      expect((await confirm(second)).status).toBe(200);
      const again = await confirm(second, 'yet-another-secret-7');
      expect(again.status).toBe(400);
      expect((await again.json()).detail).toBe(LINK_NOT_VALID);
      expect((await confirm('x'.repeat(43))).status).toBe(400);
      await signIn(t, 'lerato', NEW_PASSWORD);
    },
    SLOW,
  );

  test(
    'expires after 30 minutes (a fixed clock)',
    async () => {
      const token = await linkToken();
      const [row] = await t.db.select().from(accountTokens);
      const expiresAt = row?.expiresAt.getTime() ?? 0;
      const resets = createPasswordResetService(t.ctx);
      const meta = { ipAddress: '192.0.2.1', userAgent: 'test' };
      await expect(resets.confirm(token, NEW_PASSWORD, meta, new Date(expiresAt))).rejects.toMatchObject({
        status: 400,
        detail: LINK_NOT_VALID,
      });
      await resets.confirm(token, NEW_PASSWORD, meta, new Date(expiresAt - 1));
      await signIn(t, 'lerato', NEW_PASSWORD);
    },
    SLOW,
  );

  test(
    'a common password is refused on newPassword and the link still works',
    async () => {
      const token = await linkToken();
      const res = await confirm(token, 'password123');
      expect(res.status).toBe(422);
      expect((await res.json()).errors.newPassword).toBeString();
      expect((await confirm(token)).status).toBe(200);
    },
    SLOW,
  );

  test(
    'a user with two-factor sign-in still needs a code after the reset',
    async () => {
      const setup = (await (await as(t, me)('/api/user/two-factor/setup', { method: 'POST' })).json()) as {
        secret: string;
      };
      const on = await as(t, me)('/api/user/two-factor/enable', {
        method: 'POST',
        json: { code: codeAt(setup.secret, Date.now()) },
      });
      expect(on.status).toBe(200);
      expect((await confirm(await linkToken())).status).toBe(200);
      const res = await t.request('/api/login', {
        method: 'POST',
        json: { username: 'lerato', password: NEW_PASSWORD },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ twoFactorRequired: true });
      expect(res.headers.get('set-cookie') ?? '').not.toMatch(/(^|[ ,])sid=/);
    },
    SLOW,
  );
});

describe('one link used at once from several places', () => {
  test(
    'the same link sent five times at once sets the password once; the others are told it was used',
    async () => {
      const token = await linkToken();
      const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => confirm(token, `${NEW_PASSWORD}-${i}`)));
      expect(answers.map((res) => res.status).sort()).toEqual([200, 400, 400, 400, 400]);
      const winner = answers.findIndex((res) => res.status === 200);
      expect(
        (
          await t.request('/api/login', {
            method: 'POST',
            json: { username: 'lerato', password: `${NEW_PASSWORD}-${winner}` },
          })
        ).status,
      ).toBe(200);
    },
    SLOW,
  );
});

describe("the backoffice's 'Send a password reset link'", () => {
  test('an admin sends it (logged, no token in the log); other staff cannot; nobody types a password any more', async () => {
    const admin = as(t, firm.admin);
    const res = await admin(`/api/admin/users/${me.user.id}/password-reset`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe('A password reset link was sent to lerato@example.co.za');
    const [mail] = await resetMails();
    const token = tokenIn(mail?.text);
    expect(token).not.toBe('');
    const [logged] = await t.db.select().from(activityLogs).where(eq(activityLogs.action, 'password_reset_link_sent'));
    expect(logged?.userId).toBe(firm.admin.user.id);
    expect(logged?.details).toEqual({ userId: me.user.id, username: 'lerato' });
    expect(JSON.stringify(await t.db.select().from(activityLogs))).not.toContain(token);

    for (const who of [firm.manager, firm.accountant]) {
      expect((await as(t, who)(`/api/admin/users/${me.user.id}/password-reset`, { method: 'POST' })).status).toBe(403);
    }
    expect((await admin(`/api/admin/users/${crypto.randomUUID()}/password-reset`, { method: 'POST' })).status).toBe(
      404,
    );

    const typed = await admin(`/api/admin/users/${me.user.id}`, {
      method: 'PUT',
      json: { password: 'typed-by-admin-1' },
    });
    expect(typed.status).toBe(422);
    const [row] = await t.db.select({ password: users.password }).from(users).where(eq(users.id, me.user.id));
    expect(await Bun.password.verify('typed-by-admin-1', row?.password ?? '')).toBe(false);
    expect(await signedIn(me.cookie)).toBe(true);
  });
});
