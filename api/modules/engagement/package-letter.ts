/**
 * The engagement letter of a client's package, prepared from its template and sent in the name
 * of a member of staff (so the client is e-mailed), for the firm's own machinery (a work board
 * stage on entry). A letter already waiting for signature is answered instead of a new one.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { RequestMeta } from '../../core/caller.ts';
import { engagementLetters as letters, subscriptions } from '../../db/schema.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { onlyRow } from '../../lib/rows.ts';
import { draftBody } from './letter-parts.ts';
import { createLetterSender } from './send-letter.ts';

export type PackageLetterOutcome = { letterId: string } | { skipped: string };

export async function sendPackageLetter(
  ctx: AppContext,
  clientId: string,
  sentBy: string,
  meta: RequestMeta,
): Promise<PackageLetterOutcome> {
  const { db } = ctx;
  const [pkg] = await db
    .select({ serviceId: subscriptions.serviceId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, clientId), inArray(subscriptions.status, ['pending', 'active'])))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  if (!pkg) return { skipped: 'The client has no package.' };
  const [existing] = await db
    .select({ id: letters.id, status: letters.status })
    .from(letters)
    .where(
      and(
        eq(letters.clientId, clientId),
        eq(letters.serviceId, pkg.serviceId),
        inArray(letters.status, ['signed', 'sent']),
      ),
    )
    .orderBy(desc(letters.createdAt))
    .limit(1);
  if (existing?.status === 'signed') return { skipped: "The package's engagement letter is already signed." };
  if (existing) return { letterId: existing.id };
  const draft = await draftBody(db, ctx.config.firmDetails, clientId, pkg.serviceId);
  const letter = onlyRow(
    await db
      .insert(letters)
      .values({
        clientId,
        serviceId: pkg.serviceId,
        templateId: draft.templateId,
        templateVersion: draft.templateVersion,
        body: draft.body,
        status: 'draft',
        createdBy: sentBy,
      })
      .returning(),
    'engagement letter',
  );
  try {
    await createLetterSender(ctx)(letter, sentBy, meta);
    return { letterId: letter.id };
  } catch (error) {
    // The draft stays for staff to complete (a missing address, a gap in the template) and send.
    if (error instanceof HttpProblem)
      return {
        skipped: `The letter was prepared but not sent: ${[error.detail, ...Object.values(error.errors ?? {})].join(' ')}`,
      };
    throw error;
  }
}
