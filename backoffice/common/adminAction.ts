import { request } from '../api-client.ts';

/**
 * POSTs to one of /api/admin's actions beyond a resource's CRUD (publish, send,
 * mark received…). A refusal throws the problem's detail and field messages, so
 * the caller's notice says why.
 */
export async function postAdminAction(path: string): Promise<void> {
  await request<unknown>('POST', path);
}
