import { afterEach, describe, expect, test } from 'bun:test';
import { readdirSync } from 'node:fs';
import type { Config } from '../../config.ts';
import { documents, rateLimits } from '../../db/schema.ts';
import type { SignedIn } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { as, createFirm, type Firm } from '../../testing/firm.ts';
import { UPLOAD_RATE } from './index.ts';

const KB = 1024;
const MB = 1024 * KB;

let t: TestApp;
let firm: Firm;
let me: SignedIn;
async function start(overrides: Partial<Config> = {}) {
  t = await createTestApp(overrides);
  firm = await createFirm(t);
  me = firm.assignedClient;
}
afterEach(() => t.close());

const file = (name: string, bytes: number) =>
  new File([new Uint8Array(bytes).fill(65)], name, { type: 'application/pdf' });
function form(files: File[]) {
  const body = new FormData();
  body.append('category', 'invoice');
  for (const f of files) body.append('files', f);
  return body;
}
const upload = (files: File[], who: SignedIn = me) =>
  as(t, who)('/api/documents/upload', { method: 'POST', body: form(files) });
/** The same multipart body sent as a stream with no Content-Length, as a chunked upload arrives. */
async function streamedUpload(files: File[]) {
  const encoded = new Response(form(files));
  const contentType = encoded.headers.get('content-type')!;
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const sent = { bytes: 0, total: bytes.length };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent.bytes >= bytes.length) return controller.close();
        const chunk = bytes.slice(sent.bytes, sent.bytes + 64 * KB);
        sent.bytes += chunk.length;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  const res = await t.app.handle(
    new Request('http://localhost/api/documents/upload', {
      method: 'POST',
      body,
      headers: {
        cookie: me.cookie,
        origin: 'http://localhost',
        'content-type': contentType,
      },
    }),
  );
  return { res, sent };
}
const storedFiles = () => {
  try {
    return readdirSync(t.config.uploadDir);
  } catch {
    return [];
  }
};
const usage = async (who: SignedIn = me) =>
  (await (await as(t, who)('/api/documents/usage')).json()) as { usedBytes: number; quotaBytes: number };

describe('GET /api/documents/usage', () => {
  test('the bytes of my own uploads and my quota; signed out is 401', async () => {
    await start({ uploadQuotaBytes: 5 * MB });
    expect(await usage()).toEqual({ usedBytes: 0, quotaBytes: 5 * MB });
    expect((await upload([file('a.pdf', 3000), file('b.pdf', 2000)])).status).toBe(201);
    expect((await upload([file('c.pdf', 700)], firm.otherClient)).status).toBe(201);
    expect(await usage()).toEqual({ usedBytes: 5000, quotaBytes: 5 * MB });
    expect((await usage(firm.otherClient)).usedBytes).toBe(700);
    expect((await t.request('/api/documents/usage')).status).toBe(401);
  });
});

describe('the storage quota', () => {
  test('an upload that does not fit is a 413 naming the space left, and nothing of it is stored', async () => {
    await start({ uploadQuotaBytes: 100 * KB });
    expect((await upload([file('first.pdf', 60 * KB)])).status).toBe(201);
    const res = await upload([file('second.pdf', 30 * KB), file('third.pdf', 30 * KB)]);
    expect(res.status).toBe(413);
    const problem = (await res.json()) as { detail: string; errors: Record<string, string> };
    expect(problem.detail).toContain('document storage of 0.1 MB');
    expect(problem.detail).toContain('Nothing was uploaded');
    expect(problem.errors.files).toBe(problem.detail);
    expect(await t.db.select().from(documents)).toHaveLength(1);
    expect(storedFiles()).toHaveLength(1);
    // What still fits is accepted.
    expect((await upload([file('fits.pdf', 40 * KB)])).status).toBe(201);
    expect((await usage()).usedBytes).toBe(100 * KB);
  });

  test('crossing the quota midway through the stream stops the upload and deletes what was written', async () => {
    await start({ uploadQuotaBytes: 3 * MB });
    // No Content-Length, so only the bytes as they stream can tell: the second file crosses the line.
    const { res, sent } = await streamedUpload([file('one.pdf', 2 * MB), file('two.pdf', 2 * MB)]);
    expect(res.status).toBe(413);
    // It stopped reading soon after the line, not at the end of the body.
    expect(sent.bytes).toBeLessThan(3 * MB + 512 * KB);
    expect(sent.total).toBeGreaterThan(4 * MB);
    expect(storedFiles()).toEqual([]);
    expect(await t.db.select().from(documents)).toHaveLength(0);
    // The same with a Content-Length small enough to pass the up-front check (within a megabyte of framing).
    const again = await upload([file('one.pdf', 2 * MB), file('two.pdf', 1.5 * MB)]);
    expect(again.status).toBe(413);
    expect(storedFiles()).toEqual([]);
  });

  test('a full storage refuses before reading the body', async () => {
    await start({ uploadQuotaBytes: 10 * KB });
    expect((await upload([file('all.pdf', 10 * KB)])).status).toBe(201);
    const res = await upload([file('more.pdf', 1)]);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { detail: string }).detail).toContain('0 MB is left');
    expect(storedFiles()).toHaveLength(1);
  });
});

describe('the upload rate limit', () => {
  test(`past ${UPLOAD_RATE.limit} uploads an hour a client gets 429 with Retry-After and nothing is stored; others are unaffected`, async () => {
    await start();
    await t.db
      .insert(rateLimits)
      .values({ key: `upload:user:${me.user.id}`, count: UPLOAD_RATE.limit, resetAt: Date.now() + 60_000 });
    const res = await upload([file('late.pdf', 100)]);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await res.json()) as { detail: string }).detail).toContain('Please wait');
    expect(storedFiles()).toEqual([]);
    expect((await upload([file('fine.pdf', 100)], firm.otherClient)).status).toBe(201);
  });

  test('a year of papers sent one upload at a time in one sitting is not stopped', async () => {
    expect(UPLOAD_RATE.limit).toBeGreaterThanOrEqual(250);
    expect(UPLOAD_RATE.windowMs).toBeLessThanOrEqual(60 * 60 * 1000);
  });
});
