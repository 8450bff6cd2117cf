import { drain } from '../authProvider.ts';

/**
 * POSTs to one of /api/admin's actions beyond a resource's CRUD (publish, send,
 * mark received…). A refusal throws the problem's detail and field messages, so
 * the caller's notice says why.
 */
export async function postAdminAction(path: string): Promise<void> {
  const res = await fetch(path, { method: 'POST', credentials: 'include' });
  if (!res.ok) {
    const problem = (await res.json().catch(() => ({}))) as { detail?: string; errors?: Record<string, string> };
    const fields = problem.errors ? ` ${Object.values(problem.errors).join(' ')}` : '';
    throw new Error(`${problem.detail ?? res.statusText}${fields}`);
  }
  await drain(res);
}
