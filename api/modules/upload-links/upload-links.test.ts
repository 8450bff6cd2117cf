import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { readdirSync } from 'node:fs';
import { MAX_UPLOAD_BYTES } from '../../../domain/constants.ts';
import { activityLogs, documentRequests, documents, uploadLinks, uploadLinkUses } from '../../db/schema.ts';
import { as, listUrl, type Firm, withFreshFirm } from '../../testing/firm.ts';
import { mailbox } from '../../testing/sent-mail.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { LINK_ADDRESS_RATE, LINK_RATE } from './index.ts';
import { REFUSED_TYPE_MESSAGE } from './sniffing-storage.ts';
import { INACTIVE_LINK_MESSAGE, UPLOAD_LINK_LIFETIME_MS } from './token.ts';

let t: TestApp;
let firm: Firm;
withFreshFirm(
  (fresh) => {
    ({ t, firm } = fresh);
  },
  { trustProxy: 1 },
);

const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n% a test page\n%%EOF\n');
const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 2, 3, 4, 5]);
const pdf = (name: string, bytes: Uint8Array<ArrayBuffer> = PDF_BYTES) =>
  new File([bytes], name, { type: 'application/pdf' });

/** A request for the assigned client, made by their accountant; answers its id and its link's path. */
async function makeRequest(description = 'Payslips for October') {
  const created = await as(t, firm.accountant)('/api/admin/document-requests', {
    method: 'POST',
    json: { clientId: firm.assignedClient.user.id, documentType: 'payroll_tax', description, dueDate: '2030-11-30' },
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const link = await as(t, firm.accountant)(`/api/admin/document-requests/${id}/upload-link`, { method: 'POST' });
  expect(link.status).toBe(200);
  const body = (await link.json()) as { url: string; expiresAt: string; whatsappUrl: string };
  const token = body.url.split('/upload/')[1] ?? '';
  return { id, token, ...body };
}

const from = (ip = '198.51.100.7') => ({ 'x-forwarded-for': ip });
const view = (token: string, ip?: string) => t.request(`/api/upload-links/${token}`, { headers: from(ip) });
function sendFiles(token: string, files: File[], ip?: string, fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  for (const file of files) body.append('files', file);
  return t.request(`/api/upload-links/${token}/files`, { method: 'POST', body, headers: from(ip) });
}
const stored = () => {
  try {
    return readdirSync(t.config.uploadDir);
  } catch {
    return [];
  }
};

describe('a request link', () => {
  test('is made with the request, 256 bits, stored only as a hash, and the same link comes back until revoked', async () => {
    const { id, token, url, expiresAt, whatsappUrl } = await makeRequest();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(url).toBe(`${t.config.publicUrl}/upload/${token}`);
    const rows = await t.db.select().from(uploadLinks).where(eq(uploadLinks.requestId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toHaveLength(64);
    expect(Date.parse(expiresAt) - rows[0]!.createdAt.getTime()).toBe(UPLOAD_LINK_LIFETIME_MS);
    // Nothing written anywhere holds the token itself.
    const logs = JSON.stringify(await t.db.select().from(activityLogs));
    expect(logs).not.toContain(token);

    const again = await as(t, firm.manager)(`/api/admin/document-requests/${id}/upload-link`, { method: 'POST' });
    expect(((await again.json()) as { url: string }).url).toBe(url);
    expect(whatsappUrl).toStartWith('https://wa.me/');
    const text = decodeURIComponent(whatsappUrl.split('?text=')[1] ?? '');
    expect(text).toContain(`this is ${t.config.firmDetails.name}`);
    expect(text).toContain('Payslips for October');
    expect(text).toContain(url);
  });

  test('two staff asking at once get one link', async () => {
    const { id } = await makeRequest();
    await t.request(`/api/admin/document-requests/${id}/upload-link`, { method: 'GET' });
    await as(t, firm.accountant)(`/api/admin/document-requests/${id}/upload-link`, { method: 'DELETE' });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        as(t, firm.accountant)(`/api/admin/document-requests/${id}/upload-link`, { method: 'POST' }),
      ),
    );
    const urls = await Promise.all(answers.map(async (a) => ((await a.json()) as { url: string }).url));
    expect(new Set(urls).size).toBe(1);
  });

  test('the page shows the firm and the request only, nothing else of the client', async () => {
    const { token } = await makeRequest('Payslips for October');
    const res = await view(token);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({
      firmName: t.config.firmDetails.name,
      title: 'Payroll tax',
      description: 'Payslips for October',
      documentType: 'payroll_tax',
      dueDate: expect.any(String),
      dueDateLabel: '30 November 2030',
      expiresAt: expect.any(String),
    });
    const text = JSON.stringify(body);
    const client = firm.assignedClient.user;
    for (const secret of [client.id, client.email, client.username, 'Assigned Bakery'])
      expect(text).not.toContain(secret);
  });

  test('an upload through the link fulfils the request, is logged with link, address and time, and shows as through the link', async () => {
    const { id, token } = await makeRequest();
    const res = await sendFiles(token, [pdf('payslips.pdf')], '203.0.113.5');
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { message: string; documents: unknown[] };
    expect(answer).toEqual({
      message: 'Thank you: your accountant has received your documents.',
      documents: [{ fileName: 'payslips.pdf', fileSize: PDF_BYTES.length }],
    });
    const [doc] = await t.db.select().from(documents);
    expect(doc).toMatchObject({ userId: firm.assignedClient.user.id, category: 'payroll_tax', status: 'pending' });
    const [request] = await t.db.select().from(documentRequests).where(eq(documentRequests.id, id));
    expect(request).toMatchObject({ status: 'completed', fulfilledWith: doc!.id });
    const [use] = await t.db.select().from(uploadLinkUses);
    expect(use).toMatchObject({ requestId: id, documentId: doc!.id, ipAddress: '203.0.113.5' });
    expect(use!.uploadedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);

    const record = await as(t, firm.accountant)(`/api/admin/document-requests/${id}`);
    expect(((await record.json()) as { receivedThrough: string }).receivedThrough).toBe('link');
    // The accountant opens the file as any other.
    const file = await as(t, firm.accountant)(`/api/documents/${doc!.id}/file`);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF_BYTES);
  });

  test('fulfilled, revoked, expired and deleted links refuse with 410 and the sentence', async () => {
    const fulfilled = await makeRequest('a');
    expect((await sendFiles(fulfilled.token, [pdf('a.pdf')])).status).toBe(201);

    const revoked = await makeRequest('b');
    const del = await as(t, firm.accountant)(`/api/admin/document-requests/${revoked.id}/upload-link`, {
      method: 'DELETE',
    });
    expect(del.status).toBe(204);

    const expired = await makeRequest('c');
    await t.db
      .update(uploadLinks)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(uploadLinks.requestId, expired.id));

    const deleted = await makeRequest('d');
    expect(
      (await as(t, firm.accountant)(`/api/admin/document-requests/${deleted.id}`, { method: 'DELETE' })).status,
    ).toBe(200);

    for (const { token } of [fulfilled, revoked, expired, deleted]) {
      const shown = await view(token);
      expect(shown.status).toBe(410);
      expect(((await shown.json()) as { detail: string }).detail).toBe(INACTIVE_LINK_MESSAGE);
      const sent = await sendFiles(token, [pdf('late.pdf')]);
      expect(sent.status).toBe(410);
    }
    expect(await t.db.select().from(documents)).toHaveLength(1);

    // A fulfilled request has nothing to take: staff get no new link for it.
    const refused = await as(t, firm.accountant)(`/api/admin/document-requests/${fulfilled.id}/upload-link`, {
      method: 'POST',
    });
    expect(refused.status).toBe(409);
    // An expired link is replaced on demand by a new one; the old one stays dead.
    const renewed = await as(t, firm.accountant)(`/api/admin/document-requests/${expired.id}/upload-link`, {
      method: 'POST',
    });
    const { url } = (await renewed.json()) as { url: string };
    expect(url).not.toContain(expired.token);
    expect((await view(url.split('/upload/')[1] ?? '')).status).toBe(200);
    expect((await view(expired.token)).status).toBe(410);
  });

  test('unknown tokens 404, and no path reads a document through a link', async () => {
    const { token } = await makeRequest();
    expect((await view('x'.repeat(43))).status).toBe(404);
    expect((await view('short')).status).toBe(404);
    expect((await sendFiles(token, [pdf('a.pdf')])).status).toBe(201);
    for (const path of [
      `/api/upload-links/${token}/files`,
      `/api/upload-links/${token}/documents`,
      `/api/upload-links/${token}/files/1`,
      `/api/documents?token=${token}`,
    ]) {
      const res = await t.request(path, { headers: from() });
      expect([401, 404]).toContain(res.status);
    }
  });

  test('the same limits as the portal: over 10 MB 413, a refused type 415 by its first bytes, nothing stored', async () => {
    const { token } = await makeRequest();
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(PDF_BYTES);
    const tooBig = await sendFiles(token, [pdf('big.pdf', big)]);
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { detail: string }).detail).toBe('Some files exceed the 10MB limit: big.pdf');

    // A script named like a PDF is judged by its bytes.
    const script = new File(['#!/bin/sh\necho hello\n'], 'statement.pdf', { type: 'application/pdf' });
    const refused = await sendFiles(token, [pdf('fine.pdf'), script]);
    expect(refused.status).toBe(415);
    expect(((await refused.json()) as { detail: string }).detail).toBe(REFUSED_TYPE_MESSAGE);
    expect(stored()).toEqual([]);
    expect(await t.db.select().from(documents)).toEqual([]);

    // A photo passes, whatever the browser called it.
    const photo = new File([JPEG_BYTES], 'page 1', { type: 'application/octet-stream' });
    expect((await sendFiles(token, [photo])).status).toBe(201);
  });

  test('many uploads at once through one link fulfil the request once', async () => {
    const { id, token } = await makeRequest();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => sendFiles(token, [pdf(`copy-${i}.pdf`)], `203.0.113.${i + 1}`)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 410)).toBe(true);
    expect(await t.db.select().from(documents)).toHaveLength(1);
    expect(stored()).toHaveLength(1);
    const [request] = await t.db.select().from(documentRequests).where(eq(documentRequests.id, id));
    expect(request!.status).toBe('completed');
  });

  test('rate limits: per address, whatever the token, and per link, whatever the address', async () => {
    const { token } = await makeRequest();
    for (let i = 0; i < LINK_ADDRESS_RATE.limit; i++) await view(`${'y'.repeat(42)}${i % 10}`, '192.0.2.50');
    const blocked = await view(token, '192.0.2.50');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
    expect((await view(token, '192.0.2.51')).status).toBe(200);

    const other = await makeRequest('e');
    for (let i = 0; i < LINK_RATE.limit; i++) await view(other.token, `10.1.${Math.floor(i / 100)}.${i % 100}`);
    expect((await view(other.token, '10.2.0.1')).status).toBe(429);
  });

  test('staff who do not see the client get 404; clients 403; signed out 401', async () => {
    const { id } = await makeRequest();
    const path = `/api/admin/document-requests/${id}/upload-link`;
    expect((await as(t, firm.otherAccountant)(path, { method: 'POST' })).status).toBe(404);
    expect((await as(t, firm.otherAccountant)(path, { method: 'DELETE' })).status).toBe(404);
    expect((await as(t, firm.assignedClient)(path, { method: 'POST' })).status).toBe(403);
    expect((await t.request(path, { method: 'POST' })).status).toBe(401);
    expect((await as(t, firm.accountant)(listUrl('document-requests'))).status).toBe(200);
  });

  test("the request's e-mails carry the link, filled in only when sent", async () => {
    const { id, token } = await makeRequest();
    const [row] = await t.db.select().from(documentRequests).where(eq(documentRequests.id, id));
    expect(row).toBeDefined();
    const mail = mailbox(t);
    await mail.deliver();
    const sent = mail.sent.find((m) => m.to === firm.assignedClient.user.email);
    expect(sent?.text).toContain(`${t.config.publicUrl}/upload/${token}`);
    expect(sent?.html).toContain(`/upload/${token}`);
    const outbox = JSON.stringify((await t.db.query.emailOutbox?.findMany?.()) ?? []);
    expect(outbox).not.toContain(token);
  });

  test('a revoked link leaves the e-mail without it', async () => {
    const { id, token } = await makeRequest();
    await as(t, firm.accountant)(`/api/admin/document-requests/${id}/upload-link`, { method: 'DELETE' });
    const mail = mailbox(t);
    await mail.deliver();
    const sent = mail.sent.find((m) => m.to === firm.assignedClient.user.email);
    expect(sent?.text).toContain('Upload it in the portal');
    expect(sent?.text).not.toContain('/upload/');
    expect(sent?.text).not.toContain('[[upload-link]]');
    expect(sent?.html).not.toContain('[[upload-link]]');
    expect(sent?.text).not.toContain(token);
  });
});
