import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_UPLOAD_BYTES } from '../../../domain/constants.ts';
import { documentRequests, documents, uploadLinkUses } from '../../db/schema.ts';
import { as, type Firm, withFreshFirm } from '../../testing/firm.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { tooLargeMessage } from '../documents/public.ts';
import { REFUSED_TYPE_MESSAGE } from '../upload-links/public.ts';
import { resumableFolder } from './service.ts';

let t: TestApp;
let firm: Firm;
withFreshFirm(
  (fresh) => {
    ({ t, firm } = fresh);
  },
  { trustProxy: 1 },
);

const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (text: string) => Buffer.from(text).toString('base64');
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${b64(value)}`)
    .join(',');
/** A PDF of `size` bytes whose contents differ byte to byte, so a misplaced chunk changes its hash. */
function pdfBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + (i >> 8)) & 0xff;
  bytes.set(new TextEncoder().encode('%PDF-1.7\n%binary-'));
  return bytes;
}
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

type Caller = (path: string, init?: RequestInit) => Promise<Response>;
const signedOut: Caller = (path, init) => t.request(path, init);
const client = () => as(t, firm.assignedClient);
const otherClient = () => as(t, firm.otherClient);
/** A caller without a session, from one address, holding a link token. */
const linkHolder =
  (token: string, ip = '198.51.100.7') =>
  (path: string, init: RequestInit = {}) =>
    t.request(path, {
      ...init,
      headers: { 'x-forwarded-for': ip, 'upload-link-token': token, ...(init.headers as Record<string, string>) },
    });

async function create(who: Caller, size: number, fields: Record<string, string>) {
  return who('/api/uploads/tus', {
    method: 'POST',
    headers: { ...TUS, 'upload-length': String(size), 'upload-metadata': metadata(fields) },
  });
}
async function begin(who: Caller, size: number, fields: Record<string, string>) {
  const res = await create(who, size, fields);
  expect(res.status).toBe(201);
  const location = res.headers.get('location') ?? '';
  expect(location).toMatch(/^\/api\/uploads\/tus\/[0-9a-f]{32}$/);
  return location;
}
const patch = (who: Caller, url: string, offset: number, body: BodyInit, headers: Record<string, string> = {}) =>
  who(url, {
    method: 'PATCH',
    body,
    headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', ...headers },
  });
const head = (who: Caller, url: string) => who(url, { method: 'HEAD', headers: TUS });

/** A body that sends `bytes` and then breaks, as a phone losing its signal does. */
function cutAfter(bytes: Uint8Array, declared: number) {
  let sent = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sent) {
        sent = true;
        controller.enqueue(bytes);
        return;
      }
      controller.error(new Error('connection lost'));
    },
  });
  return { body: stream, headers: { 'content-length': String(declared) } };
}

async function makeRequest() {
  const created = await as(t, firm.accountant)('/api/admin/document-requests', {
    method: 'POST',
    json: {
      clientId: firm.assignedClient.user.id,
      documentType: 'payroll_tax',
      description: 'Payslips',
      dueDate: '2030-11-30',
    },
  });
  const { id } = (await created.json()) as { id: string };
  const link = await as(t, firm.accountant)(`/api/admin/document-requests/${id}/upload-link`, { method: 'POST' });
  const { url } = (await link.json()) as { url: string };
  return { id, token: url.split('/upload/')[1] ?? '' };
}

const storedBytes = async (documentId: string) => {
  const [row] = await t.db.select({ key: documents.fileUrl }).from(documents).where(eq(documents.id, documentId));
  return readFileSync(join(t.config.uploadDir, row?.key ?? 'missing'));
};

describe('resumable uploads (tus)', () => {
  test('an upload cut off halfway resumes from the server’s offset and stores identical bytes', async () => {
    const file = pdfBytes(3 * 1024 * 1024 + 123);
    const url = await begin(client(), file.length, {
      filename: 'statement.pdf',
      filetype: 'application/pdf',
      category: 'bank_statement',
    });
    const half = Math.floor(file.length / 2);

    // The connection drops after half the bytes of a PATCH that meant to send them all.
    const cut = cutAfter(file.subarray(0, half), file.length);
    // Its answer never reaches a phone that lost its signal; what counts is what the server kept.
    await patch(client(), url, 0, cut.body, cut.headers).catch(() => null);

    const offsetRes = await head(client(), url);
    expect(offsetRes.status).toBe(200);
    expect(offsetRes.headers.get('upload-length')).toBe(String(file.length));
    const offset = Number(offsetRes.headers.get('upload-offset'));
    expect(offset).toBe(half);

    const rest = await patch(client(), url, offset, file.slice(offset));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(file.length));

    const list = (await (await client()('/api/documents')).json()) as {
      id: string;
      fileName: string;
      fileSize: number;
      status: string;
    }[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ fileName: 'statement.pdf', fileSize: file.length, status: 'pending' });
    expect(sha256(await storedBytes(list[0]!.id))).toBe(sha256(file));
    // The finished upload is gone from the tus folder; the document is in storage.
    expect((await head(client(), url)).status).toBe(404);
  });

  test('a PATCH at the wrong offset is 409 and changes nothing', async () => {
    const file = pdfBytes(4000);
    const url = await begin(client(), file.length, { filename: 'a.pdf', category: 'bank_statement' });
    expect((await patch(client(), url, 0, file.slice(0, 1000))).status).toBe(204);
    const wrong = await patch(client(), url, 500, file.slice(500, 2000));
    expect(wrong.status).toBe(409);
    expect((await head(client(), url)).headers.get('upload-offset')).toBe('1000');
    // A part longer than what the upload lacks is refused before any of it is read.
    const tooLong = await patch(client(), url, 1000, pdfBytes(3001));
    expect(tooLong.status).toBe(413);
    expect((await head(client(), url)).headers.get('upload-offset')).toBe('1000');
    expect((await patch(client(), url, 1000, file.slice(1000))).status).toBe(204);
  });

  test('two PATCHes at once on one upload: one is stored, the other 409', async () => {
    const file = pdfBytes(2 * 1024 * 1024);
    const url = await begin(client(), file.length, { filename: 'race.pdf', category: 'bank_statement' });
    const half = file.length / 2;
    const answers = await Promise.all([
      patch(client(), url, 0, file.slice(0, half)),
      patch(client(), url, 0, file.slice(0, half)),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([204, 409]);
    expect((await head(client(), url)).headers.get('upload-offset')).toBe(String(half));
    expect((await patch(client(), url, half, file.slice(half))).status).toBe(204);
    const [doc] = await t.db.select({ id: documents.id }).from(documents);
    expect(sha256(await storedBytes(doc!.id))).toBe(sha256(file));
  });

  test('over 10 MB or over the quota is refused at creation with the portal’s messages, nothing stored', async () => {
    const big = await create(client(), MAX_UPLOAD_BYTES + 1, { filename: 'huge.pdf', category: 'bank_statement' });
    expect(big.status).toBe(413);
    expect(((await big.json()) as { detail: string }).detail).toBe(tooLargeMessage(['huge.pdf']));
    const folder = resumableFolder(t.config.uploadDir);
    const files = () => readdirSync(folder).filter((name) => !name.endsWith('.json'));
    expect(files()).toEqual([]);
  });

  test('the quota decides at creation', async () => {
    const small = await freshQuota(1);
    const res = await create(as(small.t, small.firm.assignedClient), 1024 * 1024 + 1, {
      filename: 'q.pdf',
      category: 'bank_statement',
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { detail: string }).detail).toContain(
      'does not fit in your document storage of 1 MB',
    );
    small.t.close();
  });

  test('a file that is no PDF, photo or office document is refused on its first bytes, nothing kept', async () => {
    const url = await begin(client(), 2000, { filename: 'invoice.pdf', category: 'bank_statement' });
    const res = await patch(client(), url, 0, new Uint8Array(2000).fill(0x41));
    expect(res.status).toBe(415);
    expect(((await res.json()) as { detail: string }).detail).toBe(REFUSED_TYPE_MESSAGE);
    expect((await head(client(), url)).status).toBe(404);
    expect(await t.db.select().from(documents)).toEqual([]);
    // First bytes split over two PATCHes are judged together.
    const split = await begin(client(), 2000, { filename: 'split.pdf', category: 'bank_statement' });
    expect((await patch(client(), split, 0, new TextEncoder().encode('%PD'))).status).toBe(204);
    expect((await patch(client(), split, 3, new Uint8Array(1997).fill(0x41))).status).toBe(415);
    const good = await begin(client(), 2000, { filename: 'ok.pdf', category: 'bank_statement' });
    const bytes = pdfBytes(2000);
    expect((await patch(client(), good, 0, bytes.slice(0, 5))).status).toBe(204);
    expect((await patch(client(), good, 5, bytes.slice(5))).status).toBe(204);
  });

  test('another client, a signed-out caller and another link cannot see or continue an upload: 404', async () => {
    const url = await begin(client(), 4000, { filename: 'mine.pdf', category: 'bank_statement' });
    expect((await patch(client(), url, 0, pdfBytes(4000).slice(0, 100))).status).toBe(204);
    expect((await head(otherClient(), url)).status).toBe(404);
    expect((await patch(otherClient(), url, 100, pdfBytes(4000).slice(100))).status).toBe(404);
    expect((await otherClient()(url, { method: 'DELETE', headers: TUS })).status).toBe(404);
    expect((await head(signedOut, url)).status).toBe(401);
    const { token } = await makeRequest();
    expect((await head(linkHolder(token), url)).status).toBe(404);
    expect((await head(client(), url)).headers.get('upload-offset')).toBe('100');
    // Its creator may abandon it.
    expect((await client()(url, { method: 'DELETE', headers: TUS })).status).toBe(204);
    expect((await head(client(), url)).status).toBe(404);
  });

  test('staff and API keys cannot begin one; a request of another client is 404', async () => {
    expect((await create(as(t, firm.accountant), 100, { filename: 'x.pdf', category: 'bank_statement' })).status).toBe(
      403,
    );
    const { id } = await makeRequest();
    expect((await create(otherClient(), 100, { filename: 'x.pdf', requestId: id })).status).toBe(404);
    expect((await create(client(), 100, { filename: 'x.pdf' })).status).toBe(422);
    expect((await create(client(), 100, { category: 'bank_statement' })).status).toBe(400);
  });

  test('through a request link: signed out, the request fulfilled, logged as through the link', async () => {
    const { id, token } = await makeRequest();
    const file = pdfBytes(300_000);
    const holder = linkHolder(token, '203.0.113.9');
    const res = await t.request('/api/uploads/tus', {
      method: 'POST',
      headers: {
        ...TUS,
        'x-forwarded-for': '203.0.113.9',
        'upload-length': String(file.length),
        'upload-metadata': metadata({ filename: 'payslips.pdf', token }),
      },
    });
    expect(res.status).toBe(201);
    const url = res.headers.get('location') ?? '';
    // Without the token, the same address cannot go on.
    expect(
      (
        await head(
          (path, init) => signedOut(path, { ...init, headers: { ...TUS, 'x-forwarded-for': '203.0.113.9' } }),
          url,
        )
      ).status,
    ).toBe(401);
    expect((await patch(holder, url, 0, file.slice(0, 100_000))).status).toBe(204);
    expect((await head(holder, url)).headers.get('upload-offset')).toBe('100000');
    expect((await patch(holder, url, 100_000, file.slice(100_000))).status).toBe(204);

    const [request] = await t.db.select().from(documentRequests).where(eq(documentRequests.id, id));
    expect(request?.status).toBe('completed');
    const uses = await t.db.select().from(uploadLinkUses);
    expect(uses).toHaveLength(1);
    expect(uses[0]).toMatchObject({ requestId: id, ipAddress: '203.0.113.9' });
    expect(sha256(await storedBytes(uses[0]?.documentId ?? ''))).toBe(sha256(file));
    // The link has ended with the request: a new upload through it is 410.
    expect((await create(holder, 100, { filename: 'more.pdf', token })).status).toBe(410);
  });

  test('a link revoked midway ends its upload: 410', async () => {
    const { id, token } = await makeRequest();
    const url = await begin(linkHolder(token), 1000, { filename: 'p.pdf', token });
    await as(t, firm.accountant)(`/api/admin/document-requests/${id}/upload-link`, { method: 'DELETE' });
    expect((await patch(linkHolder(token), url, 0, pdfBytes(1000))).status).toBe(410);
  });

  test('unfinished uploads older than 24 hours are cleaned up', async () => {
    const old = await begin(client(), 4000, { filename: 'old.pdf', category: 'bank_statement' });
    const fresh = await begin(client(), 4000, { filename: 'new.pdf', category: 'bank_statement' });
    const folder = resumableFolder(t.config.uploadDir);
    const id = old.split('/').pop() ?? '';
    const info = JSON.parse(readFileSync(join(folder, `${id}.json`), 'utf8')) as { creation_date: string };
    info.creation_date = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    writeFileSync(join(folder, `${id}.json`), JSON.stringify(info));
    utimesSync(join(folder, id), new Date(), new Date());
    const { cleanupResumableUploads } = await import('./cleanup.ts');
    expect(await cleanupResumableUploads(t.config.uploadDir)).toBe(1);
    expect((await head(client(), old)).status).toBe(404);
    expect((await head(client(), fresh)).status).toBe(200);
  });
});

async function freshQuota(mb: number) {
  const { freshFirm } = await import('../../testing/firm.ts');
  return freshFirm({ uploadQuotaBytes: mb * 1024 * 1024 });
}
