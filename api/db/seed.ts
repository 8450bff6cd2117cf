import { SEEDED_TEMPLATES } from '../../domain/engagement/seed-templates.ts';
import { PACKAGES } from '../../domain/packages.ts';
import { PACKAGE_WORK } from '../../domain/work/package-work.ts';
import type { Database } from './client.ts';
import { engagementTemplates, services } from './schema.ts';

/**
 * Seeds the six packages. Keyed on packageType, so a second start inserts nothing
 * and an admin's later edits to a package are kept.
 */
export async function seedPackages(db: Database): Promise<void> {
  await db
    .insert(services)
    .values(
      PACKAGES.map((pkg, index) => ({ ...pkg, sortOrder: index, workServices: [...PACKAGE_WORK[pkg.packageType]] })),
    )
    .onConflictDoNothing({ target: services.packageType });
}

/**
 * Seeds version 1 of each package's engagement letter template. Keyed on package
 * and version, so a second start inserts nothing and admins' later versions stay.
 */
export async function seedEngagementTemplates(db: Database): Promise<void> {
  await db
    .insert(engagementTemplates)
    .values(SEEDED_TEMPLATES)
    .onConflictDoNothing({ target: [engagementTemplates.packageType, engagementTemplates.version] });
}
