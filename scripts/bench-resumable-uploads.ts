/**
 * Budget (decision 042, as decision 016 for plain uploads): 20 concurrent resumable (tus)
 * uploads of 10 MB each, in 4 MB chunks as the browser sends them, grow the server's
 * resident set by at most 50 MB over a warmed-up server. `bun run bench` calls
 * `benchResumableUploads` after the plain uploads; run alone, this file starts a server:
 *   bun scripts/bench-resumable-uploads.ts
 */
import { MAX_UPLOAD_BYTES } from '../domain/constants.ts';
import { formatUploadMemory, measureUploadMemory, runUploadRowAlone, type UploadBenchResult } from './bench-uploads.ts';

const CHUNK_BYTES = 4 * 1024 * 1024;
const TUS = { 'tus-resumable': '1.0.0' };

/** One file by tus, as tus-js-client sends it: creation, then PATCHes of 4 MB from the server's offset. */
async function sendResumable(base: string, cookie: string, bytes: Uint8Array<ArrayBuffer>): Promise<boolean> {
  const metadata = `filename ${btoa('bench.pdf')},category ${btoa('bank_statement')}`;
  const created = await fetch(`${base}/api/uploads/tus`, {
    method: 'POST',
    headers: { ...TUS, cookie, 'upload-length': String(bytes.length), 'upload-metadata': metadata },
  });
  await created.arrayBuffer();
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) return false;
  for (let offset = 0; offset < bytes.length; offset += CHUNK_BYTES) {
    const res = await fetch(`${base}${location}`, {
      method: 'PATCH',
      headers: {
        ...TUS,
        cookie,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      body: bytes.slice(offset, offset + CHUNK_BYTES),
    });
    await res.arrayBuffer();
    if (res.status !== 204) return false;
  }
  return true;
}

export function benchResumableUploads(
  base: string,
  serverPid: number,
  size: { uploads?: number; bytesEach?: number } = {},
): Promise<UploadBenchResult> {
  const bytes = new Uint8Array(size.bytesEach ?? MAX_UPLOAD_BYTES).fill(65);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return measureUploadMemory(
    base,
    serverPid,
    ({ cookie }) =>
      () =>
        sendResumable(base, cookie, bytes),
    {
      ...size,
      bytesEach: bytes.length,
    },
  );
}

export const formatResumableBench = (result: UploadBenchResult) =>
  formatUploadMemory('resumable uploads (tus, 4 MB chunks)', result);

if (import.meta.main) {
  await runUploadRowAlone(async (base, pid) => formatResumableBench(await benchResumableUploads(base, pid)));
}
