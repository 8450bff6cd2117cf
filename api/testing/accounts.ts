import { eq } from 'drizzle-orm';
import { accountTokens, emailOutbox, users } from '../db/schema.ts';
import type { TestApp } from './test-app.ts';

export interface SignedIn {
  cookie: string;
  user: { id: string; username: string; email: string; role: string; [key: string]: unknown };
}

/** The `sid=…` pair from a response's Set-Cookie, ready for a Cookie header. */
export function sessionCookie(res: Response): string {
  const header = res.headers.get('set-cookie') ?? '';
  const match = header.match(/sid=([^;]*)/);
  if (!match) throw new Error(`No session cookie in: ${header}`);
  return `sid=${match[1]}`;
}

let counter = 0;
/**
 * Registers a fresh client and returns its session cookie. The address counts as
 * confirmed, as if its link had been used at once: the client's e-mails are sent, and
 * the verification e-mail and its link are gone, so tests about other e-mails see only
 * theirs. `{ verified: false }` leaves it as registration does (email-verification.test.ts).
 */
export async function registerClient(
  t: TestApp,
  overrides: Record<string, unknown> = {},
  { verified = true }: { verified?: boolean } = {},
): Promise<SignedIn> {
  counter++;
  const res = await t.request('/api/register', {
    method: 'POST',
    json: {
      username: `client${counter}`,
      email: `client${counter}@example.co.za`,
      password: 'correct-horse-1',
      ...overrides,
    },
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const user = await res.json();
  if (verified) {
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    await t.db.delete(emailOutbox).where(eq(emailOutbox.clientId, user.id));
    await t.db.delete(accountTokens).where(eq(accountTokens.userId, user.id));
  }
  return { cookie: sessionCookie(res), user };
}

/** Signs in with a username and password; throws unless it succeeds. */
export async function signIn(t: TestApp, username: string, password: string): Promise<SignedIn> {
  const res = await t.request('/api/login', { method: 'POST', json: { username, password } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return { cookie: sessionCookie(res), user: await res.json() };
}
