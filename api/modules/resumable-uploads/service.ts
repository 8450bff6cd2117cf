import { Server, type ServerOptions } from '@tus/server';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { MAX_UPLOAD_BYTES } from '../../../domain/constants.ts';
import { DOCUMENT_CATEGORIES } from '../../../domain/enums.ts';
import type { AppContext } from '../../context.ts';
import type { RequestMeta, SessionUser } from '../../core/caller.ts';
import { badRequest, conflict, HttpProblem, invalid, notFound } from '../../lib/problem.ts';
import { newStorageKey } from '../../lib/storage/index.ts';
import {
  quotaExceeded,
  type ReceivedUpload,
  safeContentType,
  safeFileName,
  tooLargeMessage,
  type UploadAllowance,
} from '../documents/public.ts';
import { createDocumentsService } from '../documents/service.ts';
import { UPLOAD_MESSAGES } from '../documents/model.ts';
import { createUploadLinksService } from '../upload-links/service.ts';
import { parseUploadMetadata } from './metadata.ts';
import { SniffingFileStore } from './store.ts';

export const TUS_PATH = '/api/uploads/tus';
type Upload = Parameters<NonNullable<ServerOptions['onUploadFinish']>>[1];

/** Who may go on with an upload: the client who began it (any of their sessions), or whoever holds the link it began with. */
export type UploadOwner = { kind: 'client'; user: SessionUser } | { kind: 'link'; linkId: string; token: string };
const ownerKey = (owner: UploadOwner) => (owner.kind === 'client' ? `client:${owner.user.id}` : `link:${owner.linkId}`);

/** What a call brings along for the tus hooks, which see only the request. */
interface CallState {
  owner: UploadOwner;
  meta: RequestMeta;
  /** Creation only: the metadata the upload is stored with, decided and checked by the route. */
  metadata?: Record<string, string>;
  /** A refusal decided inside a hook, answered by the route as problem details. */
  problem?: HttpProblem;
}

const metadataProblem = () =>
  badRequest('Upload-Metadata must name the file (filename) and either a requestId or category, or a link token.', {
    'Upload-Metadata': 'filename, and requestId or category, or token',
  });

/**
 * Resumable uploads (tus 1.0.0, through @tus/server's `handleWeb`): bytes land in a
 * file store under the app's data folder; a finished upload is copied to the document
 * storage and recorded by the documents module exactly as a plain upload is.
 */
export function createResumableUploads(ctx: AppContext) {
  const documents = createDocumentsService(ctx);
  const links = createUploadLinksService(ctx);
  const store = new SniffingFileStore(resumableFolder(ctx.config.uploadDir));
  const calls = new WeakMap<Request, CallState>();
  const inFlight = new Set<string>();

  const server = new Server({
    path: TUS_PATH,
    datastore: store,
    relativeLocation: true,
    // The route checks sizes against the client's allowance first; this is tus's own backstop.
    maxSize: MAX_UPLOAD_BYTES,
    respectForwardedHeaders: false,
    allowedHeaders: ['Upload-Link-Token'],
    async onUploadCreate(req) {
      const metadata = calls.get(req as unknown as Request)?.metadata;
      if (!metadata) throw { status_code: 400, body: 'Not created through the route.\n' };
      return { metadata };
    },
    async onUploadFinish(req, upload) {
      const call = calls.get(req as unknown as Request);
      try {
        if (!call) throw notFound('There is no upload at this address.');
        await finish(call, upload);
        return {};
      } catch (error) {
        const problem = error instanceof HttpProblem ? error : undefined;
        if (call) call.problem = problem;
        throw { status_code: problem?.status ?? 500, body: `${problem?.detail ?? 'The upload could not be saved.'}\n` };
      } finally {
        await store.remove(upload.id).catch(() => undefined);
      }
    },
  });

  /** The finished upload's bytes go to the document storage, then through the documents module. */
  async function finish(call: CallState, upload: Upload) {
    const metadata = upload.metadata ?? {};
    const fileName = safeFileName(metadata.filename ?? 'file');
    const fileType = safeContentType(metadata.filetype ?? undefined);
    const receive = async (allowance: UploadAllowance): Promise<ReceivedUpload> => {
      const size = upload.size ?? 0;
      if (size > allowance.remainingBytes) throw quotaExceeded(allowance);
      const key = newStorageKey();
      const path = store.pathOf(upload.id);
      const fileSize = ctx.storage.writeFileRange
        ? await ctx.storage.writeFileRange(key, { path, start: 0, end: size }, fileType)
        : await ctx.storage.write(key, createReadStream(path, { highWaterMark: 64 * 1024 }), fileType);
      return {
        fields: {
          ...(metadata.requestId ? { requestId: metadata.requestId } : {}),
          ...(metadata.category ? { category: metadata.category } : {}),
          ...(metadata.description ? { description: metadata.description } : {}),
        },
        files: [{ key, fileName, fileType, fileSize }],
        discard: () => ctx.storage.delete(key).catch(() => undefined),
      };
    };
    if (call.owner.kind === 'link') return links.recordUpload(call.owner.token, receive, call.meta);
    const user = call.owner.user;
    return documents.upload(user, await receive(await documents.allowance(user.id)), call.meta);
  }

  /** Creation: every limit that can be judged before a byte is stored (the type waits for the first bytes). */
  async function checkCreation(owner: UploadOwner, request: Request): Promise<Record<string, string>> {
    const given = parseUploadMetadata(request.headers.get('upload-metadata'));
    if (!given?.filename?.trim()) throw metadataProblem();
    const lengthHeader = request.headers.get('upload-length');
    if (lengthHeader === null || !/^\d{1,15}$/.test(lengthHeader))
      throw badRequest('Upload-Length must give the file’s size in bytes.', {
        'Upload-Length': 'the file’s size in bytes (deferring it is not supported)',
      });
    const size = Number(lengthHeader);
    const fileName = safeFileName(given.filename);
    if (size === 0)
      throw invalid(`These files are empty: ${fileName}`, { files: `These files are empty: ${fileName}` });
    if (size > MAX_UPLOAD_BYTES)
      throw new HttpProblem(413, tooLargeMessage([fileName]), { files: tooLargeMessage([fileName]) });
    const description = given.description?.trim().slice(0, 1000) ?? '';
    const common = { filename: fileName, filetype: safeContentType(given.filetype), description };

    if (owner.kind === 'link') {
      const { request: asked } = await links.resolve(owner.token);
      const allowance = await documents.allowance(asked.clientId);
      if (size > allowance.remainingBytes) throw quotaExceeded(allowance);
      return { ...common, owner: ownerKey(owner), requestId: asked.id };
    }
    const { user } = owner;
    const allowance = await documents.allowance(user.id);
    if (size > allowance.remainingBytes) throw quotaExceeded(allowance);
    const requestId = given.requestId?.trim();
    const category = given.category?.trim();
    if (requestId) {
      const asked = (await documents.listRequests(user.id)).find((one) => one.id === requestId);
      if (!asked) throw notFound('Document request not found.');
      if (asked.status === 'completed') throw conflict('This document request has already been fulfilled.');
      return { ...common, owner: ownerKey(owner), requestId };
    }
    if (!category || !(DOCUMENT_CATEGORIES as readonly string[]).includes(category))
      throw invalid(UPLOAD_MESSAGES.category, { category: UPLOAD_MESSAGES.category });
    return { ...common, owner: ownerKey(owner), category };
  }

  /** An upload's owner must be the caller: anyone else is told it does not exist. */
  async function assertOwner(owner: UploadOwner, id: string) {
    const upload = await store.getUpload(id).catch(() => null);
    if (!upload || upload.metadata?.owner !== ownerKey(owner)) throw notFound('There is no upload at this address.');
    return upload;
  }

  /** tus answers errors as plain text; a refusal the app decided goes out as problem details. */
  function problemOf(call: CallState, id: string | null, response: Response): HttpProblem | null {
    const refused = id ? store.refusals.get(id) : undefined;
    if (id) store.refusals.delete(id);
    if (response.status < 400) return null;
    return call.problem ?? refused ?? null;
  }

  return {
    store,

    /** OPTIONS: the server's capabilities, for anyone. */
    options: (request: Request) => server.handleWeb(request as never),

    async create(owner: UploadOwner, request: Request, meta: RequestMeta): Promise<Response> {
      const call: CallState = { owner, meta, metadata: await checkCreation(owner, request) };
      calls.set(request, call);
      const response = await server.handleWeb(request as never);
      const problem = problemOf(call, null, response);
      if (problem) throw problem;
      return response;
    },

    async resume(owner: UploadOwner, id: string, request: Request, meta: RequestMeta): Promise<Response> {
      const upload = await assertOwner(owner, id);
      const call: CallState = { owner, meta };
      calls.set(request, call);
      if (request.method !== 'PATCH') return server.handleWeb(request as never);
      // A part longer than what the upload still lacks is refused unread when its length says so, else once spooled.
      const lacking = (upload.size ?? 0) - upload.offset;
      const tooLong = () => new HttpProblem(413, 'This part is longer than what the upload still lacks.');
      if (Number(request.headers.get('content-length') ?? 0) > lacking) throw tooLong();
      // One PATCH at a time per upload: a second one racing it is told the offset moved.
      if (inFlight.has(id))
        throw conflict(
          'Another part of this upload is being sent right now: ask for the offset (HEAD) and go on from there.',
        );
      inFlight.add(id);
      let spool: string | undefined;
      try {
        spool = await spoolBody(request);
        if (Bun.file(spool).size > lacking) throw tooLong();
        // tus sees an empty body; the store copies the spooled bytes (what arrived, also of a cut-off body).
        const bodiless = new Request(request.url, { method: 'PATCH', headers: withoutBody(request.headers) });
        calls.set(bodiless, call);
        store.spooled.set(id, spool);
        const response = await server.handleWeb(bodiless as never);
        const problem = problemOf(call, id, response);
        if (problem) throw problem;
        return response;
      } finally {
        inFlight.delete(id);
        store.spooled.delete(id);
        if (spool) await rm(spool, { force: true });
      }
    },

    /** Deletes unfinished uploads older than a day; answers how many. */
    cleanup: () => store.deleteExpired(),
  };
}

let spoolFolder: Promise<string> | undefined;

/**
 * Writes a PATCH body to a spool file as it arrives. Bun copies a Response body to a
 * file natively, so the body never passes through JavaScript's heap (decision 016);
 * a body cut off midway leaves in the file what arrived.
 */
async function spoolBody(request: Request): Promise<string> {
  spoolFolder ??= mkdtemp(join(tmpdir(), 'tus-spool-'));
  const path = join(await spoolFolder, crypto.randomUUID());
  if (!request.body) {
    await Bun.write(path, '');
    return path;
  }
  try {
    await Bun.write(path, new Response(request.body));
  } catch {
    // The connection dropped: what arrived is in the file, and is kept.
    if (!(await Bun.file(path).exists())) await Bun.write(path, '');
  }
  return path;
}

/** The PATCH's headers for tus, with an empty body: Content-Length 0. */
function withoutBody(headers: Headers): Headers {
  const copy = new Headers(headers);
  copy.set('content-length', '0');
  return copy;
}

/** Unfinished uploads sit beside the upload folder (data/resumable-uploads), on local disk also when documents go to S3. */
export const resumableFolder = (uploadDir: string) => join(dirname(uploadDir), 'resumable-uploads');
