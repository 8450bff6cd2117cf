import { expect, test } from 'bun:test';
import { rateLimits, sessions, usedTokens } from '../db/schema.ts';
import { registerClient } from '../testing/accounts.ts';
import { type TestApp, withFreshApp } from '../testing/test-app.ts';
import { housekeeping } from './housekeeping.ts';
import { countRows } from './testing/count-rows.ts';

let t: TestApp;
withFreshApp((app) => (t = app));

test('housekeeping deletes ended sessions, passed rate windows and expired tokens, and keeps live ones', async () => {
  const live = await registerClient(t);
  await registerClient(t);
  const now = Date.now();
  await t.db.insert(rateLimits).values([
    { key: 'old', count: 3, resetAt: now - 1 },
    { key: 'current', count: 1, resetAt: now + 60_000 },
  ]);
  await t.db.insert(usedTokens).values([
    { tokenId: 'spent-long-ago', expiresAt: now - 1 },
    { tokenId: 'spent-recently', expiresAt: now + 60_000 },
  ]);
  await housekeeping(t.db, now);
  expect(await countRows(t.db, sessions)).toBe(2);
  const windows = (await t.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
  expect(windows).toContain('current');
  expect(windows).not.toContain('old');
  expect((await t.db.select().from(usedTokens)).map((row) => row.tokenId)).toEqual(['spent-recently']);

  // Thirty-one days on, every session has passed its absolute expiry.
  await housekeeping(t.db, now + 31 * 86_400_000);
  expect(await countRows(t.db, sessions)).toBe(0);
  expect((await t.request('/api/user', { headers: { cookie: live.cookie } })).status).toBe(401);
});
