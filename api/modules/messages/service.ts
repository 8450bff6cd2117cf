/**
 * Secure messaging: threads between a client and the firm. A client sees
 * their own threads; staff those of the clients they see (assignment rules). Anyone
 * else's thread is the same 404 as none. Messages are plain text with files, never
 * edited or deleted. Reading a thread records how far the reader has read; a thread
 * is unread for someone when a message from somebody else is newer than that.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { MESSAGE_ERRORS, MESSAGE_MAX_CHARACTERS, SUBJECT_MAX_CHARACTERS } from '../../../domain/messages.ts';
import { personName } from '../../../domain/profile.ts';
import type { AppContext } from '../../context.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { messageAttachments, messageReads, messages, messageThreads, users } from '../../db/schema.ts';
import { logActivity } from '../../lib/activity-log.ts';
import { invalid, notFound } from '../../lib/problem.ts';
import { assertClientVisible, assignedClientIds, seesEveryClient } from '../../core/access/visibility.ts';
import type { StoredFile } from '../documents/public.ts';
import { notifyClientStaff } from '../documents/public.ts';
import type { RequestMeta, SessionUser } from '../../core/caller.ts';

const t = messageThreads;
const PREVIEW_CHARACTERS = 120;
/** A client is e-mailed about a thread at most this often. */
export const EMAIL_EVERY_MS = 15 * 60_000;

/** Unread for this user: the last message is someone else's and newer than their last read. */
export const unreadFor = (userId: string) =>
  sql<boolean>`(${t.lastMessageAt} > coalesce((select ${messageReads.lastReadAt} from ${messageReads}
    where ${messageReads.threadId} = ${t.id} and ${messageReads.userId} = ${userId}), 0)
    and coalesce(${t.lastSenderId}, '') <> ${userId})`;

/** The threads this user may see, as a condition on message_threads. */
export function visibleThreads(db: Database, actor: SessionUser) {
  if (actor.role === 'client') return eq(t.clientId, actor.id);
  return seesEveryClient(actor) ? undefined : inArray(t.clientId, assignedClientIds(db, actor.id));
}

const senderName = (row: { username: string | null; firstName: string | null; lastName: string | null } | null) =>
  row?.username ? personName(row) || row.username : 'Former user';

export interface NewMessage {
  body: string;
  files: StoredFile[];
}

/** The checks of a message body, with the exact messages (files alone are a message too). */
export function messageErrors(body: string, files: number): Record<string, string> {
  if (body.length > MESSAGE_MAX_CHARACTERS) return { body: MESSAGE_ERRORS.tooLong };
  if (body.trim() === '' && files === 0) return { body: MESSAGE_ERRORS.empty };
  return {};
}

export function subjectErrors(subject: string): Record<string, string> {
  if (subject.trim() === '') return { subject: MESSAGE_ERRORS.subject };
  if (subject.trim().length > SUBJECT_MAX_CHARACTERS) return { subject: MESSAGE_ERRORS.subjectTooLong };
  return {};
}

export function createMessagesService(ctx: AppContext) {
  const { db, storage } = ctx;

  async function visibleThread(actor: SessionUser, id: string) {
    const [thread] = await db
      .select()
      .from(t)
      .where(and(eq(t.id, id), visibleThreads(db, actor)));
    if (!thread) throw notFound('No such conversation.');
    return thread;
  }

  async function markRead(userId: string, threadId: string, at: Date, tx: Pick<Database, 'insert'> = db) {
    await tx
      .insert(messageReads)
      .values({ threadId, userId, lastReadAt: at })
      .onConflictDoUpdate({
        target: [messageReads.threadId, messageReads.userId],
        set: { lastReadAt: sql`max(${messageReads.lastReadAt}, excluded.last_read_at)` },
      });
  }

  /** Writes the message, its files and the thread's last-message facts; tells the other side. */
  async function addMessage(
    tx: DbOrTx,
    actor: SessionUser,
    thread: { id: string; clientId: string; subject: string },
    message: NewMessage,
    now: Date,
  ) {
    const [row] = await tx
      .insert(messages)
      .values({ threadId: thread.id, senderId: actor.id, body: message.body, createdAt: now })
      .returning({ id: messages.id });
    const messageId = row?.id ?? '';
    if (message.files.length)
      await tx.insert(messageAttachments).values(
        message.files.map((file) => ({
          messageId,
          threadId: thread.id,
          fileName: file.fileName,
          fileType: file.fileType,
          fileSize: file.fileSize,
          storageKey: file.key,
          createdAt: now,
        })),
      );
    await tx.update(t).set({ lastMessageAt: now, lastSenderId: actor.id }).where(eq(t.id, thread.id));
    await markRead(actor.id, thread.id, now, tx);
    if (actor.role === 'client') {
      await notifyClientStaff(
        tx,
        thread.clientId,
        {
          title: 'New message',
          message: `${actor.username}: ${thread.subject}`,
          type: 'message',
          relatedId: thread.id,
        },
        'message-threads',
        'assigned',
      );
    } else {
      await emailClient(tx, thread, now);
    }
    return messageId;
  }

  /** A staff message e-mails the client, at most once per thread every 15 minutes. */
  async function emailClient(tx: DbOrTx, thread: { id: string; clientId: string; subject: string }, now: Date) {
    const [due] = await tx
      .update(t)
      .set({ lastEmailedAt: now })
      .where(
        and(
          eq(t.id, thread.id),
          sql`(${t.lastEmailedAt} is null or ${t.lastEmailedAt} <= ${now.getTime() - EMAIL_EVERY_MS})`,
        ),
      )
      .returning({ id: t.id });
    if (!due) return;
    const [client] = await tx.select().from(users).where(eq(users.id, thread.clientId));
    if (!client) return;
    await ctx.mailer.queue(
      tx,
      {
        recipient: client.email,
        clientId: client.id,
        kind: 'message',
        content: {
          subject: `New message: ${thread.subject}`,
          greeting: `Hello ${personName(client) || client.username},`,
          paragraphs: [
            `Your accountant wrote to you about "${thread.subject}". For your privacy the message itself is only in the portal.`,
          ],
          action: {
            label: 'Read it in the portal',
            url: `${ctx.config.publicUrl}/dashboard/messages?thread=${encodeURIComponent(thread.id)}`,
          },
          reason: 'You receive this e-mail because your accountant sent you a message in the client portal.',
        },
        dedupeKey: `message-thread:${thread.id}:${now.getTime()}`,
        about: { type: 'message_thread', id: thread.id },
      },
      now,
    );
  }

  async function discardFiles(files: StoredFile[]) {
    await Promise.all(files.map((file) => storage.delete(file.key).catch(() => undefined)));
  }

  return {
    /** The threads I see (a client's own; staff's, or one client's), newest activity first. */
    async list(actor: SessionUser, clientId?: string) {
      const rows = await db
        .select({
          id: t.id,
          clientId: t.clientId,
          subject: t.subject,
          lastMessageAt: t.lastMessageAt,
          unread: unreadFor(actor.id),
          lastMessagePreview: sql<string>`coalesce((select substr(${messages.body}, 1, ${PREVIEW_CHARACTERS})
            from ${messages} where ${messages.threadId} = ${t.id} order by ${messages.createdAt} desc, ${messages.id} desc limit 1), '')`,
          senderUsername: users.username,
          senderFirst: users.firstName,
          senderLast: users.lastName,
        })
        .from(t)
        .leftJoin(users, eq(users.id, t.lastSenderId))
        .where(and(visibleThreads(db, actor), clientId ? eq(t.clientId, clientId) : undefined))
        .orderBy(desc(t.lastMessageAt));
      return rows.map((row) => ({
        id: row.id,
        clientId: row.clientId,
        subject: row.subject,
        lastMessageAt: row.lastMessageAt.toISOString(),
        lastMessagePreview: row.lastMessagePreview,
        lastSenderName: row.senderUsername
          ? senderName({ username: row.senderUsername, firstName: row.senderFirst, lastName: row.senderLast })
          : null,
        unread: Boolean(row.unread),
      }));
    },

    /** One thread with every message; reading it marks it read for this user. */
    async read(actor: SessionUser, id: string) {
      const thread = await visibleThread(actor, id);
      const [rows, files] = await Promise.all([
        db
          .select({
            id: messages.id,
            senderId: messages.senderId,
            body: messages.body,
            createdAt: messages.createdAt,
            username: users.username,
            firstName: users.firstName,
            lastName: users.lastName,
            role: users.role,
          })
          .from(messages)
          .leftJoin(users, eq(users.id, messages.senderId))
          .where(eq(messages.threadId, id))
          .orderBy(asc(messages.createdAt), asc(messages.id)),
        db
          .select({
            id: messageAttachments.id,
            messageId: messageAttachments.messageId,
            fileName: messageAttachments.fileName,
            fileType: messageAttachments.fileType,
            fileSize: messageAttachments.fileSize,
          })
          .from(messageAttachments)
          .where(eq(messageAttachments.threadId, id))
          .orderBy(asc(messageAttachments.createdAt)),
      ]);
      await markRead(actor.id, id, new Date(Math.max(Date.now(), thread.lastMessageAt.getTime())));
      return {
        id: thread.id,
        clientId: thread.clientId,
        subject: thread.subject,
        messages: rows.map((row) => ({
          id: row.id,
          senderId: row.senderId,
          senderName: senderName(row.username ? row : null),
          // A sender whose account is gone: the client's own would have taken the thread with it.
          fromFirm: row.senderId !== thread.clientId,
          body: row.body,
          createdAt: row.createdAt.toISOString(),
          attachments: files.filter((file) => file.messageId === row.id).map(({ messageId: _m, ...file }) => file),
        })),
      };
    },

    /** A new thread and its first message. A client's is their own; staff name a client they see. */
    async create(
      actor: SessionUser,
      input: { clientId?: string; subject: string },
      message: NewMessage,
      meta: RequestMeta,
    ) {
      try {
        const errors = { ...subjectErrors(input.subject), ...messageErrors(message.body, message.files.length) };
        let clientId = actor.id;
        if (actor.role !== 'client') {
          if (!input.clientId) errors.clientId = MESSAGE_ERRORS.client;
          else {
            await assertClientVisible(db, actor, input.clientId);
            clientId = input.clientId;
          }
        }
        if (Object.keys(errors).length) throw invalid('The message is not complete.', errors);
        const now = new Date();
        return await db.transaction(async (tx) => {
          const [thread] = await tx
            .insert(t)
            .values({
              clientId,
              subject: input.subject.trim(),
              createdBy: actor.id,
              lastMessageAt: now,
              lastSenderId: actor.id,
              createdAt: now,
            })
            .returning();
          if (!thread) throw new Error('The thread was not stored');
          await addMessage(tx, actor, thread, message, now);
          await logActivity(tx, {
            userId: actor.id,
            action: 'message_thread_started',
            details: { threadId: thread.id, clientId, files: message.files.length },
            ...meta,
          });
          return { id: thread.id };
        });
      } catch (error) {
        await discardFiles(message.files);
        throw error;
      }
    },

    async post(actor: SessionUser, threadId: string, message: NewMessage, meta: RequestMeta) {
      try {
        const thread = await visibleThread(actor, threadId);
        const errors = messageErrors(message.body, message.files.length);
        if (Object.keys(errors).length) throw invalid('The message is not complete.', errors);
        const now = new Date(Math.max(Date.now(), thread.lastMessageAt.getTime() + 1));
        const id = await db.transaction(async (tx) => {
          const messageId = await addMessage(tx, actor, thread, message, now);
          await logActivity(tx, {
            userId: actor.id,
            action: 'message_sent',
            details: { threadId, messageId, files: message.files.length },
            ...meta,
          });
          return messageId;
        });
        return { id, threadId };
      } catch (error) {
        await discardFiles(message.files);
        throw error;
      }
    },

    /** An attachment's file, for whoever sees its thread. */
    async attachment(actor: SessionUser, id: string) {
      const [row] = await db
        .select({
          key: messageAttachments.storageKey,
          fileName: messageAttachments.fileName,
          fileType: messageAttachments.fileType,
          fileSize: messageAttachments.fileSize,
        })
        .from(messageAttachments)
        .innerJoin(t, eq(t.id, messageAttachments.threadId))
        .where(and(eq(messageAttachments.id, id), visibleThreads(db, actor)));
      const body = row ? await storage.read(row.key) : null;
      if (!row || !body) throw notFound('Attachment not found.');
      return { ...row, body };
    },

    async unreadCount(actor: SessionUser) {
      const [row] = await db
        .select({ count: sql<number>`count(*)` })
        .from(t)
        .where(and(visibleThreads(db, actor), unreadFor(actor.id)));
      return { count: Number(row?.count ?? 0) };
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
