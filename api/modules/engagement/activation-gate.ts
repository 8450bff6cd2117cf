/**
 * The activation gate: while the firm requires it, a subscription
 * becomes active (staff marking its payment received, or the client paying at
 * checkout) only once the client signed the engagement letter for its package.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { engagementLetters } from '../../db/schema.ts';
import { conflict } from '../../lib/problem.ts';
import { readFirmSettings } from '../firm-settings/service.ts';

export const LETTER_NOT_SIGNED = 'Engagement letter not signed';

type Reader = Pick<Database, 'select'>;

export async function hasSignedLetter(db: Reader, clientId: string, serviceId: string): Promise<boolean> {
  const [signed] = await db
    .select({ id: engagementLetters.id })
    .from(engagementLetters)
    .where(
      and(
        eq(engagementLetters.clientId, clientId),
        eq(engagementLetters.serviceId, serviceId),
        eq(engagementLetters.status, 'signed'),
      ),
    )
    .limit(1);
  return signed !== undefined;
}

/** Whether this client must still sign the package's letter before it can be activated. */
export async function letterStillNeeded(db: Reader, clientId: string, serviceId: string): Promise<boolean> {
  const { engagementLetterRequired } = await readFirmSettings(db);
  return engagementLetterRequired && !(await hasSignedLetter(db, clientId, serviceId));
}

/** 409 'Engagement letter not signed' while the letter is needed. */
export async function assertLetterSigned(db: Reader, clientId: string, serviceId: string): Promise<void> {
  if (await letterStillNeeded(db, clientId, serviceId)) throw conflict(LETTER_NOT_SIGNED);
}
