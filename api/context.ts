import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { loadAppSecret } from './lib/app-secret.ts';
import { createRateLimiter, type RateLimiter } from './lib/rate-limit.ts';

/** What every feature module is given: configuration and shared services, never the request. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  rateLimiter: RateLimiter;
  /** Signs tokens; shared by every process (see lib/app-secret.ts). */
  appSecret: string;
}

export async function createAppContext(config: Config, database: DatabaseHandle): Promise<AppContext> {
  return {
    config,
    database,
    db: database.db,
    rateLimiter: createRateLimiter(database.db, config.rateLimitScale),
    appSecret: await loadAppSecret(database.db, process.env.APP_SECRET),
  };
}
