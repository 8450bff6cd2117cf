import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appSettings } from '../db/schema.ts';

/**
 * The secret that signs tokens (human-check tokens, for instance). APP_SECRET
 * wins when set; otherwise one is generated on first start and kept in the
 * database, so every process behind a load balancer signs with the same key.
 */
export async function loadAppSecret(db: Database, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  const generated = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
  await db.insert(appSettings).values({ key: 'app_secret', value: generated }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, 'app_secret'));
  if (!row) throw new Error('The app secret could not be stored.');
  return row.value;
}
