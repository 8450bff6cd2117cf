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
      dueDate: ask.dueDate ? new Date(`${ask.dueDate}T23:59:59.999+02:00`) : null,
      status: 'pending',
      requestedBy: ask.requestedBy,
    })
    .returning({ id: documentRequests.id });
  const { id } = onlyRow(rows, 'document request');
  await openLinkFor(tx, ctx.appSecret, id, ask.requestedBy);
  await queueNewRequestEmail(tx, ctx.mailer, ctx.config, id);
  return id;
}
