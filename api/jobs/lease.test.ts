import { expect, test } from 'bun:test';
import { leases } from '../db/schema.ts';
import { type TestApp, withFreshApp } from '../testing/test-app.ts';
import { releaseLease, takeLease } from './lease.ts';
import { startJobs } from './scheduler.ts';
import { eventually } from '../testing/eventually.ts';

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
  // The lease lasts 1.5 runs; the period leaves a late timer on a busy machine room to renew it in time.
  const job = (who: string) => ({
    name: 'counted',
    everyMs: 250,
    firstAfterMs: 1,
    run: async () => {
      runs.push(who);
    },
  });
  const first = startJobs(t.db, [job('first')], () => undefined);
  const second = startJobs(t.db, [job('second')], () => undefined);
  await eventually(() => runs.length >= 3, 5_000, 'three runs');
  const ranFirst = runs.filter((who) => who === 'first').length;
  const ranSecond = runs.filter((who) => who === 'second').length;
  expect(Math.min(ranFirst, ranSecond)).toBe(0);

  // The holder stops cleanly: the other takes over at its next tick, well before the lease would expire.
  const [holderRunner, other] = ranFirst ? [first, second] : [second, first];
  const otherName = ranFirst ? 'second' : 'first';
  await holderRunner.stop();
  expect(await t.db.select().from(leases)).toEqual([]);
  await eventually(() => runs.includes(otherName), 5_000, 'the other runner taking over');
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
  await eventually(() => events.includes('ran'), 5_000, 'a run after the failure');
  await runner.stop();
  expect(events[0]).toBe('failed');
  expect(events).toContain('ran');
});
