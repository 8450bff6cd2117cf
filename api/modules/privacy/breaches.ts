/**
 * The breach register (POPIA s22, decision 041): admins record an incident and whose data
 * it touched, then send the firm's notice, once, to exactly those clients through the
 * e-mail outbox. The register is a backoffice resource (its CSV is the list's export).
 */
import { type } from 'arktype';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { isCalendarDate } from '../../../domain/compliance/calendar-dates.ts';
import { personName } from '../../../domain/profile.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { breaches as b, users } from '../../db/schema.ts';
import { logActivity } from '../../lib/activity-log.ts';
import { conflict, invalid, notFound } from '../../lib/problem.ts';
import { optionalText, requiredText } from '../../lib/validation.ts';
import { ADMINS } from '../../core/access/visibility.ts';
import type { RequestMeta, SessionUser } from '../../core/caller.ts';
import { defineResource, optional, writeBody } from '../admin/public.ts';

const date = (message: string) =>
  type('string')
    .narrow((value, ctx) => isCalendarDate(value) || ctx.mustBe('a date (yyyy-MM-dd)'))
    .configure({ message });
const optionalDate = (message: string) => date(message).or('null');

const fields = {
  description: requiredText('Say what happened', 5000),
  foundOn: date('Enter the day it was found (yyyy-MM-dd)'),
  dataAffected: requiredText('Say what information was affected', 2000),
  allClients: type('boolean').configure({ message: 'Say whether every client is affected' }),
  clientIds: type('string[] <= 10000').configure({ message: 'Pick the clients affected' }),
  regulatorNotifiedOn: optionalDate('Enter the day the Information Regulator was notified (yyyy-MM-dd)'),
  regulatorReference: optionalText(200),
};

/** Every id must be a client: anything else is refused by name, before it could receive a notice. */
async function assertClients(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.role, 'client')));
  if (found.length !== new Set(ids).size)
    throw invalid('The request body is not valid.', { clientIds: 'Pick clients from the list' });
}

const whose = (allClients: boolean, clientIds: readonly string[]) => {
  if (!allClients && clientIds.length === 0)
    throw invalid('The request body is not valid.', { clientIds: 'Pick the clients affected, or choose every client' });
};

export const breachesDefinition = defineResource({
  name: 'breaches',
  label: 'breach',
  table: b,
  id: b.id,
  fields: {
    id: b.id,
    description: b.description,
    foundOn: b.foundOn,
    dataAffected: b.dataAffected,
    allClients: b.allClients,
    clientIds: b.clientIds,
    regulatorNotifiedOn: b.regulatorNotifiedOn,
    regulatorReference: b.regulatorReference,
    notice: b.notice,
    peopleToldAt: b.peopleToldAt,
    createdBy: b.createdBy,
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
  },
  computed: { clientIds: { type: 'array', items: { type: 'string' } } },
  sortable: { foundOn: b.foundOn, createdAt: b.createdAt },
  defaultSort: ['foundOn', 'DESC'],
  searchable: [b.description],
  readRoles: ADMINS,
  create: {
    roles: ADMINS,
    body: writeBody({
      description: fields.description,
      foundOn: fields.foundOn,
      dataAffected: fields.dataAffected,
      'allClients?': fields.allClients,
      'clientIds?': fields.clientIds,
      'regulatorNotifiedOn?': fields.regulatorNotifiedOn,
      'regulatorReference?': fields.regulatorReference,
    }),
    async toRow(input, { ctx, actor }) {
      const clientIds = input.clientIds ?? [];
      whose(input.allClients ?? false, clientIds);
      await assertClients(ctx.db, clientIds);
      return { ...input, allClients: input.allClients ?? false, clientIds, createdBy: actor.id };
    },
  },
  update: {
    roles: ADMINS,
    body: writeBody(optional(fields)),
    async toChanges(input, current, { ctx }) {
      if (input.allClients !== undefined || input.clientIds !== undefined) {
        if (current.peopleToldAt) throw conflict('The people affected have been told: who was affected is on record.');
        whose(input.allClients ?? current.allClients, input.clientIds ?? current.clientIds);
        await assertClients(ctx.db, input.clientIds ?? []);
      }
      return { ...input, updatedAt: new Date() };
    },
  },
});

export const notifyBody = type({ notice: requiredText('Write the notice the affected clients receive', 10000) });

/** Sends the notice once to exactly the affected clients (every client, or those picked), and records when. */
export async function notifyAffected(
  ctx: AppContext,
  actor: SessionUser,
  id: string,
  notice: string,
  meta: RequestMeta,
) {
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [breach] = await tx
      .update(b)
      .set({ notice, peopleToldAt: now, updatedAt: now })
      .where(and(eq(b.id, id), isNull(b.peopleToldAt)))
      .returning();
    if (!breach) {
      const [exists] = await tx.select({ id: b.id }).from(b).where(eq(b.id, id));
      if (!exists) throw notFound('No such breach.');
      throw conflict('The affected clients have already been told about this breach.');
    }
    const clients = await tx
      .select()
      .from(users)
      .where(
        breach.allClients
          ? eq(users.role, 'client')
          : and(eq(users.role, 'client'), inArray(users.id, breach.clientIds.length ? breach.clientIds : [''])),
      );
    for (const client of clients) {
      await ctx.mailer.queue(tx, {
        recipient: client.email,
        clientId: client.id,
        kind: 'breach_notice',
        content: {
          subject: 'Important: a security incident affecting your information',
          greeting: `Hello ${personName(client) || client.username},`,
          paragraphs: notice.split(/\n{2,}/),
          action: { label: 'Sign in to the client portal', url: `${ctx.config.publicUrl}/dashboard` },
          reason:
            'You receive this e-mail because the Protection of Personal Information Act requires us to tell you when your personal information may have been accessed without authority.',
        },
        dedupeKey: `breach-notice:${id}:${client.id}`,
      });
    }
    await logActivity(tx, {
      userId: actor.id,
      action: 'breach_notice_sent',
      details: { breachId: id, recipients: clients.length },
      ...meta,
    });
    return { id, peopleToldAt: now.toISOString(), recipients: clients.length };
  });
}
