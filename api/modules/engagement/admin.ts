/**
 * Engagement letters in the backoffice:
 * - engagement-letters: staff who see the client (as for documents) prepare a
 *   letter from a package (its newest template, filled in) and edit its text
 *   while a draft; sending, withdrawing, the PDF and verifying are routes of
 *   api/modules/engagement. Only drafts are deleted; the rest is the record.
 * - engagement-templates: each package's template; an admin's edit is a new
 *   version (POST), so letters already sent keep theirs.
 */
import { type } from 'arktype';
import { desc, eq, sql } from 'drizzle-orm';
import { CONSENT_KINDS, ENGAGEMENT_STATUSES } from '../../../domain/engagement/consents.ts';
import { unknownPlaceholders } from '../../../domain/engagement/placeholders.ts';
import { PACKAGE_TYPES } from '../../../domain/enums.ts';
import { consents, engagementLetters as l, engagementTemplates as tpl, services } from '../../db/schema.ts';
import { conflict, invalid } from '../../lib/problem.ts';
import { draftBody } from './service.ts';
import { ADMINS, assertClientVisible, assignedClientsOnly, STAFF } from '../../core/access/visibility.ts';
import { equalsOneOf, equalsText, reference, defineResource, writeBody } from '../admin/public.ts';

const letterBody = type('string >= 20 & string <= 50000').configure({
  message: 'Write the letter (20 to 50,000 characters)',
});

function refuseUnknownPlaceholders(body: string) {
  const unknown = unknownPlaceholders(body);
  if (unknown.length) {
    throw invalid('The text names placeholders that do not exist.', {
      body: `Unknown placeholder${unknown.length === 1 ? '' : 's'}: ${unknown.map((name) => `{{${name}}}`).join(', ')}`,
    });
  }
}

export const engagementLettersDefinition = defineResource({
  name: 'engagement-letters',
  label: 'engagement letter',
  table: l,
  id: l.id,
  fields: {
    id: l.id,
    clientId: l.clientId,
    clientName: sql<string>`(select coalesce(u.company, u.username) from users u where u.id = ${l.clientId})`.as(
      'client_name',
    ),
    serviceId: l.serviceId,
    packageTitle: sql<string>`(select s.title from services s where s.id = ${l.serviceId})`.as('package_title'),
    templateVersion: l.templateVersion,
    status: l.status,
    body: l.body,
    letterSha256: l.letterSha256,
    sentBy: l.sentBy,
    sentAt: l.sentAt,
    viewedAt: l.viewedAt,
    signerName: l.signerName,
    signerCapacity: l.signerCapacity,
    signedAt: l.signedAt,
    signedIp: l.signedIp,
    signedUserAgent: l.signedUserAgent,
    signedDocumentId: l.signedDocumentId,
    signedSha256: l.signedSha256,
    declineReason: l.declineReason,
    closedAt: l.closedAt,
    replacedBy: l.replacedBy,
    createdBy: l.createdBy,
    createdAt: l.createdAt,
    updatedAt: l.updatedAt,
  },
  computed: {
    clientName: { type: 'string', description: "the client's company, or their username" },
    packageTitle: { type: 'string' },
  },
  sortable: { id: l.id, createdAt: l.createdAt, sentAt: l.sentAt, status: l.status },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    clientId: equalsText(l.clientId),
    status: equalsOneOf(l.status, ENGAGEMENT_STATUSES),
  },
  readRoles: STAFF,
  scope: assignedClientsOnly(l.clientId),
  create: {
    roles: STAFF,
    body: writeBody({ clientId: reference, serviceId: reference }),
    async toRow(input, { ctx, actor }) {
      await assertClientVisible(ctx.db, actor, input.clientId);
      const draft = await draftBody(ctx.db, ctx.config.firmDetails, input.clientId, input.serviceId);
      return {
        clientId: input.clientId,
        serviceId: input.serviceId,
        templateId: draft.templateId,
        templateVersion: draft.templateVersion,
        body: draft.body,
        status: 'draft' as const,
        createdBy: actor.id,
      };
    },
  },
  update: {
    roles: STAFF,
    body: writeBody({ 'body?': letterBody }),
    async toChanges(input, current) {
      if (current.status !== 'draft')
        throw conflict('A sent letter is frozen: withdraw it and prepare a new one to change it.');
      if (input.body !== undefined) refuseUnknownPlaceholders(input.body);
      return input;
    },
  },
  remove: {
    roles: STAFF,
    check(current) {
      if (current.status !== 'draft') throw conflict('Only a draft can be deleted; sent letters stay on record.');
    },
  },
});

export const engagementTemplatesDefinition = defineResource({
  name: 'engagement-templates',
  label: 'engagement letter template',
  table: tpl,
  id: tpl.id,
  fields: {
    id: tpl.id,
    packageType: tpl.packageType,
    version: tpl.version,
    body: tpl.body,
    createdBy: tpl.createdBy,
    createdAt: tpl.createdAt,
  },
  sortable: { id: tpl.id, packageType: tpl.packageType, version: tpl.version, createdAt: tpl.createdAt },
  defaultSort: ['createdAt', 'DESC'],
  filters: { packageType: equalsOneOf(tpl.packageType, PACKAGE_TYPES) },
  readRoles: STAFF,
  create: {
    roles: ADMINS,
    body: writeBody({
      packageType: type.enumerated(...PACKAGE_TYPES).configure({ message: 'Choose a package' }),
      body: letterBody,
    }),
    // The next version of the package's template; two saves at once: the second is a 409 (unique version).
    async toRow(input, { ctx, actor }) {
      refuseUnknownPlaceholders(input.body);
      const [latest] = await ctx.db
        .select({ version: tpl.version })
        .from(tpl)
        .where(eq(tpl.packageType, input.packageType))
        .orderBy(desc(tpl.version))
        .limit(1);
      const [service] = await ctx.db
        .select({ id: services.id })
        .from(services)
        .where(eq(services.packageType, input.packageType));
      if (!service) throw invalid('The request body is not valid.', { packageType: 'Choose a package' });
      return { ...input, version: (latest?.version ?? 0) + 1, createdBy: actor.id };
    },
  },
});

/** What each client consented to, and any withdrawal: read-only, for the staff who see the client. */
export const consentsDefinition = defineResource({
  name: 'consents',
  label: 'consent',
  table: consents,
  id: consents.id,
  fields: {
    id: consents.id,
    userId: consents.userId,
    kind: consents.kind,
    text: consents.text,
    textVersion: consents.textVersion,
    letterId: consents.letterId,
    givenAt: consents.givenAt,
    ipAddress: consents.ipAddress,
    withdrawnAt: consents.withdrawnAt,
  },
  sortable: { id: consents.id, givenAt: consents.givenAt },
  defaultSort: ['givenAt', 'DESC'],
  filters: { userId: equalsText(consents.userId), kind: equalsOneOf(consents.kind, CONSENT_KINDS) },
  readRoles: STAFF,
  scope: assignedClientsOnly(consents.userId),
});
