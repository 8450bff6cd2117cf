/**
 * Payroll estimates: GET /api/payroll/estimate for the signed-in client,
 * GET /api/admin/payroll-estimates?clientId&month for staff who see the client (404
 * otherwise). Labelled estimates: the firm's payroll run is final. Admins publish a
 * draft tax table here (the tables themselves are the tax-tables admin resource).
 */
import { type } from 'arktype';
import { Elysia } from 'elysia';
import type { AppContext } from '../../context.ts';
import { routeFacts } from '../../lib/openapi/complete-document.ts';
import { requestContext } from '../../core/request-context.ts';
import { ADMINS, assertClientVisible, STAFF } from '../../core/access/visibility.ts';
import { taxTablesDefinition } from './admin.ts';
import { jsonAnswer } from '../../lib/openapi/answers.ts';
import { recordSchema } from '../../lib/openapi/record-schema.ts';
import { publishTaxTable } from './publish.ts';
import { payrollEstimateSchema, payrollQuery, staffPayrollQuery } from './model.ts';
import { payrollEstimate } from './service.ts';

const tags = ['Employees'];

export function payrollModule(ctx: AppContext) {
  return new Elysia({ name: 'payroll' })
    .use(requestContext(ctx))
    .get('/api/payroll/estimate', ({ user, query }) => payrollEstimate(ctx.db, user.id, query.month), {
      roles: ['client'],
      query: payrollQuery,
      response: { 200: payrollEstimateSchema },
      detail: {
        tags,
        summary: "An estimate of the month's PAYE, UIF and SDL per employee and the EMP201 (the payroll run is final)",
        ...routeFacts({ 'x-errors': [400] }),
      },
    })
    .get(
      '/api/admin/payroll-estimates',
      async ({ user, query }) => {
        await assertClientVisible(ctx.db, user, query.clientId);
        return payrollEstimate(ctx.db, query.clientId, query.month);
      },
      {
        roles: STAFF,
        query: staffPayrollQuery,
        response: { 200: payrollEstimateSchema },
        detail: {
          tags: ['Backoffice'],
          summary: "A client's payroll estimate for a month (staff who see the client)",
          ...routeFacts({ 'x-errors': [400, 404] }),
        },
      },
    )
    .post(
      '/api/admin/tax-tables/:id/publish',
      async ({ user, params, meta }) => {
        const row = await publishTaxTable(ctx.db, params.id, { userId: user.id, ...meta });
        return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
      },
      {
        roles: ADMINS,
        params: type({ id: 'string' }),
        detail: {
          tags: ['Backoffice'],
          summary: "Publish a draft tax table: estimates use it from now on; the year's published table is retired",
          responses: {
            200: jsonAnswer(
              'The table, now published',
              recordSchema(taxTablesDefinition.fields, taxTablesDefinition.computed),
            ),
          },
          ...routeFacts({ 'x-errors': [404, 409] }),
        },
      },
    );
}
