import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { isCommonPassword } from '../../../domain/password-rules.ts';
import { users } from '../../db/schema.ts';
import { registerClient, signIn } from '../../testing/accounts.ts';
import { mailbox } from '../../testing/sent-mail.ts';
import { type TestApp, withFreshApp } from '../../testing/test-app.ts';
import { as, signInStaff } from '../../testing/firm.ts';

const TOO_COMMON = 'This password is one of the most common passwords. Please choose one that is harder to guess';

let t: TestApp;
withFreshApp((app) => (t = app));

describe('the common-password list', () => {
  test('holds the passwords guessed first, whatever their case, and not an ordinary long one', async () => {
    for (const password of ['password1', 'Password1', 'qwertyuiop', 'iloveyou', 'P@ssw0rd', '12345678'])
      expect(await isCommonPassword(password)).toBe(true);
    for (const password of ['correct-horse-1', 'Umhlanga rocks at dawn', 'kx8#Qm2!vLp9'])
      expect(await isCommonPassword(password)).toBe(false);
  });
});

describe('a common password is refused wherever one is chosen', () => {
  test('registration: 422 on the password field, nothing stored, no registration counted', async () => {
    const res = await t.request('/api/register', {
      method: 'POST',
      json: { username: 'hopeful', email: 'hopeful@example.co.za', password: 'Password1' },
    });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ password: TOO_COMMON });
    expect(await t.db.select().from(users)).toHaveLength(0);
    const keys = (await t.client.execute('select key from rate_limits')).rows.map((row) => String(row.key));
    expect(keys.filter((key) => key.startsWith('register:'))).toEqual([]);
  });

  test('a password change: 422 on newPassword, the old password still works', async () => {
    const { cookie } = await registerClient(t, { username: 'changer' });
    const res = await t.request('/api/user/change-password', {
      method: 'POST',
      headers: { cookie },
      json: { currentPassword: 'correct-horse-1', newPassword: 'sunshine1' },
    });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ newPassword: TOO_COMMON });
    await signIn(t, 'changer', 'correct-horse-1');
  });

  test("a reset through an e-mailed link and an admin's new user: 422 on the password, nothing changed", async () => {
    const admin = await signInStaff(t, 'ada', 'admin');
    const client = await registerClient(t, { username: 'resettee' });
    expect((await as(t, admin)(`/api/admin/users/${client.user.id}/password-reset`, { method: 'POST' })).status).toBe(
      200,
    );
    const token = await mailbox(t).linkToken(client.user.email, '/auth/reset');
    const confirm = (newPassword: string) =>
      t.request('/api/password-reset/confirm', { method: 'POST', json: { token, newPassword } });
    const reset = await confirm('football1');
    expect(reset.status).toBe(422);
    expect((await reset.json()).errors).toEqual({ newPassword: TOO_COMMON });
    await signIn(t, 'resettee', 'correct-horse-1');

    const created = await as(t, admin)('/api/admin/users', {
      method: 'POST',
      json: { username: 'newbie', email: 'newbie@firm.co.za', password: 'letmein123', role: 'accountant' },
    });
    expect(created.status).toBe(422);
    expect(await t.db.select().from(users).where(eq(users.username, 'newbie'))).toHaveLength(0);

    // A good one goes through the same path.
    expect((await confirm('a-fresh-start-9')).status).toBe(200);
    await signIn(t, 'resettee', 'a-fresh-start-9');
  });
});
