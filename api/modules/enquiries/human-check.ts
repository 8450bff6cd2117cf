import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { HUMAN_CHECK_MAX, HUMAN_CHECK_MIN } from '../../../domain/constants.ts';
import { ENQUIRY_MESSAGES, readAnswer } from '../../../domain/enquiry-rules.ts';
import type { Database } from '../../db/client.ts';

/** How long a question may be answered. Long enough for a slow writer; the token is single-use anyway. */
export const HUMAN_CHECK_TTL_MS = 60 * 60 * 1000;

export interface Challenge {
  a: number;
  b: number;
  token: string;
  expiresAt: string;
}

export type Verdict = { ok: true; sum: number } | { ok: false; message: string };

const MIN_SUM = 2 * HUMAN_CHECK_MIN;
const MAX_SUM = 2 * HUMAN_CHECK_MAX;
const TOKEN = /^([\w-]{16})\.([0-9a-z]{1,12})\.([\w-]{43})$/;

/**
 * The human check (docs/product/business-rules.md#human-check), verified by the server: two whole
 * numbers and a token `id.expiry.mac`, where the mac is an HMAC over the id,
 * the expiry and the sum. The token never shows the sum; the server finds it
 * again by trying the 19 possible sums, so it can tell a wrong answer (token
 * authentic) from a forged token. A token is spent (a row in used_tokens, one
 * atomic insert, so several processes agree) by its first answer, right or
 * wrong: a bot gets one guess per question. Spent tokens past their expiry
 * are deleted by the hourly housekeeping (api/jobs/housekeeping.ts).
 */
export function createHumanCheck(db: Database, secret: string, clock: () => number = Date.now) {
  const mac = (id: string, expires: number, sum: number) =>
    createHmac('sha256', secret).update(`human-check:${id}.${expires}.${sum}`).digest();

  function sign(sum: number): { token: string; expiresAt: number } {
    const id = randomBytes(12).toString('base64url');
    const expiresAt = clock() + HUMAN_CHECK_TTL_MS;
    return { token: `${id}.${expiresAt.toString(36)}.${mac(id, expiresAt, sum).toString('base64url')}`, expiresAt };
  }

  return {
    /** A new question with its token. */
    issue(): Challenge {
      const a = randomInt(HUMAN_CHECK_MIN, HUMAN_CHECK_MAX + 1);
      const b = randomInt(HUMAN_CHECK_MIN, HUMAN_CHECK_MAX + 1);
      const { token, expiresAt } = sign(a + b);
      return { a, b, token, expiresAt: new Date(expiresAt).toISOString() };
    },

    /**
     * A fresh token for a sum the server has just verified, so a form can keep
     * showing the same two numbers after a successful submission (a form
     * keeps them until the page is reloaded). The caller never chooses the sum.
     */
    renew(verifiedSum: number): string {
      return sign(verifiedSum).token;
    },

    /** Checks the typed answer against the token and spends the token. */
    async verify(answer: string, token: string): Promise<Verdict> {
      const now = clock();
      const wrong = { ok: false, message: ENQUIRY_MESSAGES.captchaWrong } as const;
      const parts = TOKEN.exec(token);
      if (!parts) return wrong;
      const [, id, expiresText, macText] = parts as unknown as [string, string, string, string];
      const expiresAt = parseInt(expiresText, 36);
      const given = Buffer.from(macText, 'base64url');
      let sum: number | null = null;
      for (let candidate = MIN_SUM; candidate <= MAX_SUM && sum === null; candidate++) {
        const expected = mac(id, expiresAt, candidate);
        if (given.length === expected.length && timingSafeEqual(given, expected)) sum = candidate;
      }
      if (sum === null) return wrong; // forged or tampered: nothing is written
      if (expiresAt <= now) return { ok: false, message: ENQUIRY_MESSAGES.captchaExpired };

      const spent = await db.all<{ token_id: string }>(sql`
        insert into used_tokens (token_id, expires_at) values (${id}, ${expiresAt})
        on conflict(token_id) do nothing returning token_id`);
      if (spent.length === 0) return { ok: false, message: ENQUIRY_MESSAGES.captchaUsed };
      if (readAnswer(answer) !== sum) return wrong;
      return { ok: true, sum };
    },
  };
}
export type HumanCheck = ReturnType<typeof createHumanCheck>;
