import type { AuthProvider } from 'react-admin';
import { TWO_FACTOR_REQUIRED } from '../domain/roles.ts';
import type { StaffIdentity } from '../domain/shapes/user.ts';
import { call, drain } from './api-client.ts';

/** The signed-in staff member, as GET /api/user answers (the shared user shape). */
type CurrentUser = StaffIdentity;

export const CLIENT_REFUSED =
  'This sign-in is for the firm\u2019s staff. Clients sign in to the client portal at /auth.';

/** The signed-in user, asked once and kept until sign-in or sign-out changes it. */
let current: Promise<CurrentUser | null> | undefined;
function currentUser(): Promise<CurrentUser | null> {
  current ??= call('GET', '/api/user').then(async (res) => {
    if (res.ok) return (await res.json()) as CurrentUser;
    await drain(res);
    return null;
  });
  return current;
}
/**
 * Whether signing out should reach the server: not when nobody is signed in,
 * and not for a client who opened /admin (that would end their portal session).
 */
async function holdsStaffSession(): Promise<boolean> {
  if (!current) return true;
  const user = await current.catch(() => null);
  return user !== null && user.role !== 'client';
}

const post = (path: string, body?: unknown) => call('POST', path, body);

/** The password was right; the Login screen asks for the code next. */
export const TWO_FACTOR_NEEDED = 'Two-factor code needed';

/** Sign-in on the same cookie session as the portal; only staff get in. */
export const authProvider: AuthProvider = {
  /** The password step, or (for two-factor sign-in) the code step: `{code}` or `{recoveryCode}`. */
  async login(params: { username?: string; password?: string; code?: string; recoveryCode?: string }) {
    current = undefined;
    const secondStep = params.code !== undefined || params.recoveryCode !== undefined;
    const res = secondStep
      ? await post(
          '/api/login/2fa',
          params.code !== undefined ? { code: params.code } : { recoveryCode: params.recoveryCode },
        )
      : await post('/api/login', { username: params.username, password: params.password });
    if (!res.ok) {
      const problem = (await res.json().catch(() => ({}))) as { detail?: string };
      throw new Error(problem.detail ?? 'Invalid username or password');
    }
    const answer = (await res.json()) as CurrentUser | { twoFactorRequired: true };
    if ('twoFactorRequired' in answer) throw new Error(TWO_FACTOR_NEEDED);
    const user = answer;
    if (user.role === 'client') {
      await post('/api/logout').then(drain);
      throw new Error(CLIENT_REFUSED);
    }
    current = Promise.resolve(user);
  },
  async logout() {
    const staff = await holdsStaffSession();
    current = undefined;
    if (staff) await post('/api/logout').then(drain, () => undefined);
  },
  async checkAuth() {
    const user = await currentUser();
    if (!user || user.role === 'client') throw new Error('Please sign in.');
  },
  async checkError(error: { status?: number; message?: string }) {
    // 401: the session ended. A 403 is a refused action, not a reason to sign out, except
    // the two-factor gate's (another admin reset theirs, or the firm began to require it):
    // signing in again leads to the enrolment.
    if (error?.status === 401 || (error?.status === 403 && error.message === TWO_FACTOR_REQUIRED)) {
      current = undefined;
      throw error;
    }
  },
  async getIdentity() {
    const user = await currentUser();
    if (!user) throw new Error('Not signed in');
    const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
    return { id: user.id, fullName };
  },
  async getPermissions() {
    return (await currentUser())?.role ?? null;
  },
};
