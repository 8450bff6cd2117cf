import { type } from 'arktype';
import { Elysia } from 'elysia';
import type { AppContext } from '../../context.ts';
import { routeFacts } from '../../lib/openapi/complete-document.ts';
import { fillMissing } from '../../lib/validation.ts';
import { ADMINS, STAFF } from '../../core/access/visibility.ts';
import { messageSchema, passwordResetBody, passwordResetConfirmBody } from './model.ts';
import { createPasswordResetService, RESET_DONE, RESET_REQUESTED } from './password-reset.ts';
import { createInvitationService } from './invitations.ts';
import { requestContext } from '../../core/request-context.ts';

const tags = ['Accounts'];

/** Forgotten passwords: ask for a link, set a new password through it; an admin sends one. */
export function passwordResetRoutes(ctx: AppContext) {
  const resets = createPasswordResetService(ctx);
  const invitations = createInvitationService(ctx);
  return new Elysia({ name: 'password-reset' })
    .use(requestContext(ctx))
    .post(
      '/api/password-reset',
      async ({ body, meta, set }) => {
        await resets.request(body.email, meta);
        set.status = 202;
        return { message: RESET_REQUESTED };
      },
      {
        transform: fillMissing('email'),
        body: passwordResetBody,
        response: { 202: messageSchema },
        detail: {
          ...routeFacts({ 'x-rate-limited': true }),
          tags,
          summary: 'Ask for a password reset link by e-mail (the same 202 whether or not the address has an account)',
          description:
            'Always 202 with the same body, after the same minimum time. The link works once, for 30 minutes. At most 30 requests an hour per client address (429 with Retry-After); at most 3 links an hour go to one e-mail address, further requests are answered 202 and send nothing.',
        },
      },
    )
    .post(
      '/api/password-reset/confirm',
      async ({ body, meta }) => {
        await resets.confirm(body.token, body.newPassword, meta);
        return { message: RESET_DONE };
      },
      {
        transform: fillMissing('token', 'newPassword'),
        body: passwordResetConfirmBody,
        response: { 200: messageSchema },
        detail: {
          ...routeFacts({ 'x-rate-limited': true, 'x-errors': [400] }),
          tags,
          summary: 'Set a new password with a reset link; every session of the user ends and none opens',
          description:
            "A used, replaced, expired or unknown link answers 400 'This link has expired or was already used'. A common password answers 422 on `newPassword`. The person then signs in (with their code, if two-factor sign-in is on).",
        },
      },
    )
    .post(
      '/api/admin/users/:id/invitation',
      async ({ user, params, meta }) => {
        const email = await invitations.resend(user, params.id, meta);
        return { message: `The invitation was sent again to ${email}` };
      },
      {
        roles: STAFF,
        params: type({ id: 'string' }),
        response: { 200: messageSchema },
        detail: {
          tags: ['Backoffice'],
          summary: "Send an invited user's 'Set up your account' again (the older link stops working); logged",
          description: '404 for a user the caller does not see; 409 once the person has set up their account.',
          ...routeFacts({ 'x-errors': [404, 409] }),
        },
      },
    )
    .post(
      '/api/admin/users/:id/password-reset',
      async ({ user, params, meta }) => {
        const email = await resets.sendByAdmin(user.id, params.id, meta);
        return { message: `A password reset link was sent to ${email}` };
      },
      {
        roles: ADMINS,
        params: type({ id: 'string' }),
        response: { 200: messageSchema },
        detail: {
          tags: ['Backoffice'],
          summary: 'Send a user a password reset link (admins; nobody types or sees the password); logged',
          ...routeFacts({ 'x-errors': [404] }),
        },
      },
    );
}
