import { Elysia, type Cookie } from 'elysia';
import type { Server } from 'bun';
import type { AppContext } from '../../context.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { unauthorized } from '../../lib/problem.ts';
import { fillMissing } from '../../lib/validation.ts';
import { authPlugin, sessionStoreFor } from '../accounts/auth.ts';
import type { RequestMeta } from '../accounts/service.ts';
import {
  createEmployeeBody,
  employeeListSchema,
  employeeParams,
  employeeSchema,
  messageSchema,
  updateEmployeeBody,
} from './model.ts';
import { createEmployeesService } from './service.ts';

export const EMPLOYEES_TAG = {
  name: 'Employees',
  description: "The signed-in client's own employee records (payroll and tax)",
};
const tags = [EMPLOYEES_TAG.name];

/** GET/POST/PATCH/DELETE /api/employees: a client's own records; another client's id is a 404. */
export function employeesModule(ctx: AppContext) {
  const employees = createEmployeesService(ctx.db);
  const meta = (request: Request, server: Server<unknown> | null): RequestMeta => ({
    ipAddress: clientIp(request, server, ctx.config.trustProxy),
    userAgent: request.headers.get('user-agent'),
  });
  // Validation runs before the auth macro: without this a signed-out write would get a 422 describing the body instead of 401.
  const sessions = sessionStoreFor(ctx);
  const signedInFirst = async ({ cookie }: { cookie: Record<string, Cookie<unknown>> }) => {
    if (!(await sessions.resolve(sessions.tokenFrom(cookie)))) throw unauthorized();
  };

  return new Elysia({ name: 'employees' })
    .use(authPlugin(ctx))
    .get('/api/employees', ({ user }) => employees.list(user.id), {
      auth: true,
      response: { 200: employeeListSchema },
      detail: { tags, summary: 'My employees, newest first' },
    })
    .post(
      '/api/employees',
      async ({ user, body, request, server, set }) => {
        const created = await employees.create(user.id, body, meta(request, server));
        set.status = 201;
        return created;
      },
      {
        auth: true,
        // An absent name gets the spec's message, as an empty one does.
        transform: [signedInFirst, fillMissing('firstName', 'lastName')],
        body: createEmployeeBody,
        response: { 201: employeeSchema },
        detail: { tags, summary: 'Add an employee' },
      },
    )
    .get('/api/employees/:id', ({ user, params }) => employees.find(user.id, params.id), {
      auth: true,
      params: employeeParams,
      response: { 200: employeeSchema },
      detail: { tags, summary: 'One of my employees' },
    })
    .patch(
      '/api/employees/:id',
      ({ user, params, body, request, server }) => employees.update(user.id, params.id, body, meta(request, server)),
      {
        auth: true,
        params: employeeParams,
        transform: signedInFirst,
        body: updateEmployeeBody,
        response: { 200: employeeSchema },
        detail: { tags, summary: 'Change an employee (only the fields sent)' },
      },
    )
    .delete(
      '/api/employees/:id',
      async ({ user, params, request, server }) => {
        await employees.remove(user.id, params.id, meta(request, server));
        return { message: 'Employee removed' };
      },
      {
        auth: true,
        params: employeeParams,
        response: { 200: messageSchema },
        detail: { tags, summary: 'Remove an employee for good' },
      },
    );
}
