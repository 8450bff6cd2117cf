import { routeFacts } from '../../lib/openapi/complete-document.ts';
import { Elysia, type Cookie } from 'elysia';
import type { AppContext } from '../../context.ts';
import { fillMissing } from '../../lib/validation.ts';
import { requestContext } from '../../core/request-context.ts';
import {
  changeEmailBody,
  changePasswordBody,
  deleteAccountBody,
  loginBody,
  passwordResetConfirmBody,
  messageSchema,
  sessionStateSchema,
  publicUserSchema,
  registerBody,
  updateProfileBody,
} from './model.ts';
import { createAccountsService, toPublicUser } from './service.ts';
import { passwordResetRoutes } from './password-reset-routes.ts';
import { createInvitationService } from './invitations.ts';
import { emailChangeSent, emailVerificationRoutes } from './email-verification-routes.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { secondStepBody, twoFactorRequiredSchema } from '../two-factor/model.ts';
import { createTwoFactorService, TWO_FACTOR_MESSAGES } from '../two-factor/service.ts';

/** Wrong second-step codes, per 15 minutes; the per-challenge limit of 5 comes first. */
const SECOND_STEP_LIMITS = {
  perIp: { limit: 20, windowMs: 15 * 60_000 },
  perUser: { limit: 10, windowMs: 15 * 60_000 },
};

const tags = ['Accounts'];

/** The account calls: register, sign in and out, profile, credentials, deletion. */
export function accountsModule(ctx: AppContext) {
  const accounts = createAccountsService(ctx);
  const secure = ctx.config.publicUrl.startsWith('https:');
  const { sessions } = ctx;
  const twoFactor = createTwoFactorService(ctx);
  const invitations = createInvitationService(ctx);
  const challengeCookie = secure ? '__Host-twofa' : 'twofa';
  /** The 5-minute cookie of a sign-in waiting for its code (an empty value with maxAge 0 clears it). */
  const setChallengeCookie = (
    cookie: Record<string, Cookie<unknown>>,
    value: string,
    lifetime: { expires: Date } | { maxAge: 0 },
  ) => cookie[challengeCookie]?.set({ value, httpOnly: true, sameSite: 'lax', secure, path: '/', ...lifetime });

  const setSessionCookie = (cookie: Record<string, Cookie<unknown>>, token: string, expires: Date) => {
    cookie[sessions.cookieName]?.set({ value: token, httpOnly: true, sameSite: 'lax', secure, path: '/', expires });
  };
  const clearSessionCookie = (cookie: Record<string, Cookie<unknown>>) => {
    cookie[sessions.cookieName]?.set({ value: '', httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 0 });
  };

  return (
    new Elysia({ name: 'accounts' })
      .use(requestContext(ctx))
      .use(passwordResetRoutes(ctx))
      .use(emailVerificationRoutes(ctx))
      .get('/api/user', async ({ user }) => toPublicUser(await accounts.findById(user.id)), {
        auth: true,
        response: { 200: publicUserSchema },
        detail: { tags, summary: 'The signed-in user (401 when signed out)' },
      })
      // The public pages' header asks this instead of GET /api/user: a signed-out visitor is the normal case
      // there, and a 200 keeps a 401 out of every visitor's browser console.
      .get(
        '/api/session',
        async ({ cookie, set }) => {
          set.headers['cache-control'] = 'no-store';
          const user = await sessions.resolve(sessions.tokenFrom(cookie));
          return user ? { signedIn: true, username: user.username, role: user.role } : { signedIn: false };
        },
        {
          response: { 200: sessionStateSchema },
          detail: { tags, summary: 'Whether this browser is signed in (never 401)' },
        },
      )
      .post(
        '/api/register',
        async ({ body, meta, cookie, set }) => {
          const { session, user } = await accounts.register(body, meta);
          setSessionCookie(cookie, session.token, session.expiresAt);
          set.status = 201;
          return toPublicUser(user);
        },
        {
          transform: fillMissing('username', 'email', 'password'),
          body: registerBody,
          response: { 201: publicUserSchema },
          detail: {
            ...routeFacts({ 'x-rate-limited': true, 'x-errors': [409] }),
            tags,
            summary: 'Create a client account and sign in',
            description:
              'A password on the common-password list answers 422 on `password`. At most 50 registrations an hour and 200 a day per address (429 with Retry-After).',
          },
        },
      )
      .post(
        '/api/login',
        async ({ body, meta, cookie }) => {
          const result = await accounts.login(body.username, body.password, meta, twoFactor.enabledFor);
          if ('pending' in result) {
            const challenge = await twoFactor.startChallenge(result.pending.id);
            setChallengeCookie(cookie, challenge.token, { expires: challenge.expiresAt });
            return { twoFactorRequired: true as const };
          }
          setSessionCookie(cookie, result.session.token, result.session.expiresAt);
          return toPublicUser(result.user);
        },
        {
          transform: fillMissing('username', 'password'),
          body: loginBody,
          response: { 200: publicUserSchema.or(twoFactorRequiredSchema) },
          detail: {
            ...routeFacts({ 'x-rate-limited': true, 'x-errors': [401] }),
            tags,
            summary: 'Sign in; a new session token every time (or, with two-factor sign-in, the code step)',
            description:
              'Only failed sign-ins count towards the limits: 20 per address, 10 per username and address, 25 per username, each per 15 minutes. Past one, every sign-in it covers answers 429 with Retry-After. For a user with two-factor sign-in the right password answers `{twoFactorRequired: true}` with a 5-minute cookie and no session: POST /api/login/2fa opens it.',
          },
        },
      )
      .post(
        '/api/login/2fa',
        async ({ body, meta, cookie }) => {
          const token = cookie[challengeCookie]?.value as string | undefined;
          const pendingUser = await twoFactor.pendingUser(token);
          // Taken before the code is checked (codes sent at once each use up one), given back when it is right.
          const attempt = await ctx.rateLimiter.reserve([
            { key: `two-factor-failed:ip:${meta.ipAddress}`, rule: SECOND_STEP_LIMITS.perIp },
            ...(pendingUser
              ? [{ key: `two-factor-failed:user:${pendingUser}`, rule: SECOND_STEP_LIMITS.perUser }]
              : []),
          ]);
          let done: { userId: string; method: string };
          try {
            done = await twoFactor.completeChallenge(token, body, meta);
          } catch (error) {
            if (error instanceof HttpProblem && error.status === 401 && error.detail !== TWO_FACTOR_MESSAGES.wrongCode)
              setChallengeCookie(cookie, '', { maxAge: 0 });
            throw error;
          }
          await attempt.release();
          const { session, user } = await accounts.openSession(done.userId, meta, { twoFactor: done.method });
          setChallengeCookie(cookie, '', { maxAge: 0 });
          setSessionCookie(cookie, session.token, session.expiresAt);
          return toPublicUser(user);
        },
        {
          body: secondStepBody,
          response: { 200: publicUserSchema },
          detail: {
            ...routeFacts({ 'x-rate-limited': true, 'x-errors': [401] }),
            tags,
            summary: 'The second step of a sign-in: the authenticator code, or a recovery code (used up)',
            description:
              'Needs the cookie POST /api/login set (5 minutes). A wrong code is 401; the fifth ends the sign-in (401, sign in again). Failures are limited per address (20) and per account (10) per 15 minutes: 429 with Retry-After.',
          },
        },
      )
      .post(
        '/api/invitations/accept',
        async ({ body, meta, cookie }) => {
          const userId = await invitations.accept(body.token, body.newPassword, meta);
          // Someone with two-factor sign-in (an account set up another way) gives their code, as at sign-in.
          if (await twoFactor.enabledFor(userId)) {
            const challenge = await twoFactor.startChallenge(userId);
            setChallengeCookie(cookie, challenge.token, { expires: challenge.expiresAt });
            return { twoFactorRequired: true as const };
          }
          // The invitation proved the address and the password was just chosen: the person is signed in.
          const { session, user } = await accounts.openSession(userId, meta, { via: 'invitation' });
          setSessionCookie(cookie, session.token, session.expiresAt);
          return toPublicUser(user);
        },
        {
          transform: fillMissing('token', 'newPassword'),
          body: passwordResetConfirmBody,
          response: { 200: publicUserSchema.or(twoFactorRequiredSchema) },
          detail: {
            ...routeFacts({ 'x-rate-limited': true, 'x-errors': [400] }),
            tags,
            summary: "Accept an invitation: choose the password and sign in ('Set up your account')",
            description:
              "A used, replaced, expired or unknown link answers 400 'This link has expired or was already used'; a common password 422 on `newPassword`. The account becomes Active and its address confirmed; every other reset or invitation link of the user ends. For a user with two-factor sign-in the password is set and the answer is that of the password step of sign-in, `{twoFactorRequired: true}` with a 5-minute cookie and no session: POST /api/login/2fa opens it.",
          },
        },
      )
      .post(
        '/api/logout',
        async ({ user, meta, cookie }) => {
          await accounts.logout(user.id, user.sessionId, meta);
          clearSessionCookie(cookie);
          return { message: 'You have been logged out successfully' };
        },
        { auth: true, response: { 200: messageSchema }, detail: { tags, summary: 'End this session' } },
      )
      .patch(
        '/api/user',
        async ({ user, body, meta }) => toPublicUser(await accounts.updateProfile(user.id, body, meta)),
        {
          auth: true,
          body: updateProfileBody,
          response: { 200: publicUserSchema },
          detail: { tags, summary: "Update the company form's fields (no role, e-mail or password)" },
        },
      )
      .post(
        '/api/user/change-password',
        async ({ user, body, meta }) => {
          await accounts.changePassword(user.id, user.sessionId, body.currentPassword, body.newPassword, meta);
          return { message: 'Password updated' };
        },
        {
          auth: true,
          transform: fillMissing('currentPassword', 'newPassword'),
          body: changePasswordBody,
          response: { 200: messageSchema },
          detail: {
            ...routeFacts({ 'x-rate-limited': true }),
            tags,
            summary: 'Change the password; other sessions are signed out',
          },
        },
      )
      .post(
        '/api/user/change-email',
        async ({ user, body, meta, set }) => {
          const newEmail = await accounts.changeEmail(user.id, user.sessionId, body.newEmail, body.password, meta);
          set.status = 202;
          return { message: emailChangeSent(newEmail) };
        },
        {
          auth: true,
          transform: fillMissing('newEmail', 'password'),
          body: changeEmailBody,
          response: { 202: messageSchema },
          detail: {
            ...routeFacts({ 'x-rate-limited': true, 'x-errors': [409] }),
            tags,
            summary: 'Ask to change the e-mail address (password required); it changes once the new address confirms',
            description:
              'Answers 202: the new address gets a link (7 days), the old one a notice with the time. Other sessions end. POST /api/email-verification/confirm with the link makes the change.',
          },
        },
      )
      .delete(
        '/api/user',
        async ({ user, body, meta, cookie }) => {
          await accounts.deleteOwnAccount(user.id, body.password, meta);
          clearSessionCookie(cookie);
          return { message: 'Account deleted' };
        },
        {
          auth: true,
          // A DELETE usually has no body: treat none as an empty form, so the answer names the missing field.
          transform: (context: { body: unknown }) => {
            context.body ??= {};
            fillMissing('password')(context);
          },
          body: deleteAccountBody,
          response: { 200: messageSchema },
          detail: {
            ...routeFacts({ 'x-rate-limited': true }),
            tags,
            summary: 'Delete the account and everything personal in it (current password required)',
            description:
              'A wrong password answers 422 with a message on `password` and deletes nothing. Staff delete users through `DELETE /api/admin/users/{id}` without it.',
          },
        },
      )
  );
}
