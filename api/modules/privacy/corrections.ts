/**
 * Corrections and objections (POPIA s24, decision 041): a client asks, staff who see the
 * client resolve it once (done, or refused with a reason the client sees), the client is
 * e-mailed the answer. Both steps are in the activity log.
 */
import { and, desc, eq } from 'drizzle-orm';
import { CORRECTION_KIND_LABELS, type CorrectionKind } from '../../../domain/privacy/correction-requests.ts';
import { personName } from '../../../domain/profile.ts';
import type { AppContext } from '../../context.ts';
import { correctionRequests as c, users } from '../../db/schema.ts';
import { logActivity } from '../../lib/activity-log.ts';
import { conflict, invalid, notFound } from '../../lib/problem.ts';
import { assignedClientsOnly } from '../../core/access/visibility.ts';
import type { RequestMeta, SessionUser } from '../../core/caller.ts';

type Row = typeof c.$inferSelect;

const toAnswer = (row: Row) => ({
  id: row.id,
  kind: row.kind,
  subject: row.subject,
  details: row.details,
  status: row.status,
  response: row.response,
  createdAt: row.createdAt.toISOString(),
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
});

export function createCorrectionService(ctx: AppContext) {
  const { db } = ctx;

  return {
    async list(userId: string) {
      const rows = await db.select().from(c).where(eq(c.userId, userId)).orderBy(desc(c.createdAt), desc(c.id));
      return rows.map(toAnswer);
    },

    async create(
      user: SessionUser,
      input: { kind?: CorrectionKind; subject: string; details: string },
      meta: RequestMeta,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(c)
          .values({ userId: user.id, kind: input.kind ?? 'correction', subject: input.subject, details: input.details })
          .returning();
        if (!row) throw new Error('The correction request was not stored.');
        await logActivity(tx, {
          userId: user.id,
          action: 'correction_requested',
          details: { correctionRequestId: row.id, kind: row.kind },
          ...meta,
        });
        return toAnswer(row);
      });
    },

    /** Resolves an open request once: a second resolve (even at the same moment) is a 409. */
    async resolve(
      actor: SessionUser,
      id: string,
      input: { status: 'done' | 'refused'; response?: string | null },
      meta: RequestMeta,
    ) {
      const response = input.response ?? null;
      if (input.status === 'refused' && !response)
        throw invalid('The request body is not valid.', { response: 'Give the client the reason for refusing' });
      const [found] = await db
        .select({ row: c, client: users })
        .from(c)
        .innerJoin(users, eq(users.id, c.userId))
        .where(and(eq(c.id, id), assignedClientsOnly(c.userId)(actor, db)));
      if (!found) throw notFound('No such correction request.');
      const { client } = found;
      return db.transaction(async (tx) => {
        const now = new Date();
        const [row] = await tx
          .update(c)
          .set({ status: input.status, response, resolvedBy: actor.id, resolvedAt: now })
          .where(and(eq(c.id, id), eq(c.status, 'open')))
          .returning();
        if (!row) throw conflict('This request has already been resolved.');
        await logActivity(tx, {
          userId: actor.id,
          action: 'correction_resolved',
          details: { correctionRequestId: id, clientId: client.id, status: input.status },
          ...meta,
        });
        const what = CORRECTION_KIND_LABELS[row.kind].toLowerCase();
        await ctx.mailer.queue(tx, {
          recipient: client.email,
          clientId: client.id,
          kind: 'correction_resolved',
          content: {
            subject: `Your request "${row.subject}" has been answered`,
            greeting: `Hello ${personName(client) || client.username},`,
            paragraphs: [
              input.status === 'done'
                ? `We have done what you asked in your request "${row.subject}" (${what}).`
                : `We have refused your request "${row.subject}" (${what}).`,
              ...(response ? [`Our answer: ${response}`] : []),
            ],
            action: { label: 'See your requests', url: `${ctx.config.publicUrl}/dashboard/settings#your-data` },
            reason:
              'You receive this e-mail because you asked us, under the Protection of Personal Information Act, to correct your information or to stop a use of it.',
          },
          dedupeKey: `correction-resolved:${id}`,
        });
        return toAnswer(row);
      });
    },
  };
}
