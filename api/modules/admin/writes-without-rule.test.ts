/**
 * A resource's write that has no rule (no create, update or remove in its definition)
 * is left out of openapi.json, yet still answers as every write does: 401 signed out,
 * 403 to a role that may not read the resource or a key without the scope, then 405.
 * The access matrix covers documented operations only, so these are pinned here.
 */
import { expect, test } from 'bun:test';
import { requiredScope } from '../../core/access/policy.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { as, type Firm, withFreshFirm } from '../../testing/firm.ts';
import { ADMIN_RESOURCES } from './table-of-contents.ts';

let t: TestApp;
let firm: Firm;
withFreshFirm((fresh) => ({ t, firm } = fresh));

const WRITES = ADMIN_RESOURCES.flatMap((definition) =>
  [
    definition.create ? undefined : { method: 'POST', path: `/api/admin/${definition.name}` },
    definition.update ? undefined : { method: 'PUT', path: `/api/admin/${definition.name}/no-such-id` },
    definition.remove ? undefined : { method: 'DELETE', path: `/api/admin/${definition.name}/no-such-id` },
  ]
    .filter((write) => write !== undefined)
    .map((write) => ({ ...write, readRoles: definition.readRoles })),
);

test('the resources without a write rule are the ones openapi.json leaves out', async () => {
  const doc = (await Bun.file(new URL('../../../openapi.json', import.meta.url)).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  expect(WRITES.length).toBeGreaterThan(30);
  for (const { method, path } of WRITES) {
    const template = path.replace('no-such-id', '{id}');
    expect(doc.paths[template]?.[method.toLowerCase()]).toBeUndefined();
  }
});

test('they answer 401, 403 and 405 as before, whatever the body', async () => {
  const makeKey = async (scopes: string[]) => {
    const res = await as(t, firm.admin)('/api/admin/api-keys', { method: 'POST', json: { name: 'All', scopes } });
    return ((await res.json()) as { secret: string }).secret;
  };
  const writeKey = await makeKey(['clients:write', 'enquiries:write', 'documents:write', 'billing:write']);
  const readKey = await makeKey(['clients:read', 'enquiries:read', 'documents:read', 'billing:read']);
  const people = [firm.assignedClient, firm.accountant, firm.manager, firm.admin];
  const got: string[] = [];
  const expected: string[] = [];
  for (const { method, path, readRoles } of WRITES) {
    const init = { method, ...(method === 'DELETE' ? {} : { json: { name: 'x' } }) };
    const statuses = [(await t.request(path, { ...init, headers: { origin: 'http://localhost' } })).status];
    for (const who of people) statuses.push((await as(t, who)(path, init)).status);
    for (const key of [writeKey, readKey]) {
      statuses.push((await t.request(path, { ...init, headers: { authorization: `Bearer ${key}` } })).status);
    }
    got.push(`${method} ${path}: ${statuses.join(' ')}`);
    const byRole = people.map((who) => ((readRoles as readonly string[]).includes(who.user.role) ? 405 : 403));
    const byKey = requiredScope(method, path) ? 405 : 403;
    expected.push(`${method} ${path}: ${[401, ...byRole, byKey, 403].join(' ')}`);
  }
  expect(got).toEqual(expected);
});
