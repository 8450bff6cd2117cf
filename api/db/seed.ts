import { PACKAGES } from '../../domain/packages.ts';
import type { Database } from './client.ts';
import { services } from './schema.ts';

/**
 * Seeds the six packages. Keyed on packageType, so a second start inserts nothing
 * and an admin's later edits to a package are kept.
 */
export async function seedPackages(db: Database): Promise<void> {
  await db
    .insert(services)
    .values(PACKAGES.map((pkg, index) => ({ ...pkg, sortOrder: index })))
    .onConflictDoNothing({ target: services.packageType });
}
