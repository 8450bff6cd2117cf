import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { activityLogs, recoveryCodes, sessions, twoFactor } from '../../db/schema.ts';
import { sha256Hex } from '../../lib/sha256.ts';
import { registerClient, type SignedIn } from '../../testing/accounts.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { as, type Firm, withFreshFirm } from '../../testing/firm.ts';
import { createRecoveryCodeHasher } from './recovery-codes.ts';
import { createSecretBox, parseTotpKey } from './secret-box.ts';
import { TWO_FACTOR_MESSAGES } from './service.ts';
import { codeAt, matchingStep, stepAt } from './totp.ts';

describe('TOTP (RFC 6238)', () => {
  // Appendix B's SHA-1 secret is the ASCII '12345678901234567890'; its 8-digit codes end in these 6 digits.
  const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  test('the Appendix B SHA-1 vectors', () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors) expect(codeAt(RFC_SECRET, seconds * 1000)).toBe(code.slice(2));
  });

  test('one step either side is accepted, two are not; the step is named', () => {
    const at = 1_700_000_000_000;
    const code = codeAt(RFC_SECRET, at);
    const step = stepAt(at);
    expect(matchingStep(RFC_SECRET, code, at)).toBe(step);
    expect(matchingStep(RFC_SECRET, code, at + 30_000)).toBe(step);
    expect(matchingStep(RFC_SECRET, code, at - 30_000)).toBe(step);
    expect(matchingStep(RFC_SECRET, code, at + 60_000)).toBeNull();
    expect(matchingStep(RFC_SECRET, code, at - 60_000)).toBeNull();
    expect(matchingStep(RFC_SECRET, `${code.slice(0, 3)} ${code.slice(3)}`, at)).toBe(step);
    expect(matchingStep(RFC_SECRET, 'abcdef', at)).toBeNull();
  });

  test('secrets are sealed with AES-GCM: a changed byte or another key does not open them', () => {
    const key = 'a'.repeat(64);
    const box = createSecretBox(key, 'app-secret');
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    const [v, iv, body, tag] = sealed.split('.');
    // The first character: all six of its bits are ciphertext (the last one's low bits may be padding).
    const flipped = `${v}.${iv}.${body?.startsWith('A') ? 'B' : 'A'}${body?.slice(1)}.${tag}`;
    expect(() => box.open(flipped)).toThrow();
    expect(() => createSecretBox('b'.repeat(64), 'app-secret').open(sealed)).toThrow();
    expect(parseTotpKey(Buffer.alloc(32, 7).toString('base64'))).toHaveLength(32);
    expect(() => parseTotpKey('too-short')).toThrow();
  });
});

describe('the recovery code hash', () => {
  test('keyed by TOTP_KEY and tied to the user; typing variations give the same hash', () => {
    const key = Buffer.alloc(32, 7).toString('hex');
    const hasher = createRecoveryCodeHasher(key, 'app secret');
    const stored = hasher.hash('user-a', 'abcde-fghjk');
    expect(stored).toMatch(/^v2\.[0-9a-f]{64}$/);
    expect(hasher.hash('user-a', 'ABCDE FGHJK')).toBe(stored);
    expect(hasher.hash('user-b', 'abcde-fghjk')).not.toBe(stored);
    expect(
      createRecoveryCodeHasher(Buffer.alloc(32, 8).toString('hex'), 'app secret').hash('user-a', 'abcde-fghjk'),
    ).not.toBe(stored);
    // Not the key that seals TOTP secrets, used as is: a label of its own.
    expect(createRecoveryCodeHasher(undefined, 'app secret').hash('user-a', 'abcde-fghjk')).not.toBe(stored);
    expect(hasher.candidates('user-a', 'abcde-fghjk')).toEqual([stored, sha256Hex('abcdefghjk')]);
  });
});

let t: TestApp;
let firm: Firm;
let me: SignedIn;
const PASSWORD = 'correct-horse-1';
withFreshFirm(async (fresh) => {
  ({ t, firm } = fresh);
  me = await registerClient(t, { username: 'zanele', email: 'zanele@example.co.za' });
});

const call = (path: string, json?: unknown) =>
  as(t, me)(path, json === undefined ? { method: 'POST' } : { method: 'POST', json });

/** Sets up and turns on two-factor for `who` (`me` by default); answers the secret and the recovery codes. */
async function enrol(who: SignedIn = me) {
  const post = (path: string, json?: unknown) =>
    as(t, who)(path, json === undefined ? { method: 'POST' } : { method: 'POST', json });
  const setup = (await (await post('/api/user/two-factor/setup')).json()) as { secret: string; qrSvg: string };
  const usedCode = codeAt(setup.secret, Date.now());
  const on = await post('/api/user/two-factor/enable', { code: usedCode });
  expect(on.status).toBe(200);
  const { recoveryCodes } = (await on.json()) as { recoveryCodes: string[] };
  return { secret: setup.secret, recoveryCodes, usedCode };
}

/** The password step: the challenge cookie, or throws. */
async function passwordStep(username = 'zanele'): Promise<string> {
  const res = await t.request('/api/login', { method: 'POST', json: { username, password: PASSWORD } });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ twoFactorRequired: true });
  const header = res.headers.get('set-cookie') ?? '';
  expect(header).not.toMatch(/(^|[ ,])sid=/);
  const match = header.match(/twofa=([^;]*)/);
  if (!match) throw new Error(`no challenge cookie: ${header}`);
  return `twofa=${match[1]}`;
}
const secondStep = (cookie: string, json: Record<string, string>) =>
  t.request('/api/login/2fa', { method: 'POST', json, headers: { cookie } });

describe('enrolment', () => {
  test('a 160-bit key as text and a QR code; on only after a correct code; 10 recovery codes once; encrypted at rest', async () => {
    const setup = (await (await call('/api/user/two-factor/setup')).json()) as {
      secret: string;
      uri: string;
      qrSvg: string;
    };
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toStartWith('otpauth://totp/');
    expect(setup.uri).toContain(`secret=${setup.secret}`);
    expect(setup.qrSvg).toContain('<svg');
    expect(await (await as(t, me)('/api/user/two-factor')).json()).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });
    const wrong = await call('/api/user/two-factor/enable', { code: '000000' });
    expect(wrong.status).toBe(422);
    const [stored] = await t.db.select().from(twoFactor).where(eq(twoFactor.userId, me.user.id));
    expect(stored?.secret).not.toContain(setup.secret);
    const on = await call('/api/user/two-factor/enable', { code: codeAt(setup.secret, Date.now()) });
    const { recoveryCodes } = (await on.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(recoveryCodes[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await (await as(t, me)('/api/user/two-factor')).json()).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    expect((await call('/api/user/two-factor/setup')).status).toBe(409);
  });
});

describe('signing in', () => {
  test('the password alone opens no session; a code does, once; a recovery code works once', async () => {
    const { secret, recoveryCodes, usedCode } = await enrol();
    const cookie = await passwordStep();
    expect((await t.request('/api/user', { headers: { cookie } })).status).toBe(401);
    // The code that turned it on was accepted already: it is refused now (replay).
    const replay = await secondStep(cookie, { code: usedCode });
    expect(replay.status).toBe(401);
    const next = await secondStep(cookie, { code: codeAt(secret, Date.now() + 30_000) });
    expect(next.status).toBe(200);
    const session = next.headers.get('set-cookie')?.match(/sid=([^;]+)/)?.[1];
    expect(session).toBeTruthy();
    expect((await t.request('/api/user', { headers: { cookie: `sid=${session}` } })).status).toBe(200);
    // The challenge is used up.
    expect((await secondStep(cookie, { code: codeAt(secret, Date.now() + 30_000) })).status).toBe(401);

    const again = await passwordStep();
    expect((await secondStep(again, { recoveryCode: recoveryCodes[3] ?? '' })).status).toBe(200);
    const third = await passwordStep();
    expect((await secondStep(third, { recoveryCode: recoveryCodes[3] ?? '' })).status).toBe(401);
    expect((await secondStep(third, { recoveryCode: (recoveryCodes[4] ?? '').toUpperCase() })).status).toBe(200);
    expect(await (await as(t, me)('/api/user/two-factor')).json()).toMatchObject({ recoveryCodesLeft: 8 });
    const actions = (await t.db.select().from(activityLogs).where(eq(activityLogs.userId, me.user.id))).map(
      (row) => row.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining(['two_factor_enabled', 'login_password_accepted', 'login', 'login_failed']),
    );
  });

  test('five wrong codes end the sign-in; the per-account limit answers 429 with Retry-After', async () => {
    const { secret } = await enrol();
    const cookie = await passwordStep();
    const answers: string[] = [];
    for (let i = 0; i < 5; i++)
      answers.push(((await (await secondStep(cookie, { code: '000000' })).json()) as { detail: string }).detail);
    expect(answers.slice(0, 4).every((detail) => detail === TWO_FACTOR_MESSAGES.wrongCode)).toBe(true);
    expect(answers[4]).toBe(TWO_FACTOR_MESSAGES.tooManyAttempts);
    const late = await secondStep(cookie, { code: codeAt(secret, Date.now() + 30_000) });
    expect(late.status).toBe(401);
    // A second sign-in, five more wrong codes: the account's 10 in 15 minutes are used up.
    const other = await passwordStep();
    for (let i = 0; i < 5; i++) await secondStep(other, { code: '111111' });
    const third = await passwordStep();
    const limited = await secondStep(third, { code: codeAt(secret, Date.now() + 30_000) });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test('without a challenge cookie, or with none of the codes: 401', async () => {
    expect((await t.request('/api/login/2fa', { method: 'POST', json: { code: '123456' } })).status).toBe(401);
    await enrol();
    const cookie = await passwordStep();
    expect((await secondStep(cookie, {})).status).toBe(401);
  });
});

describe('codes sent at once', () => {
  const sessionCount = async () => (await t.db.select().from(sessions).where(eq(sessions.userId, me.user.id))).length;
  const wrongCodesJudged = async () =>
    (await t.db.select().from(activityLogs).where(eq(activityLogs.userId, me.user.id))).filter(
      (row) => row.action === 'login_failed' && JSON.stringify(row.details).includes('two-factor code'),
    ).length;

  test('sixty wrong codes at once on one pending sign-in: at most 5 are judged, the rest refused', async () => {
    const { secret } = await enrol();
    const cookie = await passwordStep();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => secondStep(cookie, { code: String(100000 + i * 7919).slice(0, 6) })),
    );
    const details = await Promise.all(answers.map(async (res) => ((await res.json()) as { detail: string }).detail));
    expect(answers.every((res) => res.status === 401 || res.status === 429)).toBe(true);
    // At most four 'wrong code, try again'; the fifth wrong one ends the sign-in, and every later try is refused unjudged.
    expect(details.filter((detail) => detail === TWO_FACTOR_MESSAGES.wrongCode).length).toBeLessThanOrEqual(4);
    expect(await wrongCodesJudged()).toBeLessThanOrEqual(5);
    // That sign-in is over: even the right code does not open it now.
    expect((await secondStep(cookie, { code: codeAt(secret, Date.now() + 30_000) })).status).toBe(401);
  });

  test('the right code sent five times at once opens one session', async () => {
    const { secret } = await enrol();
    const before = await sessionCount();
    const cookie = await passwordStep();
    const code = codeAt(secret, Date.now() + 30_000);
    const answers = await Promise.all(Array.from({ length: 5 }, () => secondStep(cookie, { code })));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect(await sessionCount()).toBe(before + 1);
  });

  test('five different recovery codes at once on one pending sign-in open one session and use up one code', async () => {
    const { recoveryCodes: codes } = await enrol();
    const before = await sessionCount();
    const cookie = await passwordStep();
    const answers = await Promise.all(codes.slice(0, 5).map((recoveryCode) => secondStep(cookie, { recoveryCode })));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect(await sessionCount()).toBe(before + 1);
    const left = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, me.user.id));
    expect(left.filter((row) => row.usedAt === null)).toHaveLength(9);
  });
});

/** The table, under a name the tests' own `recoveryCodes` (the codes shown once) cannot hide. */
const recoveryCodeRows = recoveryCodes;

describe('recovery codes at rest', () => {
  const storedHashes = async (userId: string) =>
    (await t.db.select().from(recoveryCodeRows).where(eq(recoveryCodeRows.userId, userId))).map((row) => row.codeHash);
  const plain = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

  test('a copy of the database without TOTP_KEY does not give them: the stored hash is not SHA-256 of the code', async () => {
    const { recoveryCodes } = await enrol();
    const stored = await storedHashes(me.user.id);
    expect(stored).toHaveLength(10);
    for (const code of recoveryCodes) {
      for (const guess of [sha256Hex(plain(code)), sha256Hex(code), sha256Hex(code.toUpperCase())])
        expect(stored.some((hash) => hash.includes(guess))).toBe(false);
    }
  });

  test("one user's stored code matches no other user: copied to another account it does not sign in", async () => {
    const { recoveryCodes } = await enrol();
    const other = await registerClient(t, { username: 'sipho', email: 'sipho@example.co.za' });
    await enrol(other);
    // An attacker who can write the database copies zanele's rows onto sipho's account.
    const mine = await storedHashes(me.user.id);
    await t.db.delete(recoveryCodeRows).where(eq(recoveryCodeRows.userId, other.user.id));
    await t.db.insert(recoveryCodeRows).values(mine.map((codeHash) => ({ userId: other.user.id, codeHash })));
    const cookie = await passwordStep('sipho');
    expect((await secondStep(cookie, { recoveryCode: recoveryCodes[0] ?? '' })).status).toBe(401);
    // Zanele's own code still works, once.
    const own = await passwordStep();
    expect((await secondStep(own, { recoveryCode: recoveryCodes[0] ?? '' })).status).toBe(200);
    expect((await secondStep(await passwordStep(), { recoveryCode: recoveryCodes[0] ?? '' })).status).toBe(401);
  });

  test('codes stored before the keyed hash (plain SHA-256) still work, once each', async () => {
    await enrol();
    const legacy = 'abcde-fghjk';
    await t.db.delete(recoveryCodeRows).where(eq(recoveryCodeRows.userId, me.user.id));
    await t.db.insert(recoveryCodeRows).values({ userId: me.user.id, codeHash: sha256Hex(plain(legacy)) });
    expect((await secondStep(await passwordStep(), { recoveryCode: 'ABCDE FGHJK' })).status).toBe(200);
    expect((await secondStep(await passwordStep(), { recoveryCode: legacy })).status).toBe(401);
    expect(await (await as(t, me)('/api/user/two-factor')).json()).toMatchObject({ recoveryCodesLeft: 0 });
  });
});

describe('changing it', () => {
  test('new recovery codes replace the old; turning off needs the password and a code', async () => {
    const { secret, recoveryCodes } = await enrol();
    const fresh = await call('/api/user/two-factor/recovery-codes', { code: codeAt(secret, Date.now() + 30_000) });
    expect(fresh.status).toBe(200);
    const replaced = ((await fresh.json()) as { recoveryCodes: string[] }).recoveryCodes;
    const cookie = await passwordStep();
    expect((await secondStep(cookie, { recoveryCode: recoveryCodes[0] ?? '' })).status).toBe(401);
    expect((await secondStep(cookie, { recoveryCode: replaced[0] ?? '' })).status).toBe(200);

    const wrongPassword = await call('/api/user/two-factor/disable', { password: 'nope', recoveryCode: replaced[1] });
    expect(wrongPassword.status).toBe(422);
    const noCode = await call('/api/user/two-factor/disable', { password: PASSWORD, code: '000000' });
    expect(noCode.status).toBe(422);
    const off = await call('/api/user/two-factor/disable', { password: PASSWORD, recoveryCode: replaced[1] });
    expect(off.status).toBe(200);
    const plain = await t.request('/api/login', { method: 'POST', json: { username: 'zanele', password: PASSWORD } });
    expect(plain.headers.get('set-cookie')).toMatch(/sid=/);
  });

  test("an admin resets another user's two-factor (logged); nobody else may", async () => {
    await enrol();
    const path = `/api/admin/users/${me.user.id}/reset-two-factor`;
    expect((await as(t, firm.manager)(path, { method: 'POST' })).status).toBe(403);
    expect((await as(t, me)(path, { method: 'POST' })).status).toBe(403);
    expect((await as(t, firm.admin)(path, { method: 'POST' })).status).toBe(200);
    expect((await as(t, firm.admin)(path, { method: 'POST' })).status).toBe(409);
    const [logged] = await t.db.select().from(activityLogs).where(eq(activityLogs.action, 'two_factor_reset'));
    expect(logged).toMatchObject({ userId: firm.admin.user.id, details: { userId: me.user.id } });
    const plain = await t.request('/api/login', { method: 'POST', json: { username: 'zanele', password: PASSWORD } });
    expect(plain.headers.get('set-cookie')).toMatch(/sid=/);
  });
});
