/**
 * A document request made for a client by the firm's own machinery (a work board stage on
 * entry), the same as one staff make: its upload link made with it, the client e-mailed,
 * and the daily reminders of any open request.
 */
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { documentRequests } from '../../db/schema.ts';
import { onlyRow } from '../../lib/rows.ts';
import { queueNewRequestEmail } from '../email/public.ts';
import { openLinkFor } from '../upload-links/public.ts';

export interface DocumentAsk {
  clientId: string;
  documentType: string;
  description: string;
  /** The end of this South African day (as staff's requests are due). */
  dueDate: string | null;
  /** The member of staff it is asked in the name of, or null for the firm. */
  requestedBy: string | null;
}

/** A request is due at the end of its South African calendar day, and overdue once that day has ended. */
export const endOfSouthAfricanDay = (day: string) => new Date(`${day}T23:59:59.999+02:00`);

/**
 * What follows every new request, whoever made it: its upload link, and the client told by
 * e-mail (which carries the link when it goes). `linkMadeBy`: the member of staff, or null.
 */
export async function announceRequest(
  tx: DbOrTx,
  ctx: Pick<AppContext, 'appSecret' | 'mailer' | 'config'>,
  requestId: string,
  linkMadeBy: string | null,
): Promise<void> {
  await openLinkFor(tx, ctx.appSecret, requestId, linkMadeBy);
  await queueNewRequestEmail(tx, ctx.mailer, ctx.config, requestId);
}

/** Runs in the caller's transaction; answers the request's id. */
export async function askClientForDocument(
  tx: DbOrTx,
  ctx: Pick<AppContext, 'appSecret' | 'mailer' | 'config'>,
  ask: DocumentAsk,
): Promise<string> {
  const rows = await tx
    .insert(documentRequests)
    .values({
      clientId: ask.clientId,
      documentType: ask.documentType,
      description: ask.description,
      dueDate: ask.dueDate ? endOfSouthAfricanDay(ask.dueDate) : null,
      status: 'pending',
      requestedBy: ask.requestedBy,
    })
    .returning({ id: documentRequests.id });
  const { id } = onlyRow(rows, 'document request');
  await announceRequest(tx, ctx, id, ask.requestedBy);
  return id;
}
