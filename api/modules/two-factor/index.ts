/**
 * Two-factor sign-in for the signed-in user: status, set up (QR code and
 * key), turn on with a code (answers the recovery codes once), new recovery codes,
 * turn off (password and a code); an admin resets another user's. The sign-in's code
 * step is POST /api/login/2fa (accounts module).
 */
import { type } from 'arktype';
import { Elysia } from 'elysia';
import type { AppContext } from '../../context.ts';
import { routeFacts } from '../../lib/openapi/complete-document.ts';
import { requestContext } from '../../core/request-context.ts';
import { ADMINS } from '../../core/access/visibility.ts';
import { codeBody, disableBody, recoveryCodesSchema, setupSchema, statusSchema } from './model.ts';
import { createTwoFactorService } from './service.ts';

const tags = ['Accounts'];
const CODE_RATE = { limit: 10, windowMs: 15 * 60_000 };
const okSchema = type({ message: 'string' });

export function twoFactorModule(ctx: AppContext) {
  const twoFactor = createTwoFactorService(ctx);
  const codeTries = (userId: string) => ctx.rateLimiter.hit(`two-factor-code:${userId}`, CODE_RATE);
  return new Elysia({ name: 'two-factor' })
    .use(requestContext(ctx))
    .get('/api/user/two-factor', ({ user }) => twoFactor.status(user.id, user.role), {
      auth: true,
      response: { 200: statusSchema },
      detail: { tags, summary: 'Whether my two-factor sign-in is on, and how many recovery codes are left' },
    })
    .post('/api/user/two-factor/setup', ({ user }) => twoFactor.setup(user.id), {
      auth: true,
      response: { 200: setupSchema },
      detail: {
        tags,
        summary: 'Start setting up two-factor sign-in: a new secret as a QR code and as text (not on until confirmed)',
        ...routeFacts({ 'x-errors': [409] }),
      },
    })
    .post(
      '/api/user/two-factor/enable',
      async ({ user, body, meta }) => {
        await codeTries(user.id);
        return twoFactor.enable(user.id, body.code, meta);
      },
      {
        auth: true,
        body: codeBody,
        response: { 200: recoveryCodesSchema },
        detail: {
          tags,
          summary: 'Turn two-factor sign-in on with a code from the app; answers 10 recovery codes, shown once',
          ...routeFacts({ 'x-errors': [409], 'x-rate-limited': true }),
        },
      },
    )
    .post(
      '/api/user/two-factor/recovery-codes',
      async ({ user, body, meta }) => {
        await codeTries(user.id);
        return twoFactor.regenerate(user.id, body.code, meta);
      },
      {
        auth: true,
        body: codeBody,
        response: { 200: recoveryCodesSchema },
        detail: {
          tags,
          summary: 'New recovery codes (the old ones stop working), after a code from the app',
          ...routeFacts({ 'x-errors': [409], 'x-rate-limited': true }),
        },
      },
    )
    .post(
      '/api/user/two-factor/disable',
      async ({ user, body, meta }) => {
        await twoFactor.disable(user.id, user.role, body, meta);
        return { message: 'Two-factor authentication is off' };
      },
      {
        auth: true,
        body: disableBody,
        response: { 200: okSchema },
        detail: {
          tags,
          summary: 'Turn two-factor sign-in off: my password and a code (or a recovery code)',
          ...routeFacts({ 'x-errors': [409], 'x-rate-limited': true }),
        },
      },
    )
    .post(
      '/api/admin/users/:id/reset-two-factor',
      async ({ user, params, meta }) => {
        await twoFactor.reset(user.id, params.id, meta);
        return { message: 'Two-factor authentication was reset' };
      },
      {
        roles: ADMINS,
        params: type({ id: 'string' }),
        response: { 200: okSchema },
        detail: {
          tags: ['Backoffice'],
          summary: "Reset another user's two-factor sign-in (a lost phone and no recovery codes); logged",
          ...routeFacts({ 'x-errors': [404, 409] }),
        },
      },
    );
}
