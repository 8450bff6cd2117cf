/**
 * A client's rights over what the firm holds about them (POPIA, decision 041): ask for a
 * correction or object to a use (s24), and staff resolve it.
 */
import { Elysia } from 'elysia';
import type { AppContext } from '../../context.ts';
import { routeFacts } from '../../lib/openapi/complete-document.ts';
import { requestContext } from '../../core/request-context.ts';
import { STAFF } from '../../core/access/visibility.ts';
import { createCorrectionService } from './corrections.ts';
import { correctionListSchema, correctionSchema, idParams, newCorrectionBody, resolveCorrectionBody } from './model.ts';

const tags = ['Privacy'];
export const PRIVACY_TAG = {
  name: 'Privacy',
  description: "A client's rights under the Protection of Personal Information Act: corrections and objections (s24)",
};
const CLIENTS = ['client'] as const;

export function privacyModule(ctx: AppContext) {
  const corrections = createCorrectionService(ctx);

  return new Elysia({ name: 'privacy' })
    .use(requestContext(ctx))
    .get('/api/user/correction-requests', ({ user }) => corrections.list(user.id), {
      roles: CLIENTS,
      response: { 200: correctionListSchema },
      detail: { tags, summary: 'My requests to correct my information or object to a use of it, newest first' },
    })
    .post(
      '/api/user/correction-requests',
      async ({ user, body, meta, set }) => {
        set.status = 201;
        return corrections.create(user, body, meta);
      },
      {
        roles: CLIENTS,
        body: newCorrectionBody,
        response: { 201: correctionSchema },
        detail: {
          tags,
          summary: 'Ask the firm to correct my information, or object to a use of it (POPIA s24)',
          description: "`kind`: 'correction' (default) or 'objection'. Logged.",
        },
      },
    )
    .post(
      '/api/admin/correction-requests/:id/resolve',
      ({ user, params, body, meta }) => corrections.resolve(user, params.id, body, meta),
      {
        roles: STAFF,
        params: idParams,
        body: resolveCorrectionBody,
        response: { 200: correctionSchema },
        detail: {
          ...routeFacts({ 'x-errors': [404, 409] }),
          tags,
          summary: "Resolve a client's correction request or objection: done, or refused with a reason",
          description: 'A refusal needs a `response`, which the client sees. Once only (409). E-mailed and logged.',
        },
      },
    );
}
