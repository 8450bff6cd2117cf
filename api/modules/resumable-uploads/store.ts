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
  /** PATCH bodies Bun has already written to a spool file (the route's), by upload id: copied from there instead of the stream. */
  readonly spooled = new Map<string, string>();

  constructor(readonly folder: string) {
    super({ directory: folder, expirationPeriodInMilliseconds: RESUMABLE_UPLOAD_LIFETIME_MS });
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const spool = this.spooled.get(id);
    if (spool) {
      readable.resume();
      return this.copySpool(spool, id, offset);
    }
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

  /**
   * Copies a spooled PATCH body into the upload, file to file through one reused 64 KB
   * buffer, so no chunk of it is allocated in the heap (decision 016's measurements).
   */
  private async copySpool(spool: string, id: string, offset: number): Promise<number> {
    const source = await open(spool, 'r');
    try {
      const buffer = Buffer.allocUnsafe(64 * 1024);
      let read = (await source.read(buffer, 0, buffer.length, 0)).bytesRead;
      if (offset < SNIFF_BYTES && read > 0)
        await this.judge(id, await this.startOf(id, offset, buffer.subarray(0, read)), (await this.getUpload(id)).size);
      const target = await open(this.pathOf(id), 'r+');
      let position = offset;
      try {
        while (read > 0) {
          await target.write(buffer, 0, read, position);
          position += read;
          read = (await source.read(buffer, 0, buffer.length, position - offset)).bytesRead;
        }
      } finally {
        await target.close();
      }
      return position;
    } finally {
      await source.close();
    }
  }

  /** The upload's first bytes: what is stored before `offset`, then `next`. */
  private async startOf(id: string, offset: number, next: Buffer): Promise<Buffer> {
    const stored = offset > 0 ? await this.firstBytes(id, offset) : Buffer.alloc(0);
    return Buffer.concat([stored, next]).subarray(0, SNIFF_BYTES);
  }

  /** Refuses (and removes) an upload whose first bytes are no PDF, photo or office document. */
  private async judge(id: string, first: Buffer, size?: number) {
    const judgeable = first.length >= SNIFF_BYTES || first.length === size;
    if (!judgeable || sniffFileKind(first)) return;
    const problem = refusedType();
    this.refusals.set(id, problem);
    await this.remove(id).catch(() => undefined);
    throw { status_code: 415, body: `${problem.detail}\n` };
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
