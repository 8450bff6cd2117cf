import { describe, expect, test } from 'bun:test';
import { activityLogs } from '../../db/schema.ts';
import { type TestApp, withFreshApp } from '../../testing/test-app.ts';
import { createUser } from './create-user.ts';

/** Sign-in limits stop guessing, never an office of people behind one address. */
let t: TestApp;
withFreshApp((app) => (t = app), { trustProxy: 1 });

const OFFICE = '198.51.100.20';
const PASSWORD = 'correct-horse-1';

const signInFrom = (ip: string, username: string, password: string) =>
  t.request('/api/login', { method: 'POST', headers: { 'x-forwarded-for': ip }, json: { username, password } });

async function people(count: number, prefix = 'staffer') {
  const names = Array.from({ length: count }, (_, i) => `${prefix}${i}`);
  for (const username of names)
    await createUser(t.db, { username, email: `${username}@office.co.za`, password: PASSWORD });
  return names;
}

describe('an office behind one address', () => {
  test('thirty people sign in correctly from one address within a minute: nobody is refused', async () => {
    const names = await people(30);
    const started = Date.now();
    const statuses: number[] = [];
    for (const username of names) statuses.push((await signInFrom(OFFICE, username, PASSWORD)).status);
    expect(statuses).toEqual(names.map(() => 200));
    expect(Date.now() - started).toBeLessThan(60_000);
    // The claim is "within a minute": thirty password hashes on a busy machine pass bun's 5 s default.
  }, 60_000);

  test('successful sign-ins in between do not count, nor reset the count of failures', async () => {
    const names = await people(3);
    // 19 failures, many successes, then the 20th failure is still answered and the 21st attempt is refused.
    for (let i = 0; i < 19; i++) expect((await signInFrom(OFFICE, `nobody${i}`, 'wrong-guess-1')).status).toBe(401);
    for (let round = 0; round < 5; round++)
      for (const username of names) expect((await signInFrom(OFFICE, username, PASSWORD)).status).toBe(200);
    expect((await signInFrom(OFFICE, 'nobody-else', 'wrong-guess-1')).status).toBe(401);
    expect((await signInFrom(OFFICE, 'nobody-more', 'wrong-guess-1')).status).toBe(429);
  });
});

describe('guessing stays capped', () => {
  test('21 wrong sign-ins from one address across usernames reach 429 with Retry-After; another address still signs in', async () => {
    const [victim] = await people(1, 'victim');
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 21; i++) {
      last = await signInFrom('203.0.113.66', `guess${i}`, `password-${i}-x`);
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
    const retryAfter = Number(last!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The guessing address is stopped whatever it tries, so a refusal never tells a right guess from a wrong one.
    expect((await signInFrom('203.0.113.66', victim!, PASSWORD)).status).toBe(429);
    // Meanwhile everyone else signs in.
    expect((await signInFrom(OFFICE, victim!, PASSWORD)).status).toBe(200);
  });

  test('ten wrong passwords from one address lock that address out of the account, not its owner elsewhere', async () => {
    const [owner] = await people(1, 'owner');
    for (let i = 0; i < 10; i++) expect((await signInFrom('203.0.113.7', owner!, `guess-${i}-xx`)).status).toBe(401);
    const locked = await signInFrom('203.0.113.7', owner!, PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Other accounts from that address are not locked by it.
    const [colleague] = await people(1, 'colleague');
    expect((await signInFrom('203.0.113.7', colleague!, PASSWORD)).status).toBe(200);
    // The owner, from home, signs in; and that success unlocks nothing for the guessing address.
    expect((await signInFrom(OFFICE, owner!, PASSWORD)).status).toBe(200);
    expect((await signInFrom('203.0.113.7', owner!, PASSWORD)).status).toBe(429);
  });

  test('a success clears only its own address for its own account', async () => {
    const [owner] = await people(1, 'forgetful');
    for (let i = 0; i < 9; i++) expect((await signInFrom(OFFICE, owner!, `typo-${i}-xx`)).status).toBe(401);
    expect((await signInFrom(OFFICE, owner!, PASSWORD)).status).toBe(200);
    // A fresh allowance on this account from this address: the owner mistyping again is not locked out.
    for (let i = 0; i < 9; i++) expect((await signInFrom(OFFICE, owner!, `typo-${i}-yy`)).status).toBe(401);
    expect((await signInFrom(OFFICE, owner!, PASSWORD)).status).toBe(200);
  });

  test('guessing one account from many addresses is refused within 30 tries', async () => {
    const [target] = await people(1, 'target');
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await signInFrom(`192.0.2.${i + 1}`, target!, `spread-${i}-x`)).status);
    const firstRefusal = statuses.indexOf(429);
    expect(firstRefusal).toBeGreaterThan(-1);
    expect(firstRefusal).toBeLessThan(30);
    expect(statuses.slice(0, firstRefusal).every((status) => status === 401)).toBe(true);
  });

  test('a client-written X-Forwarded-For entry does not make a new address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.request('/api/login', {
        method: 'POST',
        // The proxy appends the real address; everything before it is the client's own writing.
        headers: { 'x-forwarded-for': `10.0.${i}.1, 203.0.113.99` },
        json: { username: `spoof${i}`, password: 'wrong-guess-1' },
      });
      statuses.push(res.status);
    }
    expect(statuses[19]).toBe(401);
    expect(statuses[20]).toBe(429);
  });
});

describe('what a failed sign-in leaves behind', () => {
  test('a typed name that is no account is never stored in clear; a real account is named', async () => {
    const [known] = await people(1, 'known');
    const typed = 'MySecretPassw0rd!';
    expect((await signInFrom(OFFICE, typed, 'anything-1')).status).toBe(401);
    expect((await signInFrom(OFFICE, known!, 'anything-1')).status).toBe(401);
    const logs = await t.db.select().from(activityLogs);
    const failed = logs.filter((row) => row.action === 'login_failed');
    expect(failed).toHaveLength(2);
    expect(JSON.stringify(failed).toLowerCase()).not.toContain(typed.toLowerCase());
    expect(failed.some((row) => JSON.stringify(row.details).includes(known!))).toBe(true);
    const keys = (await t.client.execute('select key from rate_limits')).rows.map((row) => String(row.key));
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ').toLowerCase()).not.toContain(typed.toLowerCase());
    expect(keys.join(' ')).not.toContain(known!);
  });
});

describe('guesses sent at once', () => {
  test('sixty wrong passwords for one account from one address at once: at most 10 are judged, the rest 429', async () => {
    const [owner] = await people(1, 'burst');
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signInFrom('203.0.113.30', owner!, `parallel-guess-${i}`)),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(
      statuses.filter((status) => status === 401).length + statuses.filter((status) => status === 429).length,
    ).toBe(60);
    for (const res of answers.filter((answer) => answer.status === 429))
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const judged = (await t.db.select().from(activityLogs)).filter((row) => row.action === 'login_failed');
    expect(judged.length).toBeLessThanOrEqual(10);
    // The address stays locked out of that account afterwards, the right password too.
    expect((await signInFrom('203.0.113.30', owner!, PASSWORD)).status).toBe(429);
  });

  test('sixty wrong passwords across usernames from one address at once: at most 20 are judged', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signInFrom('203.0.113.31', `spray${i}`, `parallel-guess-${i}`)),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(20);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(40);
  });

  test('an office signing in at once is not refused, and its successes leave no count behind', async () => {
    const names = await people(15, 'rush');
    const answers = await Promise.all(names.map((username) => signInFrom(OFFICE, username, PASSWORD)));
    expect(answers.map((res) => res.status)).toEqual(names.map(() => 200));
    const counts = (await t.client.execute('select key, count from rate_limits')).rows.map((row) => Number(row.count));
    expect(counts.every((count) => count === 0)).toBe(true);
    // The whole allowance of failures is still there: 20 more are judged before the 429.
    for (let i = 0; i < 20; i++) expect((await signInFrom(OFFICE, `typo${i}`, 'wrong-guess-1')).status).toBe(401);
    expect((await signInFrom(OFFICE, 'typo-more', 'wrong-guess-1')).status).toBe(429);
  });
});
