import { Elysia } from 'elysia';
import type { AppContext } from '../../context.ts';
import { fillMissing } from '../../lib/validation.ts';
import { requestContext } from '../../core/request-context.ts';
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

  return new Elysia({ name: 'employees' })
    .use(requestContext(ctx))
    .get('/api/employees', ({ user }) => employees.list(user.id), {
      auth: true,
      response: { 200: employeeListSchema },
      detail: { tags, summary: 'My employees, newest first' },
    })
    .post(
      '/api/employees',
      async ({ user, body, meta, set }) => {
        const created = await employees.create(user.id, body, meta);
        set.status = 201;
        return created;
      },
      {
        auth: true,
        // An absent name gets the form's message, as an empty one does.
        transform: fillMissing('firstName', 'lastName'),
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
    .patch('/api/employees/:id', ({ user, params, body, meta }) => employees.update(user.id, params.id, body, meta), {
      auth: true,
      params: employeeParams,
      body: updateEmployeeBody,
      response: { 200: employeeSchema },
      detail: { tags, summary: 'Change an employee (only the fields sent)' },
    })
    .delete(
      '/api/employees/:id',
      async ({ user, params, meta }) => {
        await employees.remove(user.id, params.id, meta);
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
