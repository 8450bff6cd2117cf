import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { S3Client } from 'bun';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { MAX_UPLOAD_BYTES } from '../../../domain/constants.ts';
import { createFirm } from '../../testing/firm.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createLocalStorage } from './local.ts';
import { createS3Storage, type S3Settings } from './s3.ts';
import { newStorageKey, type FileStorage } from './types.ts';

const dir = mkdtempSync(join(tmpdir(), 'storage-test-'));
const BUCKET = 'uploads';
let s3rver: S3rver;
let s3: S3Settings;

beforeAll(async () => {
  s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: join(dir, 's3'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3rver.run();
  s3 = {
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
});
afterAll(async () => {
  await s3rver.close();
  rmSync(dir, { recursive: true, force: true });
});

/** 12 MB in 64 KB chunks: more than one S3 part, never one buffer. */
function chunks(total = 12 * 1024 * 1024, size = 64 * 1024) {
  return Readable.from(
    (function* () {
      for (let sent = 0; sent < total; sent += size)
        yield new Uint8Array(Math.min(size, total - sent)).fill(sent % 251);
    })(),
  );
}

const contract = (name: string, make: () => FileStorage) =>
  describe(`${name} storage`, () => {
    test('writes a stream, reads it back, deletes it', async () => {
      const storage = make();
      const key = newStorageKey();
      expect(await storage.write(key, chunks(), 'application/pdf')).toBe(12 * 1024 * 1024);
      const body = await storage.read(key);
      expect((await new Response(body).arrayBuffer()).byteLength).toBe(12 * 1024 * 1024);
      await storage.delete(key);
      expect(await storage.read(key)).toBeNull();
      await storage.delete(key); // a missing key is fine
    });

    test('stores a byte range of a local file, exactly those bytes', async () => {
      const storage = make();
      const source = join(dir, `range-${crypto.randomUUID()}`);
      const bytes = new Uint8Array(300_000).map((_, i) => i % 251);
      await Bun.write(source, bytes);
      for (const [start, end] of [
        [0, 10],
        [100, 200_100],
        [299_000, 300_000],
      ] as const) {
        const key = newStorageKey();
        const write = storage.writeFileRange
          ? storage.writeFileRange(key, { path: source, start, end }, 'application/pdf')
          : null;
        if (!write) return;
        expect(await write).toBe(end - start);
        const stored = new Uint8Array(await new Response(await storage.read(key)).arrayBuffer());
        expect(stored).toEqual(bytes.subarray(start, end));
        await storage.delete(key);
      }
    });

    test('a source that fails midway leaves nothing', async () => {
      const storage = make();
      const key = newStorageKey();
      const failing = Readable.from(
        (async function* () {
          yield new Uint8Array(1024);
          throw new Error('connection lost');
        })(),
      );
      expect(storage.write(key, failing, 'text/plain')).rejects.toThrow('connection lost');
      await Bun.sleep(50);
      expect(await storage.read(key)).toBeNull();
    });

    test('refuses keys that could leave the store', async () => {
      const storage = make();
      for (const key of ['../x', '/etc/passwd', 'a/b', '.hidden', ''])
        expect(storage.delete(key)).rejects.toThrow('Not a storage key');
    });
  });

contract('local', () => createLocalStorage(join(dir, 'local')));
contract('S3', () => createS3Storage(s3));

describe('uploads through the app to S3', () => {
  test('files land in the bucket; a file over 10 MB keeps nothing there', async () => {
    const t = await createTestApp({ s3 });
    try {
      const firm = await createFirm(t);
      const post = (files: File[]) => {
        const body = new FormData();
        body.append('category', 'invoice');
        for (const file of files) body.append('files', file);
        return t.request('/api/documents/upload', {
          method: 'POST',
          body,
          headers: { cookie: firm.assignedClient.cookie, origin: 'http://localhost' },
        });
      };
      const bucket = new S3Client(s3);
      const before = (await bucket.list()).contents?.length ?? 0;
      const refused = await post([
        new File(['ok'], 'a.pdf'),
        new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'big.pdf'),
      ]);
      expect(refused.status).toBe(413);
      expect((await bucket.list()).contents?.length ?? 0).toBe(before);

      const res = await post([new File(['%PDF-1.4 hello'], 'hello.pdf', { type: 'application/pdf' })]);
      expect(res.status).toBe(201);
      const [doc] = ((await res.json()) as { documents: { fileUrl: string }[] }).documents;
      const file = await t.request(doc!.fileUrl, { headers: { cookie: firm.accountant.cookie } });
      expect(await file.text()).toBe('%PDF-1.4 hello');
      expect((await bucket.list()).contents?.length ?? 0).toBe(before + 1);
    } finally {
      t.close();
    }
  });
});
