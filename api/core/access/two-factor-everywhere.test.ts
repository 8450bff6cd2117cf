/**
 * The two-factor requirement covers every route but the caller's own account's, not
 * /api/admin/* only: an admin who has not enrolled reads no client's messages or files
 * through the portal's routes either. It is judged by who the caller is.
 */
import { expect, test } from 'bun:test';
import { TWO_FACTOR_REQUIRED } from '../../../domain/roles.ts';
import { signIn, type SignedIn } from '../../testing/accounts.ts';
import type { LooseJson } from '../../testing/loose-json.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { createUser } from '../../modules/accounts/create-user.ts';
import { as, enrolTwoFactor, type Firm, STAFF_PASSWORD, withFreshFirm } from '../../testing/firm.ts';

let t: TestApp;
let firm: Firm;
let threadId: string;
let attachmentId: string;
let documentId: string;
withFreshFirm(async (fresh) => {
  ({ t, firm } = fresh);
  const form = new FormData();
  form.set('subject', 'My payslips');
  form.set('body', 'Here they are');
  form.append('files', new File(['%PDF-1.4 secret'], 'payslip.pdf', { type: 'application/pdf' }));
  const thread = await as(t, firm.assignedClient)('/api/messages/threads', { method: 'POST', body: form });
  expect(thread.status).toBe(201);
  const made = (await thread.json()) as LooseJson;
  threadId = made.id;
  const read = (await (await as(t, firm.admin)(`/api/messages/threads/${threadId}`)).json()) as LooseJson;
  attachmentId = read.messages[0].attachments[0].id;
  const upload = new FormData();
  upload.append('files', new File(['%PDF-1.4 bank statement'], 'statement.pdf', { type: 'application/pdf' }));
  upload.set('category', 'bank_statement');
  const doc = await as(t, firm.assignedClient)('/api/documents/upload', { method: 'POST', body: upload });
  expect(doc.status).toBe(201);
  documentId = ((await doc.json()) as LooseJson).documents[0].id;
});

async function unenrolled(username: string, role: 'admin' | 'manager' | 'accountant'): Promise<SignedIn> {
  await createUser(t.db, { username, email: `${username}@firm.co.za`, password: STAFF_PASSWORD, role });
  return signIn(t, username, STAFF_PASSWORD);
}

const clientData = () => [
  '/api/messages/threads',
  `/api/messages/threads/${threadId}`,
  `/api/messages/attachments/${attachmentId}`,
  '/api/messages/unread-count',
  `/api/documents/${documentId}/file`,
];

test('an admin without two-factor reads no client data through any route; their own account stays open', async () => {
  const nomsa = await unenrolled('nomsa', 'admin');
  for (const path of clientData()) {
    const res = await as(t, nomsa)(path);
    expect(`${path} ${res.status}`).toBe(`${path} 403`);
    expect(((await res.json()) as LooseJson).detail).toBe(TWO_FACTOR_REQUIRED);
  }
  const reply = await as(t, nomsa)(`/api/messages/threads/${threadId}/messages`, {
    method: 'POST',
    json: { body: 'hello' },
  });
  expect(reply.status).toBe(403);
  expect((await as(t, nomsa)('/api/user')).status).toBe(200);
  expect((await as(t, nomsa)('/api/user/two-factor')).status).toBe(200);

  await enrolTwoFactor(t, nomsa);
  for (const path of clientData()) expect((await as(t, nomsa)(path)).status).toBe(200);
});

test('under the firm setting, an accountant without two-factor reads no client files either', async () => {
  const on = await as(t, firm.admin)('/api/admin/firm-settings', {
    method: 'PATCH',
    json: { twoFactorRequiredForStaff: true },
  });
  expect(on.status).toBe(200);
  for (const path of clientData()) expect((await as(t, firm.accountant)(path)).status).toBe(403);
  // Clients are never asked: the requirement is the firm's of its staff.
  for (const path of clientData()) expect((await as(t, firm.assignedClient)(path)).status).toBe(200);
});
