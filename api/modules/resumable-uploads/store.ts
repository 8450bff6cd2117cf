import { FileStore } from '@tus/file-store';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { SNIFF_BYTES, sniffFileKind } from '../../../domain/upload-file-types.ts';
import type { HttpProblem } from '../../lib/problem.ts';
import { peek, refusedType } from '../upload-links/public.ts';

/** Unfinished uploads older than this are deleted by the cleanup job (and refused with 410 before then by tus). */
export const RESUMABLE_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * The tus file store, judging each upload's first bytes before they are written: a
 * PATCH that starts within the first 16 bytes peeks at what it carries, adds what an
 * earlier cut-off PATCH already stored, and refuses a file that is no PDF, photo or
 * office document, so none of its bytes is kept. The refusal is left in `refusals`
 * for the route to answer as problem details (tus itself answers plain text).
 */
export class SniffingFileStore extends FileStore {
  readonly refusals = new Map<string, HttpProblem>();

  constructor(readonly folder: string) {
    super({ directory: folder, expirationPeriodInMilliseconds: RESUMABLE_UPLOAD_LIFETIME_MS });
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const source = offset < SNIFF_BYTES ? await this.judged(readable, id, offset) : readable;
    // Each chunk is on disk before the next is read: when the connection drops, what arrived is kept and HEAD says so.
    const file = await open(this.pathOf(id), 'r+');
    let position = offset;
    try {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        await file.write(chunk, 0, chunk.length, position);
        position += chunk.length;
      }
    } finally {
      await file.close();
    }
    return position;
  }

  /** The bytes of a PATCH that starts within the first 16, after those have been judged. */
  private async judged(readable: Readable, id: string, offset: number): Promise<Readable> {
    const { head, whole } = await peek(readable, SNIFF_BYTES - offset);
    const stored = offset > 0 ? await this.firstBytes(id, offset) : Buffer.alloc(0);
    const first = Buffer.concat([stored, head]).subarray(0, SNIFF_BYTES);
    const { size } = await this.getUpload(id);
    // Fewer than 16 bytes so far, and more to come: judged by the PATCH that completes them.
    const judgeable = first.length >= SNIFF_BYTES || first.length === size;
    if (judgeable && !sniffFileKind(first)) {
      const problem = refusedType();
      this.refusals.set(id, problem);
      readable.destroy();
      await this.remove(id).catch(() => undefined);
      throw { status_code: 415, body: `${problem.detail}\n` };
    }
    return whole;
  }

  private async firstBytes(id: string, count: number): Promise<Buffer> {
    const file = await open(this.pathOf(id), 'r');
    try {
      const buffer = Buffer.alloc(count);
      const { bytesRead } = await file.read(buffer, 0, count, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  }

  /** Where an upload's bytes are on disk. */
  pathOf(id: string): string {
    return join(this.folder, id);
  }
}
