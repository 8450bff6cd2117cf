import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { formatDate, todayInSouthAfrica } from '../../../domain/format.ts';
import type { AppContext } from '../../context.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { documents, retainedRecords, retentionExtensions, retentionRules } from '../../db/schema.ts';
import { logActivity } from '../../lib/activity-log.ts';
import { conflict, HttpProblem, notFound } from '../../lib/problem.ts';
import { assertClientVisible, seesEveryClient } from '../../core/access/visibility.ts';
import type { RequestMeta, SessionUser } from '../../core/caller.ts';
import { type Clock, documentClockSql, isRunning, readClock } from './clock.ts';

/** The rule an extension names: an audit, objection or appeal keeps records past their first date (TAA s32). */
export const EXTENSION_RULE = 'tax_dispute';

const d = documents;
const documentClock = documentClockSql();

/** A held record's 409: until when, and under which rule and source. */
export async function heldProblem(db: DbOrTx, clock: Clock): Promise<HttpProblem> {
  const [rule] = await db
    .select({ label: retentionRules.label, source: retentionRules.source })
    .from(retentionRules)
    .where(eq(retentionRules.id, clock.retentionRule));
  const why = rule ? `${rule.label}: ${rule.source}` : clock.retentionRule;
  return conflict(
    `This record must be kept until ${formatDate(clock.keepUntil)} (${why}). It cannot be deleted before then.`,
    {
      keepUntil: clock.keepUntil,
      retentionRule: clock.retentionRule,
    },
  );
}

/** The clock of a client's document (null when none holds it), or undefined when there is no such document. */
export async function clockOfDocument(
  db: DbOrTx,
  id: string,
): Promise<{ clock: Clock | null; userId: string } | undefined> {
  const [row] = await db.select({ userId: d.userId, clock: documentClock }).from(d).where(eq(d.id, id));
  return row ? { clock: readClock(row.clock), userId: row.userId } : undefined;
}

/** Refuses deleting a document any clock still holds (409 naming the date and rule), whoever asks. */
export async function assertDocumentDeletable(db: DbOrTx, id: string): Promise<void> {
  const found = await clockOfDocument(db, id);
  if (found?.clock && isRunning(found.clock.keepUntil, todayInSouthAfrica())) throw await heldProblem(db, found.clock);
}

/**
 * Account deletion: moves the documents a clock still holds into retained_records (the
 * file stays, the row no longer belongs to any account) in the deletion's transaction,
 * and answers their storage keys, which the caller must not delete.
 */
export async function retainHeldDocuments(tx: DbOrTx, userId: string, clientName: string): Promise<Set<string>> {
  const today = todayInSouthAfrica();
  const held = await tx
    .select({
      id: d.id,
      fileName: d.fileName,
      fileType: d.fileType,
      fileSize: d.fileSize,
      storageKey: d.fileUrl,
      category: d.category,
      description: d.description,
      uploadedAt: d.uploadedAt,
      clock: documentClock,
    })
    .from(d)
    .where(eq(d.userId, userId));
  const kept = held.flatMap(({ clock, ...row }) => {
    const running = readClock(clock);
    return running && isRunning(running.keepUntil, today)
      ? [{ ...row, formerClientId: userId, clientName, keepUntil: running.keepUntil, ruleId: running.retentionRule }]
      : [];
  });
  if (kept.length) await tx.insert(retainedRecords).values(kept);
  return new Set(kept.map((row) => row.storageKey));
}

/** What the danger zone says before deleting: each rule that will keep something, and until when. */
export async function keptOnDeletion(db: Database, userId: string) {
  const today = todayInSouthAfrica();
  const rows = await db.select({ clock: documentClock }).from(d).where(eq(d.userId, userId));
  const latest = new Map<string, string>();
  for (const row of rows) {
    const clock = readClock(row.clock);
    if (!clock || !isRunning(clock.keepUntil, today)) continue;
    if ((latest.get(clock.retentionRule) ?? '') < clock.keepUntil) latest.set(clock.retentionRule, clock.keepUntil);
  }
  if (!latest.size) return [];
  const rules = await db
    .select({ id: retentionRules.id, label: retentionRules.label, source: retentionRules.source })
    .from(retentionRules);
  return [...latest]
    .map(([ruleId, keepUntil]) => {
      const rule = rules.find((r) => r.id === ruleId);
      return { ruleId, label: rule?.label ?? ruleId, source: rule?.source ?? '', keepUntil };
    })
    .sort((a, b) => a.keepUntil.localeCompare(b.keepUntil));
}

export function createRetentionService(ctx: AppContext) {
  const { db } = ctx;

  return {
    /**
     * Makes a clock longer, never shorter: staff who see the client (a deleted client's
     * retained records: managers and admins). The until date must be later than today and
     * than the clock's current date.
     */
    async extend(actor: SessionUser, documentId: string, until: string, reason: string, meta: RequestMeta) {
      const today = todayInSouthAfrica();
      return db.transaction(async (tx) => {
        const found = await clockOfDocument(tx, documentId);
        let current: Clock | null;
        if (found) {
          await assertClientVisible(db, actor, found.userId);
          current = found.clock;
        } else {
          const [kept] = seesEveryClient(actor)
            ? await tx
                .select({ keepUntil: retainedRecords.keepUntil, retentionRule: retainedRecords.ruleId })
                .from(retainedRecords)
                .where(eq(retainedRecords.id, documentId))
            : [];
          if (!kept) throw notFound('Document not found.');
          current = kept;
        }
        const floor = current && current.keepUntil > today ? current.keepUntil : today;
        if (until <= floor) {
          const message = current
            ? `A clock can only be made longer: choose a date after ${formatDate(floor)}`
            : `Choose a date after today (${formatDate(today)})`;
          throw new HttpProblem(422, message, { until: message });
        }
        await tx
          .insert(retentionExtensions)
          .values({ documentId, until, reason, ruleId: EXTENSION_RULE, extendedBy: actor.id });
        if (!found)
          await tx
            .update(retainedRecords)
            .set({ keepUntil: until, ruleId: EXTENSION_RULE })
            .where(eq(retainedRecords.id, documentId));
        await logActivity(tx, {
          userId: actor.id,
          action: 'retention_extended',
          details: { documentId, from: current?.keepUntil ?? null, until, reason },
          ...meta,
        });
        return { id: documentId, keepUntil: until, retentionRule: EXTENSION_RULE };
      });
    },

    /**
     * Approves the disposal of one retained record whose clock has ended: the row goes in
     * one statement (so two approvals at once dispose of it once), the log names what and
     * under which rule, then the file goes.
     */
    async approveDisposal(actor: SessionUser, id: string, meta: RequestMeta) {
      const today = todayInSouthAfrica();
      const disposed = await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(retainedRecords)
          .where(and(eq(retainedRecords.id, id), lt(retainedRecords.keepUntil, today)))
          .returning();
        if (!row) {
          const [held] = await tx
            .select({ keepUntil: retainedRecords.keepUntil, retentionRule: retainedRecords.ruleId })
            .from(retainedRecords)
            .where(eq(retainedRecords.id, id));
          throw held ? await heldProblem(tx, held) : notFound('Nothing to dispose of under this id.');
        }
        await logActivity(tx, {
          userId: actor.id,
          action: 'record_disposed',
          details: {
            documentId: row.id,
            formerClientId: row.formerClientId,
            fileName: row.fileName,
            category: row.category,
            ruleId: row.ruleId,
            keptUntil: row.keepUntil,
          },
          ...meta,
        });
        return row;
      });
      await ctx.storage.delete(disposed.storageKey).catch((error) => console.error(error));
      return { id: disposed.id, message: `${disposed.fileName} has been disposed of.` };
    },

    /** Retained records whose clocks have ended, oldest date first. */
    async dueForDisposal() {
      return db
        .select()
        .from(retainedRecords)
        .where(lt(retainedRecords.keepUntil, todayInSouthAfrica()))
        .orderBy(asc(retainedRecords.keepUntil), sql`rowid`);
    },
  };
}
export type RetentionService = ReturnType<typeof createRetentionService>;
