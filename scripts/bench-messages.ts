/**
 * The messaging bench row: 1,000 conversations over 100 clients, read by a
 * manager (who sees them all) for half of them, and the p95 of that manager's
 * GET /api/messages/unread-count: the call every backoffice page polls.
 */
import { prepareDatabase } from '../api/boot.ts';
import { messageReads, messages, messageThreads } from '../api/db/schema.ts';
import { createUser } from '../api/modules/accounts/create-user.ts';
import { p95Of, SAMPLES, WARM_UP } from './bench-admin.ts';

export const MESSAGE_THREADS = 1_000;
const CLIENTS = 100;
const USERNAME = 'bench-messages-manager';
const PASSWORD = 'bench-password-1';

export async function seedMessages(databaseUrl: string) {
  const { db, client } = await prepareDatabase({ databaseUrl, databaseAuthToken: undefined });
  try {
    const manager = await createUser(db, {
      username: USERNAME,
      email: `${USERNAME}@firm.co.za`,
      password: PASSWORD,
      role: 'manager',
    });
    const clients: string[] = [];
    for (let n = 0; n < CLIENTS; n++) {
      const user = await createUser(db, {
        username: `bench-messages-client-${n}`,
        email: `bench-messages-client-${n}@example.co.za`,
        password: PASSWORD,
        role: 'client',
      });
      clients.push(user.id);
    }
    const start = Date.now() - MESSAGE_THREADS * 60_000;
    const threads = Array.from({ length: MESSAGE_THREADS }, (_, n) => ({
      id: crypto.randomUUID(),
      clientId: clients[n % CLIENTS] ?? '',
      subject: `Question ${n}`,
      lastMessageAt: new Date(start + n * 60_000),
      lastSenderId: clients[n % CLIENTS] ?? null,
    }));
    for (let i = 0; i < threads.length; i += 200) await db.insert(messageThreads).values(threads.slice(i, i + 200));
    const rows = threads.flatMap((thread, n) => [
      {
        threadId: thread.id,
        senderId: thread.clientId,
        body: `Hello ${n}`,
        createdAt: new Date(start + n * 60_000 - 1),
      },
      { threadId: thread.id, senderId: thread.clientId, body: `Again ${n}`, createdAt: thread.lastMessageAt },
    ]);
    for (let i = 0; i < rows.length; i += 200) await db.insert(messages).values(rows.slice(i, i + 200));
    const reads = threads
      .filter((_, n) => n % 2 === 0)
      .map((thread) => ({ threadId: thread.id, userId: manager.id, lastReadAt: thread.lastMessageAt }));
    for (let i = 0; i < reads.length; i += 200) await db.insert(messageReads).values(reads.slice(i, i + 200));
  } finally {
    client.close();
  }
}

export async function benchUnreadCount(baseUrl: string): Promise<{ p95: number; count: number }> {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: USERNAME, password: PASSWORD }),
  });
  const cookie = login.headers.get('set-cookie')?.match(/sid=[^;]+/)?.[0];
  if (!cookie) throw new Error(`bench messages sign-in failed: ${login.status}`);
  const url = `${baseUrl}/api/messages/unread-count`;
  const { count } = (await (await fetch(url, { headers: { cookie } })).json()) as { count: number };
  const p95 = await p95Of(
    Array.from({ length: WARM_UP + SAMPLES }, () => url),
    { cookie },
  );
  return { p95, count };
}
