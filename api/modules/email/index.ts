/**
 * E-mail: the client's choices (GET/PATCH /api/email-preferences), the
 * one-click unsubscribe link (RFC 8058: a POST to the List-Unsubscribe address acts
 * at once; the link in the e-mail opens a page asking to confirm, so a mail
 * scanner's GET changes nothing), and the managers' retry of a failed e-mail.
 */
import { type } from 'arktype';
import { and, eq } from 'drizzle-orm';
import { Elysia } from 'elysia';
import {
  CATEGORY_FIELDS,
  EMAIL_CATEGORIES,
  EMAIL_CATEGORY_LABELS,
  type EmailCategory,
} from '../../../domain/email/kinds.ts';
import type { AppContext } from '../../context.ts';
import { emailOutbox, users } from '../../db/schema.ts';
import { logActivity } from '../../lib/activity-log.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { routeFacts } from '../../lib/openapi/complete-document.ts';
import { badRequest, conflict, notFound } from '../../lib/problem.ts';
import { requestContext } from '../../core/request-context.ts';
import { MANAGERS } from '../../core/access/visibility.ts';
import { preferencesChange, preferencesSchema, tokenQuery } from './model.ts';
import { readPreferences, setCategory } from './service.ts';
import { unsubscribePage } from './unsubscribe-page.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

const HTML_ANSWER = {
  description: 'A page for the person who followed the link',
  content: { 'text/html': { schema: { type: 'string' } } },
} as const;
/** A person gets a page; a program asking for JSON gets the problem. */
const INVALID_LINK_ANSWER = {
  description: 'The token is not one we signed (a page, or problem details when JSON is asked for)',
  content: {
    'text/html': { schema: { type: 'string' } },
    'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } },
  },
} as const;

export function emailModule(ctx: AppContext) {
  const firm = ctx.config.firmDetails;
  const settingsLink = `<a href="${escapeHtml(`${ctx.config.publicUrl}/dashboard/settings`)}">Settings</a>`;

  async function tokenUser(token: string) {
    const named = readUnsubscribeToken(ctx.appSecret, token);
    if (!named) return null;
    const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, named.userId));
    return user ? named : null;
  }
  const invalidLink = (request: Request) => {
    const accept = request.headers.get('accept') ?? '';
    if (/json/.test(accept) && !/text\/html/.test(accept)) throw badRequest('This unsubscribe link is not valid.');
    return unsubscribePage(firm, 400, 'This link is not valid', [
      `It may have been copied incompletely. You can choose which e-mails you receive under ${settingsLink} in the client portal.`,
    ]);
  };
  const label = (category: EmailCategory) => EMAIL_CATEGORY_LABELS[category].toLowerCase();

  return new Elysia({ name: 'email' })
    .use(requestContext(ctx))
    .get('/api/email-preferences', ({ user }) => readPreferences(ctx.db, user.id), {
      roles: ['client'],
      response: { 200: preferencesSchema },
      detail: { tags: ['Accounts'], summary: 'Which e-mails I receive (each kind on or off)' },
    })
    .patch(
      '/api/email-preferences',
      async ({ user, body, meta }) => {
        for (const category of EMAIL_CATEGORIES) {
          const enabled = body[CATEGORY_FIELDS[category]];
          if (enabled !== undefined) await setCategory(ctx.db, user.id, category, enabled, 'settings', meta);
        }
        return readPreferences(ctx.db, user.id);
      },
      {
        roles: ['client'],
        body: preferencesChange,
        response: { 200: preferencesSchema },
        detail: { tags: ['Accounts'], summary: 'Turn kinds of e-mail on or off; each change is logged' },
      },
    )
    .get(
      '/api/email/unsubscribe',
      async ({ query, request }) => {
        const named = await tokenUser(query.token);
        if (!named) return invalidLink(request);
        return unsubscribePage(
          firm,
          200,
          `Stop ${label(named.category)} e-mails?`,
          [
            `You will no longer receive e-mails about ${label(named.category)} from ${escapeHtml(firm.name)}. You can turn them back on under ${settingsLink} at any time.`,
          ],
          { action: (({ pathname, search }) => pathname + search)(new URL(request.url)), button: 'Unsubscribe' },
        );
      },
      {
        query: tokenQuery,
        detail: {
          tags: ['Accounts'],
          summary: "The unsubscribe link's page (signed out): asks to confirm",
          responses: { 200: HTML_ANSWER, 400: INVALID_LINK_ANSWER },
        },
      },
    )
    .post(
      '/api/email/unsubscribe',
      async ({ query, meta, request }) => {
        const named = await tokenUser(query.token);
        if (!named) return invalidLink(request);
        await setCategory(ctx.db, named.userId, named.category, false, 'unsubscribe link', meta);
        return unsubscribePage(firm, 200, 'You are unsubscribed', [
          `You will no longer receive e-mails about ${label(named.category)}. You can turn them back on under ${settingsLink} in the client portal.`,
        ]);
      },
      {
        query: tokenQuery,
        // Mail programs post 'List-Unsubscribe=One-Click' (RFC 8058); nothing in the body is needed.
        parse: 'none',
        detail: {
          tags: ['Accounts'],
          summary: 'One-click unsubscribe (RFC 8058, signed out): that kind of e-mail stops at once',
          responses: { 200: HTML_ANSWER, 400: INVALID_LINK_ANSWER },
        },
      },
    )
    .post(
      '/api/admin/email-outbox/:id/retry',
      ({ user, params, meta }) =>
        ctx.db.transaction(async (tx) => {
          const [row] = await tx.select().from(emailOutbox).where(eq(emailOutbox.id, params.id));
          if (!row) throw notFound('No such e-mail.');
          const [retried] = await tx
            .update(emailOutbox)
            .set({ status: 'queued', attempts: 0, nextAttemptAt: new Date(), statusReason: null })
            .where(and(eq(emailOutbox.id, params.id), eq(emailOutbox.status, 'failed')))
            .returning({ id: emailOutbox.id, status: emailOutbox.status });
          if (!retried) throw conflict('Only a failed e-mail can be retried.');
          await logActivity(tx, { userId: user.id, action: 'email_retried', details: { emailId: params.id }, ...meta });
          return retried;
        }),
      {
        roles: MANAGERS,
        params: type({ id: 'string' }),
        response: { 200: type({ id: 'string', status: 'string' }) },
        detail: {
          tags: ['Backoffice'],
          summary: 'Send a failed e-mail again (managers and admins)',
          ...routeFacts({ 'x-errors': [404, 409] }),
        },
      },
    );
}
