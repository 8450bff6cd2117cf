import { afterEach, describe, expect, spyOn, test } from 'bun:test';
import { sql } from 'drizzle-orm';
import { Elysia } from 'elysia';
import { createTestApp } from '../testing/test-app.ts';
import { errorHandler } from './error-handler.ts';
import { describeError, logUnexpectedError } from './error-log.ts';

const secretEmail = 'thandi.secret@example.co.za';
const secretHash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$aGFzaA';
const logged = () => errorSpy.mock.calls.map((call) => call.map(String).join(' ')).join('\n');
const errorSpy = spyOn(console, 'error').mockImplementation(() => undefined);
afterEach(() => errorSpy.mockClear());

describe('error logs', () => {
  test('a failed query through the app is logged as its SQL and error code, never its bound parameters', async () => {
    const t = await createTestApp();
    try {
      const app = new Elysia().use(errorHandler).get('/api/fails', async () => {
        // A real drizzle failure: the row collides with itself on the primary key.
        await t.db.run(sql`create table if not exists pairs (email text primary key, hash text)`);
        await t.db.run(sql`insert into pairs values (${secretEmail}, ${secretHash}), (${secretEmail}, ${secretHash})`);
        return 'unreachable';
      });
      const res = await app.handle(new Request('http://localhost/api/fails'));
      expect(res.status).toBe(500);
      const text = logged();
      expect(text).toContain('Database query failed (SQLITE_CONSTRAINT');
      expect(text).toContain('insert into pairs values (?, ?), (?, ?)');
      expect(text).toContain(' at ');
      expect(text).not.toContain(secretEmail);
      expect(text).not.toContain(secretHash);
      expect(text).not.toContain('params');
    } finally {
      t.close();
    }
  });

  test('a query error wrapped in another error is found and cleaned too; other errors log whole', async () => {
    const t = await createTestApp();
    try {
      const failure = await t.db.run(sql`select * from no_such_table where email = ${secretEmail}`).catch((e) => e);
      logUnexpectedError(new Error('renewal failed', { cause: failure }), 'billing renewals failed');
      expect(logged()).toStartWith('billing renewals failed: Database query failed');
      expect(logged()).not.toContain(secretEmail);
      errorSpy.mockClear();
      expect(describeError(failure)).toStartWith('Database query failed (SQLITE_ERROR): ');
      expect(describeError(failure)).toContain('where email = ?');
      expect(describeError(failure)).not.toContain(secretEmail);
      expect(describeError(new Error('disk full'))).toBe('Error: disk full');
      const plain = new Error('disk full');
      logUnexpectedError(plain);
      expect(errorSpy.mock.calls[0]?.[0]).toBe(plain);
    } finally {
      t.close();
    }
  });
});
