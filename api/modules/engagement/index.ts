/**
 * Engagement letters: the client's reading, signing and declining
 * (/api/engagement-letters), and the staff's actions on a letter beyond the
 * engagement-letters admin resource (send, withdraw, the PDF, verify).
 */
import { Elysia } from 'elysia';
import type { AppContext } from '../../context.ts';
import { jsonAnswer } from '../../lib/openapi/answers.ts';
import { routeFacts } from '../../lib/openapi/complete-document.ts';
import { requestContext } from '../../core/request-context.ts';
import { STAFF } from '../../core/access/visibility.ts';
import {
  consentSchema,
  declineBody,
  idParams,
  letterSchema,
  letterSummarySchema,
  packageBody,
  packageQuery,
  requirementSchema,
  PDF_ANSWER,
  signBody,
  verifySchema,
} from './model.ts';
import { createEngagementService } from './service.ts';
import { listConsents, withdrawConsent } from './consents.ts';

export const ENGAGEMENT_TAG = {
  name: 'Engagement letters',
  description: 'Letters of engagement: prepared and sent by staff, read and signed (or declined) by the client',
};
const tags = [ENGAGEMENT_TAG.name];
const SIGN_RATE = { limit: 20, windowMs: 60 * 60_000 };

const pdfResponse = (bytes: Uint8Array<ArrayBuffer>, fileName: string) =>
  new Response(bytes, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName.replace(/["\\]/g, '')}"`,
      'cache-control': 'private, no-store',
    },
  });

export function engagementModule(ctx: AppContext) {
  const letters = createEngagementService(ctx);
  const summaryOf = (row: { status: string; id: string }) => ({ id: row.id, status: row.status });
  return new Elysia({ name: 'engagement' })
    .use(requestContext(ctx))
    .get('/api/engagement-letters', ({ user }) => letters.list(user.id), {
      roles: ['client'],
      response: { 200: letterSummarySchema.array() },
      detail: { tags, summary: 'My engagement letters (sent to me), newest first' },
    })
    .get('/api/engagement-letters/requirement', ({ user, query }) => letters.requirement(user.id, query.serviceId), {
      roles: ['client'],
      query: packageQuery,
      response: { 200: requirementSchema },
      detail: { tags, summary: "Whether a package's engagement letter must be signed before checkout" },
    })
    .post(
      '/api/engagement-letters/standard',
      ({ user, body, meta }) => letters.standardLetter(user.id, body.serviceId, meta),
      {
        roles: ['client'],
        body: packageBody,
        response: { 200: letterSchema },
        detail: {
          tags,
          summary:
            "The package's standard letter to sign before checkout: the one waiting, or a new one sent now (needs my company name and address)",
          ...routeFacts({ 'x-errors': [409] }),
        },
      },
    )
    .get('/api/engagement-letters/:id', ({ user, params }) => letters.read(user.id, params.id), {
      roles: ['client'],
      params: idParams,
      response: { 200: letterSchema },
      detail: {
        tags,
        summary: 'One of my letters as sent; the first read is recorded as viewed',
        ...routeFacts({ 'x-errors': [404] }),
      },
    })
    .get(
      '/api/engagement-letters/:id/pdf',
      async ({ user, params }) => {
        const { bytes, fileName } = await letters.pdf(user.id, params.id);
        return pdfResponse(bytes, fileName);
      },
      {
        roles: ['client'],
        params: idParams,
        detail: {
          tags,
          summary: "The letter's PDF as sent (its SHA-256 is the one shown with the letter)",
          responses: { 200: PDF_ANSWER },
          ...routeFacts({ 'x-errors': [404] }),
        },
      },
    )
    .post(
      '/api/engagement-letters/:id/sign',
      async ({ user, params, body, meta }) => {
        await ctx.rateLimiter.hit(`engagement-sign:${user.id}`, SIGN_RATE);
        return letters.sign(user, params.id, body, meta);
      },
      {
        roles: ['client'],
        params: idParams,
        body: signBody,
        response: { 200: letterSchema },
        detail: {
          tags,
          summary:
            'Sign a letter waiting for me: the signed PDF (the letter and an audit page) is kept among my documents',
          ...routeFacts({ 'x-errors': [404, 409], 'x-rate-limited': true }),
        },
      },
    )
    .post(
      '/api/engagement-letters/:id/decline',
      ({ user, params, body, meta }) => letters.decline(user, params.id, body.reason, meta),
      {
        roles: ['client'],
        params: idParams,
        body: declineBody,
        response: { 200: letterSchema },
        detail: {
          tags,
          summary: 'Decline a letter waiting for me, saying why',
          ...routeFacts({ 'x-errors': [404, 409] }),
        },
      },
    )
    .get('/api/consents', ({ user }) => listConsents(ctx.db, user.id), {
      roles: ['client'],
      response: { 200: consentSchema.array() },
      detail: { tags, summary: 'What I consented to (when signing a letter), newest first, with its text version' },
    })
    .post('/api/consents/:id/withdraw', ({ user, params, meta }) => withdrawConsent(ctx.db, user.id, params.id, meta), {
      roles: ['client'],
      params: idParams,
      response: { 200: consentSchema },
      detail: {
        tags,
        summary: 'Withdraw a consent: recorded, and the staff who see me are told; signed letters stay',
        ...routeFacts({ 'x-errors': [404, 409] }),
      },
    })
    .post(
      '/api/admin/engagement-letters/:id/send',
      async ({ user, params, meta }) => summaryOf(await letters.send(user, params.id, meta)),
      {
        roles: STAFF,
        params: idParams,
        detail: {
          tags: ['Backoffice'],
          summary:
            "Send a draft: its PDF is rendered once, stored and hashed, and frozen (needs the client's company name and address)",
          responses: {
            200: jsonAnswer('The letter, now sent', {
              type: 'object',
              properties: { id: { type: 'string' }, status: { type: 'string' } },
              required: ['id', 'status'],
            }),
          },
          ...routeFacts({ 'x-errors': [404, 409, 422] }),
        },
      },
    )
    .post(
      '/api/admin/engagement-letters/:id/withdraw',
      async ({ user, params, meta }) => summaryOf(await letters.withdraw(user, params.id, meta)),
      {
        roles: STAFF,
        params: idParams,
        detail: {
          tags: ['Backoffice'],
          summary: 'Withdraw a letter waiting for signature (a new letter for the package then supersedes it)',
          responses: {
            200: jsonAnswer('The letter, now withdrawn', {
              type: 'object',
              properties: { id: { type: 'string' }, status: { type: 'string' } },
              required: ['id', 'status'],
            }),
          },
          ...routeFacts({ 'x-errors': [404, 409] }),
        },
      },
    )
    .get(
      '/api/admin/engagement-letters/:id/pdf',
      async ({ user, params }) => pdfResponse(await letters.staffPdf(user, params.id), 'engagement-letter.pdf'),
      {
        roles: STAFF,
        params: idParams,
        detail: {
          tags: ['Backoffice'],
          summary: 'The letter as sent, or a preview of a draft rendered now',
          responses: { 200: PDF_ANSWER },
          ...routeFacts({ 'x-errors': [404] }),
        },
      },
    )
    .get('/api/admin/engagement-letters/:id/verify', ({ user, params }) => letters.verify(user, params.id), {
      roles: STAFF,
      params: idParams,
      response: { 200: verifySchema },
      detail: {
        tags: ['Backoffice'],
        summary:
          'Recompute the SHA-256 of the sent letter and of the signed PDF from storage, next to the recorded ones',
        ...routeFacts({ 'x-errors': [404] }),
      },
    });
}
