import { afterEach, describe, expect, test } from 'bun:test';
import { sql } from 'drizzle-orm';
import { registerClient, type SignedIn, signIn } from '../../testing/accounts.ts';
import { sinkWithTransport } from '../../testing/smtp-sink.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { as, type Firm, listUrl, withFreshFirm } from '../../testing/firm.ts';
import { deliverDueEmails } from './deliver.ts';

const SLOW = 30_000;
let t: TestApp;
let firm: Firm;
let lerato: SignedIn;
const closers: (() => Promise<void> | void)[] = [];
withFreshFirm(async (fresh) => {
  ({ t, firm } = fresh);
  lerato = await registerClient(t, { username: 'lerato', email: 'lerato@example.co.za', firstName: 'Lerato' });
});
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** Every `token=` value in a text: whatever could be a link's secret. */
const tokensIn = (text: string) =>
  [...text.matchAll(/token=([A-Za-z0-9_%-]+)/g)].map((m) => decodeURIComponent(m[1] ?? ''));
const resetWith = (token: string) =>
  t.request('/api/password-reset/confirm', { method: 'POST', json: { token, newPassword: 'taken-over-by-staff-1' } });
const acceptWith = (token: string) =>
  t.request('/api/invitations/accept', { method: 'POST', json: { token, newPassword: 'taken-over-by-staff-1' } });

/** Tries every candidate as a reset and as an invitation: none may work. */
async function expectNoneWorks(candidates: string[]) {
  for (const token of new Set(candidates)) {
    const reset = await resetWith(token);
    expect(reset.status).toBe(400);
    const accepted = await acceptWith(token);
    expect(accepted.status).toBe(400);
    expect(accepted.headers.get('set-cookie') ?? '').not.toContain('sid=');
  }
}

describe('account links are never readable by staff or in a copy of the database', () => {
  test(
    "a manager asks a client's reset and an admin invites someone: the backoffice's outbox (list and record) and the raw rows hold no working link; the e-mails sent do",
    async () => {
      const manager = as(t, firm.manager);
      expect(
        (await t.request('/api/password-reset', { method: 'POST', json: { email: 'lerato@example.co.za' } })).status,
      ).toBe(202);
      const invited = await as(t, firm.admin)('/api/admin/users', {
        method: 'POST',
        json: { username: 'bongani', email: 'bongani@firm.co.za', role: 'accountant' },
      });
      expect(invited.status).toBe(201);

      const staffView = async () => {
        const list = await manager(listUrl('email-outbox', { range: [0, 99] }));
        expect(list.status).toBe(200);
        const rows = (await list.json()) as { id: string; kind: string; recipient: string; subject: string }[];
        let text = JSON.stringify(rows);
        for (const row of rows) {
          const one = await manager(`/api/admin/email-outbox/${row.id}`);
          expect(one.status).toBe(200);
          text += await one.text();
        }
        return { rows, text };
      };
      const rawRows = async () => JSON.stringify((await t.db.all(sql`select * from email_outbox`)) as unknown[]);

      // Queued: staff still see to whom, which kind, the subject and the status.
      const queued = await staffView();
      expect(queued.rows).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            kind: 'password_reset',
            recipient: 'lerato@example.co.za',
            subject: 'Reset your password',
            status: 'queued',
          }),
          expect.objectContaining({
            kind: 'invitation',
            recipient: 'bongani@firm.co.za',
            subject: 'Set up your account',
            status: 'queued',
          }),
        ]),
      );
      await expectNoneWorks([...tokensIn(queued.text), ...tokensIn(await rawRows())]);
      // What staff see instead of the secret.
      expect(queued.text).toContain('/auth/reset?token=link-hidden');

      // Sent: the person receives the working link.
      const { server, transport, close } = await sinkWithTransport();
      closers.push(close);
      expect(await deliverDueEmails(t.db, transport)).toEqual(['sent', 'sent']);
      const sent = (to: string) => server.received.find((m) => m.to[0] === to)?.decoded ?? '';
      const resetToken = sent('lerato@example.co.za').match(/\/auth\/reset\?token=([A-Za-z0-9_-]+)/)?.[1] ?? '';
      const inviteToken = sent('bongani@firm.co.za').match(/\/auth\/invite\?token=([A-Za-z0-9_-]+)/)?.[1] ?? '';
      expect(resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(inviteToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

      // Nor does anything staff or a backup can read hold them once sent.
      const after = await staffView();
      expect(after.rows.every((r) => (r as unknown as { status: string }).status === 'sent')).toBe(true);
      for (const seen of [after.text, await rawRows()]) {
        expect(seen).not.toContain(resetToken);
        expect(seen).not.toContain(inviteToken);
      }
      await expectNoneWorks([...tokensIn(after.text), ...tokensIn(await rawRows())]);

      // The links that were sent work.
      expect(
        (
          await t.request('/api/password-reset/confirm', {
            method: 'POST',
            json: { token: resetToken, newPassword: 'lerato-chose-this-1' },
          })
        ).status,
      ).toBe(200);
      await signIn(t, 'lerato', 'lerato-chose-this-1');
      expect(lerato.user.username).toBe('lerato');
      const accepted = await t.request('/api/invitations/accept', {
        method: 'POST',
        json: { token: inviteToken, newPassword: 'bongani-chose-this-1' },
      });
      expect(accepted.status).toBe(200);
    },
    SLOW,
  );
});
