/**
 * The "no framework" ceiling for a signed-in list: Bun.serve and bun:sqlite
 * prepared statements on the same database file, doing the same work as
 * GET /api/employees (session lookup by token hash joined to the user, then the
 * user's employees as JSON). Run as its own process by scripts/bench.ts:
 *   bun scripts/bench-baseline.ts <port> <database file>
 */
import { Database } from 'bun:sqlite';

const [port, file] = process.argv.slice(2);
if (!port || !file) throw new Error('usage: bun scripts/bench-baseline.ts <port> <database file>');
const db = new Database(file, { readonly: true });
const session = db.prepare(
  'select u.id as id from sessions s join users u on u.id = s.user_id where s.token_hash = ? and s.expires_at > ?',
);
const employees = db.prepare(
  `select id, user_id as userId, first_name as firstName, last_name as lastName, email, phone, position,
          employee_id as employeeId, tax_number as taxNumber, salary_amount as salaryAmount, start_date as startDate,
          end_date as endDate, is_active as isActive, created_at as createdAt, updated_at as updatedAt
     from company_employees where user_id = ? order by created_at desc`,
);

Bun.serve({
  port: Number(port),
  hostname: '127.0.0.1',
  fetch(request) {
    const token = request.headers.get('cookie')?.match(/sid=([^;]+)/)?.[1];
    if (!token) return new Response('unauthorized', { status: 401 });
    const hash = new Bun.CryptoHasher('sha256').update(token).digest('hex');
    const user = session.get(hash, Date.now()) as { id: string } | null;
    if (!user) return new Response('unauthorized', { status: 401 });
    return Response.json(employees.all(user.id));
  },
});
