/**
 * The compliance calendar in the backoffice (decision 023):
 * - deadlines: staff see their clients' due dates (accountants their assigned
 *   clients; managers and admins all, filtered by accountant) and mark them done;
 * - public-holidays: everyone on staff reads; admins add ad hoc days with a reason;
 * - compliance-rules: rule versions; admins add and change them;
 * - ownership-changes: staff record a client's change of beneficial ownership.
 * A holiday or rule change recomputes every client's dates after it commits; an
 * ownership change recomputes that client's in the same write.
 */
import { type } from 'arktype';
import { and, eq, inArray, ne, not, sql } from 'drizzle-orm';
import { isCalendarDate } from '../../../domain/compliance/calendar-dates.ts';
import { OBLIGATIONS, type Obligation, SHIFT_POLICIES } from '../../../domain/compliance/rules.ts';
import { todayInSouthAfrica } from '../../../domain/format.ts';
import { complianceDeadlines as d, complianceRules, ownershipChanges, publicHolidays } from '../../db/schema.ts';
import { logActivity } from '../../lib/activity-log.ts';
import { conflict, invalid } from '../../lib/problem.ts';
import { optionalText, requiredText } from '../../lib/validation.ts';
import { deadlineDone } from './hooks.ts';
import { recomputeAllSoon, recomputeClient } from './public.ts';
import { ruleParamsProblem } from './public.ts';
import { beforeTrackedFromSql } from './tracked-from.ts';
import {
  ADMINS,
  assertClientVisible,
  assignedClientIds,
  assignedClientsOnly,
  STAFF,
} from '../../core/access/visibility.ts';
import {
  calendarDateRange,
  custom,
  equalsOneOf,
  equalsText,
  reference,
  defineResource,
  type WriteContext,
  optional,
  writeBody,
} from '../admin/public.ts';
import type { DbOrTx } from '../../db/client.ts';

const calendarDate = (message: string) =>
  type('string')
    .narrow((value, ctx) => isCalendarDate(value) || ctx.mustBe('a date (yyyy-MM-dd)'))
    .configure({ message });

const afterCommit = ({ ctx }: WriteContext) => {
  void recomputeAllSoon(ctx.db, () => todayInSouthAfrica());
};

export const deadlinesDefinition = defineResource({
  name: 'deadlines',
  label: 'deadline',
  table: d,
  id: d.id,
  fields: {
    id: d.id,
    clientId: d.clientId,
    clientName: sql<string>`(select coalesce(u.company, u.username) from users u where u.id = ${d.clientId})`.as(
      'client_name',
    ),
    obligation: d.obligation,
    period: d.period,
    periodLabel: d.periodLabel,
    statutoryDate: d.statutoryDate,
    dueDate: d.dueDate,
    moveReason: d.moveReason,
    optional: d.optional,
    status: d.status,
    doneBy: d.doneBy,
    doneAt: d.doneAt,
    beforeTrackedFrom: beforeTrackedFromSql.mapWith(Boolean).as('before_tracked_from'),
    takenOnAt: d.takenOnAt,
    takenOnBy: d.takenOnBy,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  },
  computed: {
    clientName: { type: 'string', description: "the client's company, or their username" },
    beforeTrackedFrom: {
      type: 'boolean',
      description: "due before the client's tracked-from date and not taken on: history, never overdue, no reminder",
    },
  },
  sortable: { id: d.id, dueDate: d.dueDate, obligation: d.obligation, status: d.status },
  defaultSort: ['dueDate', 'ASC'],
  filters: {
    clientId: equalsText(d.clientId),
    obligation: equalsOneOf(d.obligation, OBLIGATIONS),
    status: equalsOneOf(d.status, ['open', 'done'] as const),
    // Managers and admins look at one accountant's clients.
    accountantId: custom<string>('text', (accountantId, db) =>
      inArray(d.clientId, assignedClientIds(db, accountantId)),
    ),
    ...calendarDateRange('dueDate', d.dueDate),
    // Apart from the firm's own dates: those from before the client's tracked-from date.
    beforeTrackedFrom: custom<boolean>('boolean', (before) =>
      before ? beforeTrackedFromSql : not(beforeTrackedFromSql),
    ),
  },
  readRoles: STAFF,
  scope: assignedClientsOnly(d.clientId),
  update: {
    roles: STAFF,
    body: writeBody({
      'status?': type("'open' | 'done'").configure({ message: 'Choose open or done' }),
      'takenOn?': type('true').configure({ message: 'Send true to take the date on' }),
    }),
    async toChanges(input, current, { actor }) {
      const changes: Partial<typeof d.$inferInsert> = {};
      if (input.takenOn && current.takenOnAt === null) {
        if (!current.beforeTrackedFrom) {
          throw conflict("Only a date from before the client's tracked-from date can be taken on.");
        }
        Object.assign(changes, { takenOnAt: new Date(), takenOnBy: actor.id });
      }
      if (input.status !== undefined && input.status !== current.status) {
        Object.assign(
          changes,
          input.status === 'done'
            ? { status: 'done' as const, doneBy: actor.id, doneAt: new Date() }
            : { status: 'open' as const, doneBy: null, doneAt: null },
        );
      }
      return changes;
    },
    async afterUpdate(id, changed, tx, { actor }) {
      if (changed.status === 'done') await deadlineDone(tx, id, actor.id);
    },
  },
});

const holidayCreate = writeBody({
  date: calendarDate('Enter the date (yyyy-MM-dd)'),
  name: requiredText('Name the day', 100),
  reason: requiredText('Say why this day is a holiday (e.g. the proclamation)', 500),
});
const holidayUpdate = writeBody(optional({ name: requiredText('Name the day', 100), reason: optionalText(500) }));

export const publicHolidaysDefinition = defineResource({
  name: 'public-holidays',
  label: 'public holiday',
  table: publicHolidays,
  id: publicHolidays.id,
  fields: {
    id: publicHolidays.id,
    date: publicHolidays.date,
    name: publicHolidays.name,
    kind: publicHolidays.kind,
    reason: publicHolidays.reason,
    createdBy: publicHolidays.createdBy,
    createdAt: publicHolidays.createdAt,
  },
  sortable: { id: publicHolidays.id, date: publicHolidays.date },
  defaultSort: ['date', 'ASC'],
  filters: {
    kind: equalsOneOf(publicHolidays.kind, ['statutory', 'ad_hoc'] as const),
    ...calendarDateRange('date', publicHolidays.date),
  },
  readRoles: STAFF,
  create: {
    roles: ADMINS,
    body: holidayCreate,
    // A date that is already a holiday is a 409 (the unique date).
    toRow: async (input, { actor }) => ({ ...input, kind: 'ad_hoc' as const, createdBy: actor.id }),
    afterInsert: async (_id, _row, _tx, wc) => afterCommit(wc),
  },
  update: { roles: ADMINS, body: holidayUpdate, afterUpdate: async (_id, _changed, _tx, wc) => afterCommit(wc) },
  remove: {
    roles: ADMINS,
    check(current) {
      if (current.kind === 'statutory') throw conflict('Holidays from the Public Holidays Act cannot be removed.');
    },
    async run(current, wc, logEntry) {
      await wc.ctx.db.transaction(async (tx) => {
        await tx.delete(publicHolidays).where(eq(publicHolidays.id, String(current.id)));
        await logActivity(tx, logEntry);
      });
      afterCommit(wc);
    },
  },
});

const ruleFields = {
  obligation: type.enumerated(...OBLIGATIONS).configure({ message: 'Choose an obligation' }),
  params: type('object').configure({ message: 'Give the rule parameters as an object' }),
  effectiveFrom: calendarDate('Enter the first day it applies (yyyy-MM-dd)'),
  'effectiveTo?': calendarDate('Enter the last day it applies (yyyy-MM-dd)').or('null'),
  shiftPolicy: type
    .enumerated(...SHIFT_POLICIES)
    .or('null')
    .configure({ message: 'Choose how weekend dates move' }),
  source: requiredText('Name the source of the rule', 1000),
};
const ruleCreate = writeBody(ruleFields);
const ruleUpdate = writeBody(optional(ruleFields));

/** A version must fit its obligation and overlap no other version of it (409). */
async function checkVersion(
  tx: DbOrTx,
  version: { id?: string; obligation: Obligation; params: unknown; effectiveFrom: string; effectiveTo: string | null },
) {
  const problem = ruleParamsProblem(version.obligation, version.params);
  if (problem) throw invalid('The request body is not valid.', { params: problem });
  if (version.effectiveTo !== null && version.effectiveTo < version.effectiveFrom) {
    throw invalid('The request body is not valid.', { effectiveTo: 'The last day must not be before the first' });
  }
  const others = await tx
    .select()
    .from(complianceRules)
    .where(
      and(
        eq(complianceRules.obligation, version.obligation),
        version.id ? ne(complianceRules.id, version.id) : undefined,
      ),
    );
  const clash = others.find(
    (other) =>
      (other.effectiveTo === null || other.effectiveTo >= version.effectiveFrom) &&
      (version.effectiveTo === null || version.effectiveTo >= other.effectiveFrom),
  );
  if (clash) {
    throw conflict(
      `Another version of ${version.obligation} is in force from ${clash.effectiveFrom}${clash.effectiveTo ? ` to ${clash.effectiveTo}` : ''}: end it first.`,
    );
  }
}

export const complianceRulesDefinition = defineResource({
  name: 'compliance-rules',
  label: 'compliance rule',
  table: complianceRules,
  id: complianceRules.id,
  fields: {
    id: complianceRules.id,
    obligation: complianceRules.obligation,
    params: complianceRules.params,
    effectiveFrom: complianceRules.effectiveFrom,
    effectiveTo: complianceRules.effectiveTo,
    shiftPolicy: complianceRules.shiftPolicy,
    source: complianceRules.source,
    createdAt: complianceRules.createdAt,
    updatedAt: complianceRules.updatedAt,
  },
  computed: { params: { type: 'object', description: "the rule's numbers (see decision 023)" } },
  sortable: {
    id: complianceRules.id,
    obligation: complianceRules.obligation,
    effectiveFrom: complianceRules.effectiveFrom,
  },
  defaultSort: ['obligation', 'ASC'],
  filters: { obligation: equalsOneOf(complianceRules.obligation, OBLIGATIONS) },
  readRoles: STAFF,
  create: {
    roles: ADMINS,
    body: ruleCreate,
    async toRow(input, { ctx }) {
      const row = { ...input, effectiveTo: input.effectiveTo ?? null, params: input.params as Record<string, unknown> };
      await checkVersion(ctx.db, row);
      return row;
    },
    afterInsert: async (_id, _row, _tx, wc) => afterCommit(wc),
  },
  update: {
    roles: ADMINS,
    body: ruleUpdate,
    async toChanges(input, current, { ctx }) {
      const next = { ...current, ...input } as {
        id: string;
        obligation: Obligation;
        params: unknown;
        effectiveFrom: string;
        effectiveTo: string | null;
      };
      await checkVersion(ctx.db, next);
      return { ...input, params: input.params as Record<string, unknown> | undefined };
    },
    afterUpdate: async (_id, _changed, _tx, wc) => afterCommit(wc),
  },
});

export const ownershipChangesDefinition = defineResource({
  name: 'ownership-changes',
  label: 'ownership change',
  table: ownershipChanges,
  id: ownershipChanges.id,
  fields: {
    id: ownershipChanges.id,
    clientId: ownershipChanges.clientId,
    changedOn: ownershipChanges.changedOn,
    note: ownershipChanges.note,
    recordedBy: ownershipChanges.recordedBy,
    createdAt: ownershipChanges.createdAt,
  },
  sortable: { id: ownershipChanges.id, changedOn: ownershipChanges.changedOn },
  defaultSort: ['changedOn', 'DESC'],
  filters: { clientId: equalsText(ownershipChanges.clientId) },
  readRoles: STAFF,
  scope: assignedClientsOnly(ownershipChanges.clientId),
  create: {
    roles: STAFF,
    body: writeBody({
      clientId: reference,
      changedOn: calendarDate('Enter the date of the change (yyyy-MM-dd)'),
      'note?': optionalText(500),
    }),
    async toRow(input, { ctx, actor }) {
      await assertClientVisible(ctx.db, actor, input.clientId);
      if (input.changedOn > todayInSouthAfrica()) {
        throw invalid('The request body is not valid.', { changedOn: 'The change cannot be in the future' });
      }
      return { ...input, note: input.note ?? null, recordedBy: actor.id };
    },
    // The client's filing appears in the same write.
    afterInsert: (_id, row, tx) => recomputeClient(tx, row.clientId, todayInSouthAfrica()),
  },
});
