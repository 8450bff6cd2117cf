import { createClient } from '@libsql/client';

const port = Number(process.env.E2E_PORT ?? 3210);

/**
 * What the e2e server sent someone: the newest e-mail of a kind to an address, read from
 * the outbox table of its database (.e2e/<port>/app.db). The row's text is byte for byte
 * what the `email-outbox` job hands the transport (SMTP, or the log the e2e server uses),
 * so the link found here is the link the person would click. SMTP delivery itself is
 * tested against smtp-server in the API tests (api/modules/**\/*.test.ts).
 */
export async function lastEmailTo(recipient: string, kind: string, timeoutMs = 10_000): Promise<string> {
  const db = createClient({ url: `file:.e2e/${port}/app.db` });
  try {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const { rows } = await db.execute({
        sql: 'select text from email_outbox where recipient = ? and kind = ? order by created_at desc limit 1',
        args: [recipient, kind],
      });
      const text = rows[0]?.text;
      if (typeof text === 'string') return text;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`No ${kind} e-mail to ${recipient}`);
  } finally {
    db.close();
  }
}

/** The path and query of the first link to `path` in an e-mail's text (the e2e server's PUBLIC_URL host aside). */
export function linkIn(text: string, path: string): string {
  const match = text.match(new RegExp(`https?://[^\\s/]+(${path.replace(/[?]/g, '\\?')}\\?token=[A-Za-z0-9_%-]+)`));
  if (!match?.[1]) throw new Error(`No ${path} link in: ${text}`);
  return match[1];
}
