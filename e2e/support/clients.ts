import { expect, type Page } from '@playwright/test';
import { createUserWithCli, STAFF_PASSWORD } from './backoffice.ts';

/**
 * A client made with `bun run user:create --role client` and signed in, for tests
 * about what a client does once registered: registrations from one address are
 * limited to 50 an hour, and the suite's own registration tests need that budget.
 */
export async function signedInClient(page: Page, username: string): Promise<string> {
  createUserWithCli(username, 'client');
  const res = await page.request.post('/api/login', { data: { username, password: STAFF_PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { id: string }).id;
}
