/**
 * A client's rights over what the firm holds about them (POPIA, decision 041): ask for a
 * correction or object to a use (s24), and staff resolve it.
 */
import { type } from 'arktype';
import { Elysia } from 'elysia';
import type { AppContext } from '../../context.ts';
import { routeFacts } from '../../lib/openapi/complete-document.ts';
import { requestContext } from '../../core/request-context.ts';
import { ADMINS, STAFF } from '../../core/access/visibility.ts';
import { notifyAffected, notifyBody } from './breaches.ts';
import { createCorrectionService } from './corrections.ts';
import { createDataExportService } from './data-export.ts';
import {
  correctionListSchema,
  correctionSchema,
  dataExportSchema,
  exportPasswordBody,
  idParams,
  newCorrectionBody,
  resolveCorrectionBody,
  staffExportBody,
} from './model.ts';

const tags = ['Privacy'];
export const PRIVACY_TAG = {
  name: 'Privacy',
  description: "A client's rights under the Protection of Personal Information Act: corrections and objections (s24)",
};
const CLIENTS = ['client'] as const;

export function privacyModule(ctx: AppContext, exports = createDataExportService(ctx)) {
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
    )
    .post(
      '/api/user/data-export',
      async ({ user, body, meta, set }) => {
        set.status = 202;
        return exports.requestByClient(user, body.password, meta);
      },
      {
        roles: CLIENTS,
        body: exportPasswordBody,
        response: { 202: dataExportSchema },
        detail: {
          tags,
          summary: 'Ask for a copy of my data (POPIA s23); asked again while built: the same one',
        },
      },
    )
    .get('/api/user/data-export/:id', ({ user, params }) => exports.view(user.id, params.id), {
      roles: CLIENTS,
      params: idParams,
      response: { 200: dataExportSchema },
      detail: {
        ...routeFacts({ 'x-errors': [404] }),
        tags,
        summary: 'My copy: building, ready (until `expiresAt`), downloaded or failed',
      },
    })
    .get('/api/user/data-export/:id/download', ({ user, params, meta }) => exports.download(user, params.id, meta), {
      roles: CLIENTS,
      params: idParams,
      detail: {
        ...routeFacts({ 'x-errors': [404] }),
        tags,
        summary: 'My copy (ZIP): once, within 24 hours',
        responses: {
          200: {
            description: 'The ZIP',
            content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
          },
        },
      },
    })
    .post(
      '/api/admin/users/:id/data-export',
      async ({ user, params, body, meta, set }) => {
        set.status = 202;
        return exports.requestByStaff(user, params.id, body.reason, meta);
      },
      {
        roles: STAFF,
        params: idParams,
        body: staffExportBody,
        response: { 202: dataExportSchema },
        detail: {
          ...routeFacts({ 'x-errors': [404] }),
          tags,
          summary: "A client's copy of their data, on their written request",
        },
      },
    )
    .post(
      '/api/admin/breaches/:id/notify',
      ({ user, params, body, meta }) => notifyAffected(ctx, user, params.id, body.notice, meta),
      {
        roles: ADMINS,
        params: idParams,
        body: notifyBody,
        response: { 200: type({ id: 'string', peopleToldAt: 'string', recipients: 'number' }) },
        detail: {
          ...routeFacts({ 'x-errors': [404, 409] }),
          tags,
          summary: 'E-mail the notice, once, to exactly the clients the breach touched',
        },
      },
    );
}
