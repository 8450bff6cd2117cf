/** A client's e-mail choices: a row in email_opt_outs per category turned off. */
import { and, eq } from 'drizzle-orm';
import {
  CATEGORY_FIELDS,
  EMAIL_CATEGORIES,
  type EmailCategory,
  type EmailPreferences,
} from '../../../domain/email/kinds.ts';
import type { Database } from '../../db/client.ts';
import { emailOptOuts } from '../../db/schema.ts';
import { logActivity } from '../../lib/activity-log.ts';
import type { RequestMeta } from '../../core/caller.ts';

type Reader = Pick<Database, 'select'>;

export async function readPreferences(db: Reader, userId: string): Promise<EmailPreferences> {
  const rows = await db
    .select({ category: emailOptOuts.category })
    .from(emailOptOuts)
    .where(eq(emailOptOuts.userId, userId));
  const off = new Set(rows.map((row) => row.category));
  const preferences = {} as EmailPreferences;
  for (const category of EMAIL_CATEGORIES) preferences[CATEGORY_FIELDS[category]] = !off.has(category);
  return preferences;
}

/** Turns a category on (the opt-out goes) or off (one is recorded, saying where from); logged when it changes. */
export async function setCategory(
  db: Database,
  userId: string,
  category: EmailCategory,
  enabled: boolean,
  source: 'settings' | 'unsubscribe link',
  meta: RequestMeta,
): Promise<void> {
  await db.transaction(async (tx) => {
    const changed = enabled
      ? await tx
          .delete(emailOptOuts)
          .where(and(eq(emailOptOuts.userId, userId), eq(emailOptOuts.category, category)))
          .returning({ id: emailOptOuts.id })
      : await tx
          .insert(emailOptOuts)
          .values({ userId, category, source })
          .onConflictDoNothing()
          .returning({ id: emailOptOuts.id });
    if (changed.length)
      await logActivity(tx, {
        userId,
        action: enabled ? 'email_category_on' : 'email_category_off',
        details: { category, source },
        ...meta,
      });
  });
}
