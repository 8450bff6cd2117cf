import type { Config } from './config.ts';
import { migrateDatabase, openDatabase, type DatabaseHandle } from './db/client.ts';
import { seedEngagementTemplates, seedPackages } from './db/seed.ts';

/** Opens, migrates and seeds the database: what every start (server, CLI, tests) needs first. */
export async function prepareDatabase(
  config: Pick<Config, 'databaseUrl' | 'databaseAuthToken'>,
): Promise<DatabaseHandle> {
  const handle = await openDatabase(config.databaseUrl, config.databaseAuthToken);
  await migrateDatabase(handle.db);
  await seedPackages(handle.db);
  await seedEngagementTemplates(handle.db);
  return handle;
}
