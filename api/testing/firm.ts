/**
 * A small firm for the backoffice tests: one user of each staff role, a second
 * accountant, and two clients, the first assigned to the first accountant.
 */
import { afterEach, beforeEach } from 'bun:test';
import type { Role } from '../../domain/enums.ts';
import type { Config } from '../config.ts';
import { clientAssignments } from '../db/schema.ts';
import { createUser } from '../modules/accounts/create-user.ts';
import { codeAt } from '../modules/two-factor/totp.ts';
import { registerClient, signIn, type SignedIn } from './accounts.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export const STAFF_PASSWORD = 'staff-password-1';

/**
 * A staff member, signed in. An admin (and anyone the firm requires it of) must turn on
 * two-factor sign-in before the backoffice's API answers them, so admins enrol here as
 * a person would: a password sign-in, then setup and a code from the app.
 */
export async function signInStaff(
  t: TestApp,
  username: string,
  role: Role,
): Promise<SignedIn & { totpSecret?: string }> {
  await createUser(t.db, { username, email: `${username}@firm.co.za`, password: STAFF_PASSWORD, role });
  const signedIn = await signIn(t, username, STAFF_PASSWORD);
  if (role !== 'admin') return signedIn;
  return { ...signedIn, totpSecret: await enrolTwoFactor(t, signedIn) };
}

/** Turns on two-factor sign-in for a signed-in user through the API; answers the key. */
export async function enrolTwoFactor(t: TestApp, who: SignedIn): Promise<string> {
  const setup = await as(t, who)('/api/user/two-factor/setup', { method: 'POST' });
  if (setup.status !== 200) throw new Error(`two-factor setup failed: ${setup.status} ${await setup.text()}`);
  const { secret } = (await setup.json()) as { secret: string };
  const on = await as(t, who)('/api/user/two-factor/enable', {
    method: 'POST',
    json: { code: codeAt(secret, Date.now()) },
  });
  if (on.status !== 200) throw new Error(`two-factor enable failed: ${on.status} ${await on.text()}`);
  return secret;
}

export async function createFirm(t: TestApp) {
  const [admin, manager, accountant, otherAccountant] = await Promise.all([
    signInStaff(t, 'ada', 'admin'),
    signInStaff(t, 'mandla', 'manager'),
    signInStaff(t, 'ayanda', 'accountant'),
    signInStaff(t, 'pieter', 'accountant'),
  ]);
  const assignedClient = await registerClient(t, { company: 'Assigned Bakery' });
  const otherClient = await registerClient(t, { company: 'Other Motors' });
  await t.db.insert(clientAssignments).values([
    { clientId: assignedClient.user.id, accountantId: accountant.user.id, assignedBy: manager.user.id },
    { clientId: otherClient.user.id, accountantId: otherAccountant.user.id, assignedBy: manager.user.id },
  ]);
  return { admin, manager, accountant, otherAccountant, assignedClient, otherClient };
}
export type Firm = Awaited<ReturnType<typeof createFirm>>;

/** A fresh app on a fresh database with its small firm: what most backoffice tests start from. */
export async function freshFirm(overrides: Partial<Config> = {}): Promise<FreshFirm> {
  const t = await createTestApp(overrides);
  return { t, firm: await createFirm(t) };
}
export interface FreshFirm {
  t: TestApp;
  firm: Firm;
}

/**
 * The shared setup of API tests with a firm: registers the calling file's beforeEach and
 * afterEach so every test gets a fresh app with its small firm, closed (database and
 * files removed) after it. `setup` runs once each is made, for the file's own variables
 * (`({ t, firm } = fresh)`, a signed-in caller). Answers a holder of the current test's.
 */
export function withFreshFirm(
  setup?: (fresh: FreshFirm) => unknown,
  overrides: Partial<Config> = {},
): Readonly<FreshFirm> {
  let current: FreshFirm | undefined;
  beforeEach(async () => {
    current = await freshFirm(overrides);
    await setup?.(current);
  });
  afterEach(() => {
    current?.t.close();
    current = undefined;
  });
  const now = (): FreshFirm => {
    if (!current) throw new Error('withFreshFirm: the app exists only while a test runs');
    return current;
  };
  return {
    get t() {
      return now().t;
    },
    get firm() {
      return now().firm;
    },
  };
}

/** ra-data-simple-rest's list URL. */
export function listUrl(resource: string, params: { sort?: unknown; range?: unknown; filter?: unknown } = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) query.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = query.toString();
  return `/api/admin/${resource}${text ? `?${text}` : ''}`;
}

/** A request as the signed-in user, sending the Origin a browser would. */
export function as(t: TestApp, who: SignedIn) {
  return (path: string, init: RequestInit & { json?: unknown } = {}) =>
    t.request(path, {
      ...init,
      headers: { cookie: who.cookie, origin: 'http://localhost', ...(init.headers as Record<string, string>) },
    });
}
