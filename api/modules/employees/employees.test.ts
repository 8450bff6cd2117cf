import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { EMPLOYEE_MESSAGES as M } from '../../../domain/employee-rules.ts';
import { todayInSouthAfrica } from '../../../domain/format.ts';
import { activityLogs } from '../../db/schema.ts';
import { registerClient, type SignedIn } from '../../testing/accounts.ts';
import { type TestApp, withFreshApp } from '../../testing/test-app.ts';

let t: TestApp;
let me: SignedIn;
withFreshApp(async (app) => {
  t = app;
  me = await registerClient(t);
});

const THANDI = {
  firstName: 'Thandi',
  lastName: 'Nkosi',
  email: 'thandi@nkosi.co.za',
  phone: '+27 82 555 0101',
  position: 'Baker',
  employeeId: 'EMP-001',
  taxNumber: '0123456789',
  salaryAmount: 15250.5,
  startDate: '2022-03-01',
  endDate: null,
  isActive: true,
};

type Json = Record<string, unknown>;
const call = (path: string, method = 'GET', json?: unknown, who: SignedIn | null = me) =>
  t.request(path, { method, json, headers: who ? { cookie: who.cookie } : {} });
const add = async (body: Json = THANDI, who: SignedIn = me) => {
  const res = await call('/api/employees', 'POST', body, who);
  expect(res.status).toBe(201);
  return (await res.json()) as Json & { id: string };
};
/** The field errors of a 422 answer. */
const errorsOf = async (res: Response) => {
  expect(res.status).toBe(422);
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  return ((await res.json()) as { errors: Record<string, string> }).errors;
};
const daysFromToday = (days: number) => {
  const date = new Date(`${todayInSouthAfrica()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('POST /api/employees', () => {
  test('adds an employee with every field; salary stored as cents, answered in rand', async () => {
    const created = await add();
    expect(created).toMatchObject({ ...THANDI, userId: me.user.id });
    expect(created.id).toBeString();
    expect(created.createdAt).toBeString();
    const stored = await t.client.execute({
      sql: 'select salary_amount, start_date, is_active from company_employees where id = ?',
      args: [created.id],
    });
    expect(stored.rows[0]).toMatchObject({ salary_amount: 1525050, start_date: '2022-03-01', is_active: 1 });
    const log = await t.db.select().from(activityLogs).where(eq(activityLogs.action, 'employee_added'));
    expect(log).toHaveLength(1);
    expect(log[0]!.details).toEqual({ employeeId: created.id });
  });

  test('only the names are needed; empty strings mean not set; isActive defaults to true', async () => {
    const created = await add({
      firstName: '  Sipho ',
      lastName: 'Dlamini',
      email: '',
      phone: ' ',
      salaryAmount: '',
      startDate: '',
      endDate: '',
    });
    expect(created).toMatchObject({
      firstName: 'Sipho',
      lastName: 'Dlamini',
      email: null,
      phone: null,
      position: null,
      salaryAmount: null,
      startDate: null,
      endDate: null,
      isActive: true,
    });
  });

  test('names are required, with the form messages, whether blank or absent', async () => {
    expect(await errorsOf(await call('/api/employees', 'POST', { firstName: ' ', lastName: '' }))).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
    expect(await errorsOf(await call('/api/employees', 'POST', {}))).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });

  test("an e-mail, when given, must be valid: 'Invalid email address'", async () => {
    expect((await errorsOf(await call('/api/employees', 'POST', { ...THANDI, email: 'not-an-email' }))).email).toBe(
      'Invalid email address',
    );
    expect((await add({ ...THANDI, email: ' Thandi@Nkosi.CO.ZA ' })).email).toBe('thandi@nkosi.co.za');
  });

  test("salary must be above 0 ('Amount must be greater than 0') in whole cents", async () => {
    for (const salaryAmount of [0, -100, 'abc', '-5']) {
      expect((await errorsOf(await call('/api/employees', 'POST', { ...THANDI, salaryAmount }))).salaryAmount).toBe(
        M.salaryAmount,
      );
    }
    expect(
      (await errorsOf(await call('/api/employees', 'POST', { ...THANDI, salaryAmount: 10.005 }))).salaryAmount,
    ).toBe(M.salaryCents);
    expect((await errorsOf(await call('/api/employees', 'POST', { ...THANDI, salaryAmount: 1e9 }))).salaryAmount).toBe(
      M.salaryTooLarge,
    );
    expect((await add({ ...THANDI, salaryAmount: 0.01 })).salaryAmount).toBe(0.01);
    expect((await add({ ...THANDI, salaryAmount: '12000.75' })).salaryAmount).toBe(12000.75);
  });

  test('start date: not in the future, not before 1900-01-01, a real yyyy-MM-dd date', async () => {
    const start = async (startDate: unknown) =>
      (await errorsOf(await call('/api/employees', 'POST', { ...THANDI, startDate }))).startDate;
    expect(await start(daysFromToday(1))).toBe(M.startDateFuture);
    expect(await start('1899-12-31')).toBe(M.startDateTooEarly);
    expect(await start('2023-02-30')).toBe(M.dateFormat);
    expect(await start('01/03/2022')).toBe(M.dateFormat);
    expect(await start('2022-03-01T00:00:00Z')).toBe(M.dateFormat);
    expect((await add({ ...THANDI, startDate: todayInSouthAfrica() })).startDate).toBe(todayInSouthAfrica());
    expect((await add({ ...THANDI, startDate: '1900-01-01' })).startDate).toBe('1900-01-01');
  });

  test('end date: not before 1900-01-01 nor before the start date; the future is allowed (notice given)', async () => {
    const end = async (body: Json) =>
      (await errorsOf(await call('/api/employees', 'POST', { ...THANDI, ...body }))).endDate;
    expect(await end({ startDate: null, endDate: '1899-12-31' })).toBe(M.endDateTooEarly);
    expect(await end({ startDate: '2022-03-01', endDate: '2022-02-28' })).toBe(M.endBeforeStart);
    expect(await end({ endDate: '2022-13-01' })).toBe(M.dateFormat);
    expect((await add({ ...THANDI, endDate: '2022-03-01' })).endDate).toBe('2022-03-01');
    expect((await add({ ...THANDI, endDate: daysFromToday(30), isActive: false })).isActive).toBe(false);
  });

  test('every failing field is reported at once', async () => {
    const errors = await errorsOf(
      await call('/api/employees', 'POST', {
        firstName: '',
        lastName: '',
        email: 'x',
        salaryAmount: 0,
        startDate: '1800-01-01',
        endDate: '1800-01-01',
      }),
    );
    expect(Object.keys(errors).sort()).toEqual([
      'email',
      'endDate',
      'firstName',
      'lastName',
      'salaryAmount',
      'startDate',
    ]);
  });

  test('unknown fields (userId, id) are refused, never applied', async () => {
    const other = await registerClient(t);
    const errors = await errorsOf(await call('/api/employees', 'POST', { ...THANDI, userId: other.user.id }));
    expect(errors.userId).toBe('userId is not a field this call accepts');
    expect((await (await call('/api/employees', 'GET', undefined, other)).json()) as unknown[]).toHaveLength(0);
  });

  test('wrong types are refused', async () => {
    expect(await errorsOf(await call('/api/employees', 'POST', { ...THANDI, isActive: 'yes' }))).toHaveProperty(
      'isActive',
    );
    expect(await errorsOf(await call('/api/employees', 'POST', { ...THANDI, firstName: 5 }))).toHaveProperty(
      'firstName',
    );
  });

  test('text longer than its field allows is refused', async () => {
    expect(
      (await errorsOf(await call('/api/employees', 'POST', { ...THANDI, position: 'x'.repeat(101) }))).position,
    ).toBe('position must be at most 100 characters');
  });
});

describe('GET /api/employees', () => {
  test('lists only my employees, newest first', async () => {
    const other = await registerClient(t);
    await add({ firstName: 'First', lastName: 'One' });
    await add({ firstName: 'Theirs', lastName: 'Only' }, other);
    await add({ firstName: 'Second', lastName: 'Two' });
    await add({ firstName: 'Third', lastName: 'Three' });
    const list = (await (await call('/api/employees')).json()) as Json[];
    expect(list.map((e) => e.firstName)).toEqual(['Third', 'Second', 'First']);
    const theirs = (await (await call('/api/employees', 'GET', undefined, other)).json()) as Json[];
    expect(theirs.map((e) => e.firstName)).toEqual(['Theirs']);
  });

  test('an empty list for a new client', async () => {
    const res = await call('/api/employees');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  test('one of mine by id', async () => {
    const created = await add();
    const res = await call(`/api/employees/${created.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(created);
  });
});

describe('PATCH /api/employees/{id}', () => {
  test('changes only the fields sent and answers the updated employee', async () => {
    const created = await add();
    const res = await call(`/api/employees/${created.id}`, 'PATCH', {
      position: 'Head Baker',
      salaryAmount: 18000,
      isActive: false,
      endDate: '2024-06-30',
    });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as Json;
    expect(updated).toMatchObject({
      ...THANDI,
      position: 'Head Baker',
      salaryAmount: 18000,
      isActive: false,
      endDate: '2024-06-30',
    });
    expect(updated.id).toBe(created.id);
  });

  test('the same rules and messages as adding', async () => {
    const created = await add();
    const errors = await errorsOf(
      await call(`/api/employees/${created.id}`, 'PATCH', {
        firstName: '',
        lastName: ' ',
        email: 'bad',
        salaryAmount: -1,
        startDate: daysFromToday(2),
      }),
    );
    expect(errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Invalid email address',
      salaryAmount: 'Amount must be greater than 0',
      startDate: M.startDateFuture,
    });
  });

  test('a single date sent is checked against the stored other one', async () => {
    const created = await add({ ...THANDI, startDate: '2022-03-01', endDate: '2023-03-01' });
    const path = `/api/employees/${created.id}`;
    expect((await errorsOf(await call(path, 'PATCH', { endDate: '2022-01-01' }))).endDate).toBe(M.endBeforeStart);
    expect((await errorsOf(await call(path, 'PATCH', { startDate: '2023-06-01' }))).startDate).toBe(M.startAfterEnd);
    // Clearing the end date (employed again) is always fine.
    const res = await call(path, 'PATCH', { endDate: '', isActive: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ endDate: null, isActive: true, startDate: '2022-03-01' });
  });

  test('an empty body changes nothing', async () => {
    const created = await add();
    const res = await call(`/api/employees/${created.id}`, 'PATCH', {});
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(created);
  });
});

describe('DELETE /api/employees/{id}', () => {
  test('removes the employee for good', async () => {
    const created = await add();
    const res = await call(`/api/employees/${created.id}`, 'DELETE');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Employee removed' });
    expect(await (await call('/api/employees')).json()).toEqual([]);
    expect((await call(`/api/employees/${created.id}`, 'DELETE')).status).toBe(404);
  });
});

describe('ownership', () => {
  test("one client never reads, changes or removes another's employee: 404, as for an id that never existed", async () => {
    const other = await registerClient(t);
    const theirs = await add({ ...THANDI, firstName: 'Theirs' }, other);
    const path = `/api/employees/${theirs.id}`;
    const missing = await call('/api/employees/00000000-0000-0000-0000-000000000000');
    const readTheirs = await call(path);
    expect(readTheirs.status).toBe(404);
    expect(missing.status).toBe(404);
    // Same answer apart from the address and the request's own id: nothing tells that the id exists.
    const { instance: _a, requestId: _ra, ...a } = (await readTheirs.json()) as Json;
    const { instance: _b, requestId: _rb, ...b } = (await missing.json()) as Json;
    expect(a).toEqual(b);
    expect((await call(path, 'PATCH', { firstName: 'Mine now' })).status).toBe(404);
    expect((await call(path, 'DELETE')).status).toBe(404);
    // A valid-looking body does not get past ownership either.
    expect((await call(path, 'PATCH', THANDI)).status).toBe(404);

    const stillTheirs = (await (await call(path, 'GET', undefined, other)).json()) as Json;
    expect(stillTheirs).toEqual(theirs);
  });

  test('signed out: 401 on every call, before the body is looked at', async () => {
    const created = await add();
    const path = `/api/employees/${created.id}`;
    expect((await call('/api/employees', 'GET', undefined, null)).status).toBe(401);
    expect((await call('/api/employees', 'POST', THANDI, null)).status).toBe(401);
    expect((await call('/api/employees', 'POST', {}, null)).status).toBe(401);
    expect((await call(path, 'GET', undefined, null)).status).toBe(401);
    expect((await call(path, 'PATCH', { firstName: '' }, null)).status).toBe(401);
    expect((await call(path, 'DELETE', undefined, null)).status).toBe(401);
    expect((await call('/api/employees', 'GET', undefined, { cookie: 'sid=forged', user: me.user })).status).toBe(401);
  });

  test("deleting the account removes the client's employees", async () => {
    await add();
    expect((await call('/api/user', 'DELETE', { password: 'correct-horse-1' })).status).toBe(200);
    const rows = await t.client.execute('select count(*) as n from company_employees');
    expect(rows.rows[0]?.n).toBe(0);
  });
});

describe('OpenAPI', () => {
  test('the employee calls are documented under Employees with their schemas', async () => {
    type Schema = { required?: string[]; $ref?: string };
    const doc = (await (await t.request('/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<string, { tags: string[]; requestBody?: { content: Record<string, { schema: Schema }> } }>
      >;
      components: { schemas: Record<string, Schema> };
    };
    // A body shared by its media types is a reference to components.schemas.
    const resolve = (schema: Schema) => doc.components.schemas[schema.$ref?.split('/').at(-1) ?? ''] ?? schema;
    expect(Object.keys(doc.paths['/api/employees']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/employees/{id}']!).sort()).toEqual(['delete', 'get', 'patch']);
    expect(doc.paths['/api/employees']!.post!.tags).toEqual(['Employees']);
    expect(
      resolve(doc.paths['/api/employees']!.post!.requestBody!.content['application/json']!.schema).required,
    ).toEqual(['firstName', 'lastName']);
  });
});
