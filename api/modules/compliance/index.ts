/**
 * The client's compliance calendar: GET /api/deadlines, the secret calendar feed
 * (POST/DELETE /api/calendar-feed) and the feed itself (GET /api/calendar/{token}.ics,
 * no cookie, 404 once revoked or replaced). Decision 023.
 */
import { Elysia } from 'elysia';
import type { AppContext } from '../../context.ts';
import { routeFacts } from '../../lib/openapi/complete-document.ts';
import { requestContext } from '../../core/request-context.ts';
import { todayInSouthAfrica } from '../../../domain/format.ts';
import { calendarFeed } from './ics.ts';
import {
  calendarFeedAnswerSchema,
  calendarParams,
  clientIdParams,
  trackedFromBody,
  trackedFromSchema,
  deadlinesAnswerSchema,
  deadlinesQuery,
  messageSchema,
} from './model.ts';
import { windowAround } from './recompute.ts';
import { STAFF } from '../../core/access/visibility.ts';
import { fillMissing } from '../../lib/validation.ts';
import { createComplianceService } from './service.ts';

export const COMPLIANCE_TAG = {
  name: 'Compliance',
  description: "SARS and CIPC due dates worked out from the client's company details, each on a business day",
};
const tags = [COMPLIANCE_TAG.name];
const CLIENTS = ['client'] as const;
/** A calendar app polls a few times an hour; more than this from one address is not a calendar app. */
const FEED_RATE = { limit: 120, windowMs: 60 * 60_000 };

export function complianceModule(ctx: AppContext) {
  const compliance = createComplianceService(ctx);

  return new Elysia({ name: 'compliance' })
    .use(requestContext(ctx))
    .get('/api/deadlines', ({ user, query }) => compliance.list(user.id, query), {
      roles: CLIENTS,
      query: deadlinesQuery,
      response: { 200: deadlinesAnswerSchema },
      detail: {
        tags,
        summary: 'My due dates between two dates (default: today to 18 months ahead; at most 24 months)',
        ...routeFacts({ 'x-errors': [400] }),
      },
    })
    .post(
      '/api/calendar-feed',
      async ({ user, meta, set }) => {
        set.status = 201;
        return compliance.newFeed(user.id, meta);
      },
      {
        roles: CLIENTS,
        response: { 201: calendarFeedAnswerSchema },
        detail: { tags, summary: 'A new secret calendar address (shown once); any earlier one stops working' },
      },
    )
    .delete('/api/calendar-feed', ({ user, meta }) => compliance.revokeFeed(user.id, meta), {
      roles: CLIENTS,
      response: { 200: messageSchema },
      detail: { tags, summary: 'Revoke my calendar address: it answers 404 from now on' },
    })
    .get('/api/admin/clients/:id/tracked-from', ({ user, params }) => compliance.trackedFrom(user, params.id), {
      roles: STAFF,
      params: clientIdParams,
      response: { 200: trackedFromSchema },
      detail: {
        tags: ['Backoffice'],
        summary: "A client's tracked-from date: due dates before it are not the firm's (staff who see the client)",
        ...routeFacts({ 'x-errors': [404] }),
      },
    })
    .put(
      '/api/admin/clients/:id/tracked-from',
      ({ user, params, body, meta }) => compliance.setTrackedFrom(user, params.id, body, meta),
      {
        roles: STAFF,
        params: clientIdParams,
        transform: fillMissing('reason'),
        body: trackedFromBody,
        response: { 200: trackedFromSchema },
        detail: {
          tags: ['Backoffice'],
          summary: "Set a client's tracked-from date (null: back to the default), with a reason for the activity log",
          ...routeFacts({ 'x-errors': [404] }),
        },
      },
    )
    .get(
      '/api/calendar/:file',
      async ({ params, meta, set }) => {
        await ctx.rateLimiter.hit(`calendar:${meta.ipAddress}`, FEED_RATE);
        const owner = await compliance.feedOwner(params.file);
        const { from, to } = windowAround(todayInSouthAfrica());
        // Open dates from before the firm looked after the client are not theirs to keep.
        const rows = (await compliance.deadlinesOf(owner.clientId, from, to)).filter(
          (row) => !(row.beforeTrackedFrom && row.status === 'open'),
        );
        set.headers['content-type'] = 'text/calendar; charset=utf-8';
        set.headers['content-disposition'] = 'inline; filename="deadlines.ics"';
        return calendarFeed(owner.company, rows, ctx.config.publicUrl);
      },
      {
        params: calendarParams,
        detail: {
          tags,
          summary: 'The calendar feed (iCalendar) for a calendar app: no cookie; unknown or revoked addresses 404',
          security: [],
          responses: {
            200: {
              description: 'RFC 5545: one all-day event per due date, a year back to 18 months ahead',
              content: { 'text/calendar': { schema: { type: 'string' } } },
            },
          },
          ...routeFacts({ 'x-rate-limited': true, 'x-errors': [404] }),
        },
      },
    );
}
