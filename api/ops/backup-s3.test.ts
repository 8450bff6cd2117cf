import { afterAll, beforeAll, expect, test } from 'bun:test';
import { S3Client } from 'bun';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../lib/storage/s3.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { backup } from './backup.ts';
import { verifyBackup } from './restore.ts';

const dir = mkdtempSync(join(tmpdir(), 'backup-s3-test-'));
let s3rver: S3rver;
let s3: S3Settings;
let t: TestApp;

beforeAll(async () => {
  s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: join(dir, 's3'),
    configureBuckets: [{ name: 'uploads', configs: [] }],
  });
  const { port } = await s3rver.run();
  s3 = {
    bucket: 'uploads',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  t = await createTestApp({ s3 });
});
afterAll(async () => {
  t.close();
  await s3rver.close();
  rmSync(dir, { recursive: true, force: true });
});

test('with S3 storage the manifest lists object keys and sizes and copies no files', async () => {
  const bucket = new S3Client(s3);
  await bucket.write('a-key', 'twelve bytes');
  await bucket.write('b-key', 'x'.repeat(1000));

  const out = join(dir, 'backup');
  const manifest = await backup(t.config, out);
  expect(manifest.uploads).toEqual({
    storage: 's3',
    bucket: 'uploads',
    objectCount: 2,
    objects: [
      { key: 'a-key', size: 12 },
      { key: 'b-key', size: 1000 },
    ],
  });
  expect(existsSync(join(out, 'uploads'))).toBe(false);
  expect((await verifyBackup(out)).database.sha256).toBe(manifest.database.sha256);
  // A second backup into the same folder is refused rather than mixed in.
  await expect(backup(t.config, out)).rejects.toThrow('already holds a backup');
});
