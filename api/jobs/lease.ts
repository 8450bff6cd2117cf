import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { leases } from '../db/schema.ts';

/**
 * Takes or renews the lease `name` for `holder` until `now + ttlMs`, in one atomic upsert:
 * it succeeds when nobody holds it, when `holder` already does, or when the last holder let
 * it expire (a process that died). Two processes asking at once: exactly one gets it.
 */
export async function takeLease(
  db: Database,
  name: string,
  holder: string,
  ttlMs: number,
  now = Date.now(),
): Promise<boolean> {
  const rows = await db.all<{ holder: string }>(sql`
    insert into leases (name, holder, expires_at) values (${name}, ${holder}, ${now + ttlMs})
    on conflict(name) do update set holder = excluded.holder, expires_at = excluded.expires_at
      where leases.holder = excluded.holder or leases.expires_at <= ${now}
    returning holder`);
  return rows[0]?.holder === holder;
}

/** Gives the lease up at once (a clean stop), so another process need not wait for its expiry. */
export async function releaseLease(db: Database, name: string, holder: string): Promise<void> {
  await db.delete(leases).where(and(eq(leases.name, name), eq(leases.holder, holder)));
}
