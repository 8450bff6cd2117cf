/**
 * A client's copy of their data (POPIA s23, decision 041). Asking (the client with their
 * password, or staff on a written request) makes one `building` row per client; asking
 * again while it builds answers that row. The ZIP (index.json and the files) is streamed
 * into the uploads storage, the client is e-mailed, and the copy downloads once, signed
 * in as that client, within 24 hours of being ready.
 */
import { PassThrough } from 'node:stream';
import { and, eq, gt } from 'drizzle-orm';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { DATA_EXPORT_LIFETIME_MS } from '../../../domain/privacy/data-exports.ts';
import { personName } from '../../../domain/profile.ts';
import type { AppContext } from '../../context.ts';
import { dataExports as x, documents, messageAttachments, messageThreads, users } from '../../db/schema.ts';
import { logActivity } from '../../lib/activity-log.ts';
import { invalid, notFound } from '../../lib/problem.ts';
import { newStorageKey } from '../../lib/storage/types.ts';
import { assertClientVisible } from '../../core/access/visibility.ts';
import type { RequestMeta, SessionUser } from '../../core/caller.ts';
import { verifyPassword } from '../accounts/public.ts';
import { LEFT_OUT, SECTIONS } from './export-contents.ts';

/** A build that has not finished in this time is taken to have died with its process, and is started again. */
const STALE_MS = 15 * 60_000;
const WRONG_PASSWORD = 'The password is not correct';

type Row = typeof x.$inferSelect;
const toAnswer = (row: Row) => ({
  id: row.id,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  readyAt: row.readyAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  size: row.size,
});

const safeName = (name: string) => name.replace(/[^A-Za-z0-9._ -]/g, '_').slice(0, 120);

export function createDataExportService(ctx: AppContext) {
  const { db, storage } = ctx;
  const building = new Map<string, Promise<void>>();

  async function writeZip(userId: string, key: string): Promise<number> {
    const sections: Record<string, unknown[]> = {};
    for (const section of SECTIONS) {
      const rows = (await db.select().from(section.table).where(section.where(db, userId))) as Record<
        string,
        unknown
      >[];
      sections[section.name] = rows.map((row) =>
        Object.fromEntries(Object.entries(row).filter(([column]) => !section.omit?.includes(column))),
      );
    }
    const docFiles = await db
      .select({ id: documents.id, name: documents.fileName, key: documents.fileUrl })
      .from(documents)
      .where(eq(documents.userId, userId));
    const attachmentFiles = await db
      .select({ id: messageAttachments.id, name: messageAttachments.fileName, key: messageAttachments.storageKey })
      .from(messageAttachments)
      .innerJoin(messageThreads, eq(messageThreads.id, messageAttachments.threadId))
      .where(eq(messageThreads.clientId, userId));
    const files = [
      ...docFiles.map((f) => ({ ...f, path: `documents/${f.id}-${safeName(f.name)}`, of: 'documents' })),
      ...attachmentFiles.map((f) => ({
        ...f,
        path: `message-attachments/${f.id}-${safeName(f.name)}`,
        of: 'message_attachments',
      })),
    ];

    const out = new PassThrough();
    const written = storage.write(key, out, 'application/zip');
    let failed: Error | null = null;
    const zip = new Zip((error, chunk, final) => {
      if (error) {
        failed = error;
        out.destroy(error);
        return;
      }
      out.write(chunk);
      if (final) out.end();
    });
    // Waits while the storage is behind, so a large file is never held whole in memory.
    const drained = () => (out.writableNeedDrain ? new Promise((resolve) => out.once('drain', resolve)) : undefined);

    const index = new ZipDeflate('index.json', { level: 6 });
    zip.add(index);
    const body = {
      about: 'A copy of the personal information the firm holds about you (POPIA s23).',
      generatedAt: new Date().toISOString(),
      firm: ctx.config.firmDetails.legalName,
      files: files.map((f) => ({ path: f.path, section: f.of, id: f.id, fileName: f.name })),
      sections,
      leftOut: LEFT_OUT,
    };
    index.push(new TextEncoder().encode(JSON.stringify(body, null, 2)), true);
    for (const file of files) {
      const entry = new ZipPassThrough(file.path);
      zip.add(entry);
      const stream = await storage.read(file.key);
      if (stream) {
        for await (const chunk of stream) {
          entry.push(chunk);
          await drained();
        }
      }
      entry.push(new Uint8Array(0), true);
      await drained();
    }
    zip.end();
    if (failed) throw failed;
    return written;
  }

  async function build(row: Row): Promise<void> {
    const key = `export-${newStorageKey()}`;
    try {
      const size = await writeZip(row.userId, key);
      const now = new Date();
      await db.transaction(async (tx) => {
        const [done] = await tx
          .update(x)
          .set({
            status: 'ready',
            storageKey: key,
            size,
            readyAt: now,
            expiresAt: new Date(now.getTime() + DATA_EXPORT_LIFETIME_MS),
          })
          .where(and(eq(x.id, row.id), eq(x.status, 'building')))
          .returning();
        const [client] = await tx.select().from(users).where(eq(users.id, row.userId));
        if (!done || !client) return;
        await ctx.mailer.queue(tx, {
          recipient: client.email,
          clientId: client.id,
          kind: 'data_export_ready',
          content: {
            subject: 'Your copy of your data is ready',
            greeting: `Hello ${personName(client) || client.username},`,
            paragraphs: [
              'The copy of the personal information we hold about you is ready: a ZIP file with an index (index.json) and your documents and attachments.',
              'Sign in to download it from Settings. The download works once, for 24 hours.',
            ],
            action: {
              label: 'Download your copy',
              url: `${ctx.config.publicUrl}/dashboard/settings?export=${row.id}#your-data`,
            },
            reason: 'You receive this e-mail because a copy of your data was asked for on your account.',
          },
          dedupeKey: `data-export-ready:${row.id}`,
        });
      });
    } catch (error) {
      console.error(error);
      await storage.delete(key).catch(() => undefined);
      await db.update(x).set({ status: 'failed' }).where(eq(x.id, row.id));
    }
  }

  /** Starts building in the background unless this process already is. */
  function start(row: Row) {
    if (building.has(row.id)) return;
    const run = build(row).finally(() => building.delete(row.id));
    building.set(row.id, run);
  }

  /** The client's export being built, or a new one; a stale one is started again. */
  async function requestFor(userId: string, requestedBy: string | null, meta: RequestMeta, reason?: string) {
    const [existing] = await db
      .select()
      .from(x)
      .where(and(eq(x.userId, userId), eq(x.status, 'building')));
    if (existing) {
      if (Date.now() - existing.createdAt.getTime() > STALE_MS) start(existing);
      return toAnswer(existing);
    }
    // A copy made moments ago and not yet downloaded is the one asked for: the same ZIP and
    // e-mail, not a second build (a double click can land after a small copy is finished).
    const [ready] = await db
      .select()
      .from(x)
      .where(and(eq(x.userId, userId), eq(x.status, 'ready'), gt(x.expiresAt, new Date())));
    if (ready) return toAnswer(ready);
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx.insert(x).values({ userId, requestedBy }).onConflictDoNothing().returning();
      if (!inserted) return null;
      await logActivity(tx, {
        userId: requestedBy ?? userId,
        action: 'data_export_requested',
        details: { dataExportId: inserted.id, clientId: userId, ...(reason ? { reason } : {}) },
        ...meta,
      });
      return inserted;
    });
    if (!row) {
      // Another request won the race for the one building row: answer it.
      const [winner] = await db
        .select()
        .from(x)
        .where(and(eq(x.userId, userId), eq(x.status, 'building')));
      if (!winner) throw new Error('No data export is being built.');
      return toAnswer(winner);
    }
    start(row);
    return toAnswer(row);
  }

  return {
    /** Waits for every build this process is running (tests, shutdown). */
    settled: () => Promise.all(building.values()).then(() => undefined),

    async requestByClient(user: SessionUser, password: string, meta: RequestMeta) {
      const [me] = await db.select({ password: users.password }).from(users).where(eq(users.id, user.id));
      if (!me || !(await verifyPassword(me.password, password)))
        throw invalid(WRONG_PASSWORD, { password: WRONG_PASSWORD });
      return requestFor(user.id, null, meta);
    },

    /** The client's own copy only; another's is a 404 as if it did not exist. */
    async view(userId: string, id: string) {
      const [row] = await db
        .select()
        .from(x)
        .where(and(eq(x.id, id), eq(x.userId, userId)));
      if (!row) throw notFound('No such copy.');
      return toAnswer(row);
    },

    async requestByStaff(actor: SessionUser, clientId: string, reason: string, meta: RequestMeta) {
      await assertClientVisible(db, actor, clientId);
      return requestFor(clientId, actor.id, meta, reason);
    },

    /** Claims the download once: the row moves from ready to downloaded in one statement. */
    async download(user: SessionUser, id: string, meta: RequestMeta) {
      const now = new Date();
      const [claimed] = await db
        .update(x)
        .set({ status: 'downloaded', downloadedAt: now })
        .where(and(eq(x.id, id), eq(x.userId, user.id), eq(x.status, 'ready'), gt(x.expiresAt, now)))
        .returning();
      if (!claimed?.storageKey) throw notFound('This download has expired or was already used.');
      const stream = await storage.read(claimed.storageKey);
      if (!stream) throw notFound('This download has expired or was already used.');
      await logActivity(db, {
        userId: user.id,
        action: 'data_export_downloaded',
        details: { dataExportId: id },
        ...meta,
      });
      const key = claimed.storageKey;
      // The file goes once it has been sent: nothing is kept that could be downloaded again.
      const body = stream.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          flush: () => {
            void storage.delete(key).catch(() => undefined);
          },
        }),
      );
      return new Response(body, {
        headers: {
          'content-type': 'application/zip',
          'content-disposition': `attachment; filename="my-data-${claimed.createdAt.toISOString().slice(0, 10)}.zip"`,
          ...(claimed.size ? { 'content-length': String(claimed.size) } : {}),
        },
      });
    },
  };
}
