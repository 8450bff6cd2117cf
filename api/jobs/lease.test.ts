import { expect, test } from 'bun:test';
import { leases } from '../db/schema.ts';
import { type TestApp, withFreshApp } from '../testing/test-app.ts';
import { releaseLease, takeLease } from './lease.ts';
import { startJobs } from './scheduler.ts';

let t: TestApp;
withFreshApp((app) => (t = app));

test('a lease has one holder until it expires or is released; its holder renews it', async () => {
  const now = Date.now();
  expect(await takeLease(t.db, 'job', 'a', 1000, now)).toBe(true);
  expect(await takeLease(t.db, 'job', 'b', 1000, now + 10)).toBe(false);
  expect(await takeLease(t.db, 'job', 'a', 1000, now + 500)).toBe(true); // renewed until now + 1500
  expect(await takeLease(t.db, 'job', 'b', 1000, now + 1200)).toBe(false);
  // a dies: once its lease has passed, the next asker takes it
  expect(await takeLease(t.db, 'job', 'b', 1000, now + 1500)).toBe(true);
  expect(await t.db.select().from(leases)).toEqual([{ name: 'job', holder: 'b', expiresAt: now + 2500 }]);

  await releaseLease(t.db, 'job', 'a'); // not a's any more: nothing happens
  expect(await takeLease(t.db, 'job', 'c', 1000, now + 1600)).toBe(false);
  await releaseLease(t.db, 'job', 'b');
  expect(await takeLease(t.db, 'job', 'c', 1000, now + 1600)).toBe(true);
});

test('of many asking at once, exactly one takes the lease', async () => {
  const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => takeLease(t.db, 'race', `p${i}`, 60_000)));
  expect(answers.filter(Boolean)).toHaveLength(1);
});

test('two job runners on one database: only the lease holder runs the job; stopping releases it', async () => {
  const runs: string[] = [];
  const job = (who: string) => ({
    name: 'counted',
    everyMs: 40,
    firstAfterMs: 1,
    run: async () => {
      runs.push(who);
    },
  });
  const first = startJobs(t.db, [job('first')], () => undefined);
  const second = startJobs(t.db, [job('second')], () => undefined);
  await Bun.sleep(300);
  const ranFirst = runs.filter((who) => who === 'first').length;
  const ranSecond = runs.filter((who) => who === 'second').length;
  expect(ranFirst + ranSecond).toBeGreaterThan(3);
  expect(Math.min(ranFirst, ranSecond)).toBe(0);

  // The holder stops cleanly: the other takes over at its next tick, not after the expiry.
  const [holderRunner, other] = ranFirst ? [first, second] : [second, first];
  const otherName = ranFirst ? 'second' : 'first';
  await holderRunner.stop();
  await Bun.sleep(150);
  expect(runs.filter((who) => who === otherName).length).toBeGreaterThan(0);
  await other.stop();
  expect(await t.db.select().from(leases)).toEqual([]);
});

test('a failing job is reported and runs again at its next tick', async () => {
  const events: string[] = [];
  let calls = 0;
  const runner = startJobs(
    t.db,
    [
      {
        name: 'flaky',
        everyMs: 30,
        firstAfterMs: 1,
        run: async () => {
          calls++;
          if (calls === 1) throw new Error('boom');
        },
      },
    ],
    (event) => events.push(event.outcome),
  );
  await Bun.sleep(120);
  await runner.stop();
  expect(events[0]).toBe('failed');
  expect(events).toContain('ran');
});
