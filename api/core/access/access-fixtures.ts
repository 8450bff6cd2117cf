/**
 * The firm the access matrix is called against: the test firm (an admin, a manager, an
 * accountant of client A and another of client B), an admin who has not turned on
 * two-factor sign-in, a key of each scope, and client A's records that the calls name.
 */
import { eq } from 'drizzle-orm';
import { API_KEY_SCOPES, type ApiKeyScope } from '../../../domain/api-key-scopes.ts';
import { clientAssignments } from '../../db/schema.ts';
import { registerClient, signIn, type SignedIn } from '../../testing/accounts.ts';
import type { LooseJson } from '../../testing/loose-json.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { createUser } from '../../modules/accounts/create-user.ts';
import { as, createFirm, STAFF_PASSWORD } from '../../testing/firm.ts';
import type { Caller, Person } from './matrix-callers.ts';

export interface Operation {
  method: string;
  /** As openapi.json writes it: /api/admin/clients/{id}. */
  path: string;
  /** The request body's media type, when the operation takes one. */
  body?: string;
}

/** An id no record has: an admitted caller gets the route's 404. */
export const NOBODY = '00000000-0000-4000-8000-000000000000';

async function json(res: Response, expected: number): Promise<LooseJson> {
  if (res.status !== expected) throw new Error(`fixture: ${res.url} ${res.status} ${await res.text()}`);
  return res.json();
}

export async function makeAccessFixtures(t: TestApp) {
  const firm = await createFirm(t);
  const { admin, accountant, assignedClient: clientA } = firm;
  await createUser(t.db, { username: 'nomsa', email: 'nomsa@firm.co.za', password: STAFF_PASSWORD, role: 'admin' });
  const adminWithoutTwoFactor = await signIn(t, 'nomsa', STAFF_PASSWORD);

  const keys = {} as Record<ApiKeyScope, string>;
  for (const scope of API_KEY_SCOPES) {
    const made = await as(t, admin)('/api/admin/api-keys', { method: 'POST', json: { name: scope, scopes: [scope] } });
    keys[scope] = (await json(made, 201)).secret;
  }

  // Client A's records, made as a person would.
  const employee = await json(
    await as(t, clientA)('/api/employees', { method: 'POST', json: { firstName: 'Thabo', lastName: 'Nkosi' } }),
    201,
  );
  const upload = new FormData();
  upload.append('files', new File(['%PDF-1.4 statement'], 'statement.pdf', { type: 'application/pdf' }));
  upload.set('category', 'bank_statement');
  const documents = await json(await as(t, clientA)('/api/documents/upload', { method: 'POST', body: upload }), 201);
  const message = new FormData();
  message.set('subject', 'Payslips');
  message.set('body', 'Attached');
  message.append('files', new File(['%PDF-1.4 payslip'], 'payslip.pdf', { type: 'application/pdf' }));
  const thread = await json(await as(t, clientA)('/api/messages/threads', { method: 'POST', body: message }), 201);
  const threadRead = await json(await as(t, accountant)(`/api/messages/threads/${thread.id}`), 200);
  const request = await json(
    await as(t, accountant)('/api/admin/document-requests', {
      method: 'POST',
      json: { clientId: clientA.user.id, description: 'March statement', documentType: 'bank_statement' },
    }),
    201,
  );
  // Its own request: the calls on document-requests/{id} delete theirs.
  const linkedRequest = await json(
    await as(t, accountant)('/api/admin/document-requests', {
      method: 'POST',
      json: { clientId: clientA.user.id, description: 'April statement', documentType: 'bank_statement' },
    }),
    201,
  );
  const note = await json(
    await as(t, accountant)('/api/admin/client-notes', {
      method: 'POST',
      json: { clientId: clientA.user.id, content: 'Called about VAT' },
    }),
    201,
  );
  const [assignment] = await t.db
    .select({ id: clientAssignments.id })
    .from(clientAssignments)
    .where(eq(clientAssignments.clientId, clientA.user.id));
  // Clients of A's accountant that the deleting calls may take away without touching A.
  const deletable: string[] = [];
  for (const company of ['Leaving Ltd', 'Closing Ltd']) {
    const client = await registerClient(t, { company });
    await t.db
      .insert(clientAssignments)
      .values({ clientId: client.user.id, accountantId: accountant.user.id, assignedBy: firm.manager.user.id });
    deletable.push(client.user.id);
  }

  const people: Record<Person, SignedIn | null> = {
    'signed out': null,
    'client A': clientA,
    'client B': firm.otherClient,
    'accountant of A': accountant,
    'other accountant': firm.otherAccountant,
    manager: firm.manager,
    admin,
    'admin without two-factor': adminWithoutTwoFactor,
  };
  /** The id each parameterised call names, by "METHOD path" or by path; NOBODY otherwise. */
  const targets: Record<string, string> = {
    '/api/employees/{id}': employee.id,
    '/api/admin/company-employees/{id}': employee.id,
    '/api/admin/users/{id}': clientA.user.id,
    '/api/admin/clients/{id}': clientA.user.id,
    '/api/admin/clients/{id}/tracked-from': clientA.user.id,
    'DELETE /api/admin/users/{id}': deletable[0] as string,
    'DELETE /api/admin/clients/{id}': deletable[1] as string,
    '/api/admin/users/{id}/invitation': clientA.user.id,
    '/api/admin/users/{id}/password-reset': clientA.user.id,
    '/api/admin/users/{id}/reset-two-factor': clientA.user.id,
    '/api/admin/client-assignments/{id}': assignment?.id as string,
    '/api/admin/client-notes/{id}': note.id,
    '/api/admin/documents/{id}': documents.documents[0].id,
    '/api/documents/{id}/file': documents.documents[0].id,
    'DELETE /api/documents/{id}': documents.documents[0].id,
    '/api/admin/document-requests/{id}': request.id,
    '/api/admin/document-requests/{id}/upload-link': linkedRequest.id,
    '/api/messages/threads/{id}': thread.id,
    '/api/messages/threads/{id}/messages': thread.id,
    '/api/admin/message-threads/{id}': thread.id,
    '/api/messages/attachments/{id}': threadRead.messages[0].attachments[0].id,
  };
  return { people, keys, targets };
}
export type AccessFixtures = Awaited<ReturnType<typeof makeAccessFixtures>>;

/** The call `caller` makes for `op`: its credentials, the id it names, an empty body. */
export function requestFor(t: TestApp, fixtures: AccessFixtures, caller: Caller, op: Operation): Promise<Response> {
  const id = fixtures.targets[`${op.method} ${op.path}`] ?? fixtures.targets[op.path] ?? NOBODY;
  const url = op.path.replace('{id}', id).replace('{file}', `${NOBODY}.ics`);
  const headers: Record<string, string> = {};
  if (caller in fixtures.people) {
    const person = fixtures.people[caller as Person];
    // A browser's call: its cookie and its own Origin.
    if (person) headers.cookie = person.cookie;
    headers.origin = 'http://localhost';
  } else {
    headers.authorization = `Bearer ${fixtures.keys[caller as ApiKeyScope]}`;
  }
  const init: RequestInit & { json?: unknown } = { method: op.method, headers };
  if (op.body === 'multipart/form-data') init.body = new FormData();
  else if (op.body) init.json = {};
  return t.request(url, init);
}
