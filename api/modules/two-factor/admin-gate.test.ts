/**
 * The backoffice's two-factor gate (decision 030): admins must turn on
 * two-factor sign-in before /api/admin/* answers them; accountants and managers must
 * too once the firm setting says so; their own account's routes stay open to enrol.
 */
import { describe, expect, test } from 'bun:test';
import { createUser } from '../accounts/create-user.ts';
import { signIn, type SignedIn } from '../../testing/accounts.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { as, enrolTwoFactor, type Firm, STAFF_PASSWORD, withFreshFirm } from '../../testing/firm.ts';
import { createTwoFactorService, TWO_FACTOR_MESSAGES } from './service.ts';
import { codeAt } from './totp.ts';

const REQUIRED = 'Two-factor authentication required';

let t: TestApp;
let firm: Firm;
withFreshFirm((fresh) => ({ t, firm } = fresh));

/** A staff member signed in with the password alone (not yet enrolled). */
async function newStaff(username: string, role: 'admin' | 'manager' | 'accountant'): Promise<SignedIn> {
  await createUser(t.db, { username, email: `${username}@firm.co.za`, password: STAFF_PASSWORD, role });
  return signIn(t, username, STAFF_PASSWORD);
}

async function expectGated(who: SignedIn, path = '/api/admin/dashboard') {
  const res = await as(t, who)(path);
  expect(res.status).toBe(403);
  expect(((await res.json()) as { detail: string }).detail).toBe(REQUIRED);
}

const status = async (who: SignedIn) =>
  (await (await as(t, who)('/api/user/two-factor')).json()) as { enabled: boolean; required: boolean };

const setStaffRule = async (on: boolean) =>
  expect(
    (await as(t, firm.admin)('/api/admin/firm-settings', { method: 'PATCH', json: { twoFactorRequiredForStaff: on } }))
      .status,
  ).toBe(200);

describe('admins', () => {
  test('an admin without two-factor gets 403 on every backoffice call, enrols with the same session, then gets in', async () => {
    const nomsa = await newStaff('nomsa', 'admin');
    await expectGated(nomsa);
    await expectGated(nomsa, '/api/admin/clients');
    const write = await as(t, nomsa)('/api/admin/services', { method: 'POST', json: { name: 'x' } });
    expect(write.status).toBe(403);
    // What enrolment needs stays open.
    expect((await as(t, nomsa)('/api/user')).status).toBe(200);
    expect(await status(nomsa)).toMatchObject({ enabled: false, required: true });

    await enrolTwoFactor(t, nomsa);
    expect(await status(nomsa)).toMatchObject({ enabled: true, required: true });
    expect((await as(t, nomsa)('/api/admin/dashboard')).status).toBe(200);
  });

  test('an admin cannot turn it off; when another admin resets it, the backoffice closes to them again', async () => {
    const nomsa = await newStaff('nomsa', 'admin');
    const secret = await enrolTwoFactor(t, nomsa);
    const off = await as(t, nomsa)('/api/user/two-factor/disable', {
      method: 'POST',
      json: { password: STAFF_PASSWORD, code: codeAt(secret, Date.now() + 30_000) },
    });
    expect(off.status).toBe(409);
    expect(((await off.json()) as { detail: string }).detail).toBe(TWO_FACTOR_MESSAGES.requiredForRole);
    expect((await as(t, nomsa)('/api/admin/dashboard')).status).toBe(200);

    const reset = `/api/admin/users/${nomsa.user.id}/reset-two-factor`;
    expect((await as(t, firm.admin)(reset, { method: 'POST' })).status).toBe(200);
    await expectGated(nomsa);
  });

  test('API keys are judged by their scopes, not by the gate', async () => {
    const made = await as(t, firm.admin)('/api/admin/api-keys', {
      method: 'POST',
      json: { name: 'CRM', scopes: ['clients:read'] },
    });
    expect(made.status).toBe(201);
    const { secret } = (await made.json()) as { secret: string };
    // The admin who made it loses their second factor: the key still works.
    expect(
      (await as(t, firm.admin)(`/api/admin/users/${firm.admin.user.id}/reset-two-factor`, { method: 'POST' })).status,
    ).toBe(200);
    const read = await t.request('/api/admin/clients', { headers: { authorization: `Bearer ${secret}` } });
    expect(read.status).toBe(200);
  });

  test('a client is refused the backoffice as before, without being asked to enrol', async () => {
    const res = await as(t, firm.assignedClient)('/api/admin/dashboard');
    expect(res.status).toBe(403);
    expect(((await res.json()) as { detail: string }).detail).not.toBe(REQUIRED);
    expect(await status(firm.assignedClient)).toMatchObject({ required: false });
  });

  test('the command line turns it on with a key the operator holds: the sign-in then asks for a code', async () => {
    const thandi = await createUser(t.db, {
      username: 'thandi',
      email: 'thandi@firm.co.za',
      password: STAFF_PASSWORD,
      role: 'admin',
    });
    const service = createTwoFactorService(t.ctx);
    await expect(service.enableWithKey(thandi.id, 'too-short')).rejects.toThrow();
    const key = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const { recoveryCodes } = await service.enableWithKey(thandi.id, key);
    expect(recoveryCodes).toHaveLength(10);
    const login = await t.request('/api/login', {
      method: 'POST',
      json: { username: 'thandi', password: STAFF_PASSWORD },
    });
    expect(await login.json()).toEqual({ twoFactorRequired: true });
  });
});

describe('accountants and managers', () => {
  test('may use the backoffice without it by default; under the firm setting they must enrol first', async () => {
    const sipho = await newStaff('sipho', 'accountant');
    const lerato = await newStaff('lerato', 'manager');
    expect((await as(t, sipho)('/api/admin/clients')).status).toBe(200);
    expect(await status(sipho)).toMatchObject({ required: false });

    await setStaffRule(true);
    await expectGated(sipho, '/api/admin/clients');
    await expectGated(lerato);
    expect(await status(sipho)).toMatchObject({ enabled: false, required: true });

    await enrolTwoFactor(t, sipho);
    expect((await as(t, sipho)('/api/admin/clients')).status).toBe(200);
    await expectGated(lerato);

    await setStaffRule(false);
    expect((await as(t, lerato)('/api/admin/dashboard')).status).toBe(200);
  });

  test('under the setting an accountant cannot turn it off; without it they can', async () => {
    const sipho = await newStaff('sipho', 'accountant');
    const secret = await enrolTwoFactor(t, sipho);
    await setStaffRule(true);
    const off = (offset: number) =>
      as(t, sipho)('/api/user/two-factor/disable', {
        method: 'POST',
        json: { password: STAFF_PASSWORD, code: codeAt(secret, Date.now() + offset) },
      });
    expect((await off(30_000)).status).toBe(409);
    await setStaffRule(false);
    expect((await off(30_000)).status).toBe(200);
  });
});
