import { expect, test } from 'bun:test';
import { type TestApp, withFreshApp } from '../testing/test-app.ts';
import { HttpProblem } from './problem.ts';
import { createRateLimiter } from './rate-limit.ts';

/** `reserve` counts before the attempt is judged (docs/decisions/015). */
let t: TestApp;
withFreshApp((app) => (t = app));

const rule = { limit: 3, windowMs: 60_000 };
const counts = async () =>
  Object.fromEntries(
    (await t.client.execute('select key, count from rate_limits')).rows.map((row) => [
      String(row.key),
      Number(row.count),
    ]),
  );
const refused = (attempt: Promise<unknown>) =>
  attempt.then(
    () => false,
    (error) => error instanceof HttpProblem && error.status === 429,
  );

test('attempts reserved at once never pass the limit; a refused one counts on no key', async () => {
  const limiter = createRateLimiter(t.db);
  const checks = [
    { key: 'a', rule },
    { key: 'b', rule: { limit: 100, windowMs: 60_000 } },
  ];
  const outcomes = await Promise.all(Array.from({ length: 20 }, () => refused(limiter.reserve(checks))));
  expect(outcomes.filter((wasRefused) => !wasRefused)).toHaveLength(3);
  expect(await counts()).toEqual({ a: 3, b: 3 });
});

test('release gives the attempt back once, and only within the window it was taken from', async () => {
  const limiter = createRateLimiter(t.db);
  const first = await limiter.reserve([{ key: 'k', rule }]);
  await limiter.reserve([{ key: 'k', rule }]);
  await first.release();
  await first.release();
  expect(await counts()).toEqual({ k: 1 });
  const late = await limiter.reserve([{ key: 'k', rule }]);
  // The window turns: the new window never counted the late attempt.
  await t.client.execute('update rate_limits set reset_at = 0');
  await limiter.reserve([{ key: 'k', rule }]);
  await late.release();
  expect(await counts()).toEqual({ k: 1 });
});

test('the scale multiplies every limit', async () => {
  const limiter = createRateLimiter(t.db, 2);
  const outcomes = await Promise.all(Array.from({ length: 10 }, () => refused(limiter.reserve([{ key: 's', rule }]))));
  expect(outcomes.filter((wasRefused) => !wasRefused)).toHaveLength(6);
});
