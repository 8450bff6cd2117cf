import { afterAll, beforeAll, expect, test } from 'bun:test';
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { prepareDatabase } from './boot.ts';
import { loadConfig } from './config.ts';
import { payments, services, subscriptions, users } from './db/schema.ts';
import { serverFolder, startServerProcess, type ServerProcess } from './testing/spawn-server.ts';

/**
 * DESIGN 'More than one machine': two server processes on one `file:` database (WAL)
 * serve as one. Sessions, limits, single-use tokens and scheduled work hold across both.
 */
const { dir, env: folderEnv } = serverFolder();
const databaseUrl = folderEnv.DATABASE_URL ?? '';
let one: ServerProcess;
let two: ServerProcess;
const due: string[] = [];

beforeAll(async () => {
  // Subscriptions past their renewal date, so the renewals job has work on its first tick.
  const database = await prepareDatabase({ ...loadConfig({}), databaseUrl });
  const { db } = database;
  const [service] = await db.select().from(services).where(eq(services.packageType, 'standard'));
  for (let i = 0; i < 5; i++) {
    const [user] = await db
      .insert(users)
      .values({ username: `due${i}`, email: `due${i}@example.co.za`, password: 'x', role: 'client' })
      .returning({ id: users.id });
    const [sub] = await db
      .insert(subscriptions)
      .values({
        userId: user?.id ?? '',
        serviceId: service?.id ?? '',
        status: 'active',
        startDate: new Date(Date.now() - 40 * 86_400_000),
        renewalDate: new Date(Date.now() - 86_400_000),
        autoRenew: true,
      })
      .returning({ id: subscriptions.id });
    due.push(sub?.id ?? '');
  }
  database.client.close();

  // LOG_LEVEL info: the job's "ran" lines tell which process held the lease.
  const env = { ...folderEnv, JOB_INTERVAL_MS: '1000', LOG_LEVEL: 'info' };
  [one, two] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 60_000);

afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

const json = (url: string, path: string, body: unknown, cookie?: string) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

test('a session made on one process works on the other', async () => {
  const registered = await json(one.url, '/api/register', {
    username: 'shared',
    email: 'shared@example.co.za',
    password: 'correct-horse-battery-1',
  });
  expect(registered.status).toBe(201);
  const cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const me = await fetch(`${two.url}/api/user`, { headers: { cookie } });
  expect(me.status).toBe(200);
  expect(((await me.json()) as { username: string }).username).toBe('shared');
  // Signing out on the second ends the session on the first too.
  expect((await json(two.url, '/api/logout', {}, cookie)).status).toBeLessThan(300);
  expect((await fetch(`${one.url}/api/user`, { headers: { cookie } })).status).toBe(401);
});

test('a sign-in limit counts the attempts made on both processes', async () => {
  await json(one.url, '/api/register', {
    username: 'guessed',
    email: 'guessed@example.co.za',
    password: 'correct-horse-battery-2',
  });
  let refusedAt = 0;
  for (let attempt = 1; attempt <= 30 && !refusedAt; attempt++) {
    const server = attempt % 2 ? one : two;
    const res = await json(server.url, '/api/login', { username: 'guessed', password: `wrong-${attempt}` });
    if (res.status === 429) refusedAt = attempt;
    else expect(res.status).toBe(401);
  }
  // Ten wrong passwords per account: counted per process, the 21st try would be the first refused.
  expect(refusedAt).toBeGreaterThan(1);
  expect(refusedAt).toBeLessThanOrEqual(11);
});

test('a human-check answer is accepted once across both processes', async () => {
  const challenge = (await (await fetch(`${one.url}/api/human-check`)).json()) as {
    a: number;
    b: number;
    token: string;
  };
  const form = {
    name: 'Thandi',
    email: 'thandi@example.co.za',
    subject: 'Payroll',
    message: 'Please call me about payroll.',
    captcha: String(challenge.a + challenge.b),
    captchaToken: challenge.token,
  };
  expect((await json(one.url, '/api/contact', form)).status).toBe(201);
  const replayed = await json(two.url, '/api/contact', form);
  expect(replayed.status).toBe(422);
  expect(((await replayed.json()) as { errors: Record<string, string> }).errors.captcha).toBeTruthy();
});

test('scheduled work runs under one lease: each due renewal is raised once, by one process', async () => {
  const database = await prepareDatabase({ ...loadConfig({}), databaseUrl });
  try {
    const deadline = Date.now() + 10_000;
    let raised = 0;
    while (Date.now() < deadline) {
      raised = (await database.db.select().from(payments)).length;
      if (raised >= due.length) break;
      await Bun.sleep(100);
    }
    await Bun.sleep(600); // several more ticks on both processes
    for (const id of due) {
      expect(await database.db.select().from(payments).where(eq(payments.subscriptionId, id))).toHaveLength(1);
    }
  } finally {
    database.client.close();
  }
  const runners = [one, two].filter((server) => server.output().includes('"job":"billing-renewals"'));
  expect(runners).toHaveLength(1);
});
