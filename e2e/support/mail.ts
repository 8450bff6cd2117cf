import { readFile } from 'node:fs/promises';

const port = Number(process.env.E2E_PORT ?? 3210);

/**
 * What the e2e server sent someone: the newest e-mail of a kind to an address, as the
 * `email-outbox` job handed it to the log transport, which the e2e server (MAIL_LOG_FILE in
 * playwright.config.ts) appends to .e2e/<port>/mail.jsonl. Links are filled in only at
 * that step (the outbox table holds 'token=link-hidden'), so the link found here is the
 * link the person would click. SMTP delivery itself is tested against smtp-server in the
 * API tests (api/modules/**\/*.test.ts).
 */
export async function lastEmailTo(recipient: string, kind: string, timeoutMs = 10_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const text = await readFile(`.e2e/${port}/mail.jsonl`, 'utf8').catch(() => '');
    const sent = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { kind?: string; to: string; text: string })
      .filter((mail) => mail.to === recipient && mail.kind === kind);
    const newest = sent.at(-1);
    if (newest) return newest.text;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No ${kind} e-mail to ${recipient}`);
}

/** The path and query of the first link to `path` in an e-mail's text (the e2e server's PUBLIC_URL host aside). */
export function linkIn(text: string, path: string): string {
  const match = text.match(new RegExp(`https?://[^\\s/]+(${path.replace(/[?]/g, '\\?')}\\?token=[A-Za-z0-9_%-]+)`));
  if (!match?.[1]) throw new Error(`No ${path} link in: ${text}`);
  return match[1];
}
