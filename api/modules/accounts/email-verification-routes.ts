import { type } from 'arktype';
import { Elysia } from 'elysia';
import type { AppContext } from '../../context.ts';
import { routeFacts } from '../../lib/openapi/complete-document.ts';
import { fillMissing } from '../../lib/validation.ts';
import { messageSchema } from './model.ts';
import { createEmailVerificationService } from './email-verification.ts';
import { requestContext } from '../../core/request-context.ts';

const tags = ['Accounts'];

export const emailChangeSent = (newEmail: string) =>
  `We have sent a link to ${newEmail}. Your address changes once you open it.`;

const confirmBody = type({
  '+': 'reject',
  token: type('0 < string <= 200').configure({ message: 'The link is incomplete: open it from the e-mail again' }),
});
const confirmedSchema = type({ message: 'string', email: 'string' });

/** Verified addresses: the banner's Resend, and the link from either e-mail. */
export function emailVerificationRoutes(ctx: AppContext) {
  const verification = createEmailVerificationService(ctx);
  return new Elysia({ name: 'email-verification' })
    .use(requestContext(ctx))
    .post(
      '/api/user/email-verification',
      async ({ user, meta, set }) => {
        const email = await verification.resend(user.id, meta);
        set.status = 202;
        return { message: `We have sent a new link to ${email}` };
      },
      {
        auth: true,
        response: { 202: messageSchema },
        detail: {
          ...routeFacts({ 'x-rate-limited': true, 'x-errors': [409] }),
          tags,
          summary: 'Send my verification link again (the older one stops working)',
          description: '409 when the address is already confirmed. At most 5 an hour (429 with Retry-After).',
        },
      },
    )
    .post(
      '/api/email-verification/confirm',
      async ({ body, meta }) => {
        const { email, changed } = await verification.confirm(body.token, meta);
        return {
          message: changed ? `Your e-mail address is now ${email}` : 'Your e-mail address is confirmed',
          email,
        };
      },
      {
        transform: fillMissing('token'),
        body: confirmBody,
        response: { 200: confirmedSchema },
        detail: {
          ...routeFacts({ 'x-rate-limited': true, 'x-errors': [400, 409] }),
          tags,
          summary: 'Use a verification or e-mail change link (works signed out: the link is the proof)',
          description:
            "A used, replaced, expired or unknown link answers 400 'This link has expired or was already used'; 409 when another account took the new address meanwhile.",
        },
      },
    );
}
