import { createMailer, type Mailer } from './modules/email/outbox.ts';
import type { Config } from './config.ts';
import { type AccessPolicy, createAccessPolicy } from './core/access/policy.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { loadAppSecret } from './lib/app-secret.ts';
import { createRateLimiter, type RateLimiter } from './lib/rate-limit.ts';
import { createStorage, type FileStorage } from './lib/storage/index.ts';
import { createSessionStore, type SessionStore, sessionCookieName } from './modules/accounts/sessions.ts';
import { type ApiKeyStore, createApiKeyStore } from './modules/api-keys/service.ts';
import { createTwoFactorRequirement } from './modules/two-factor/requirement.ts';
import type { Resolve } from './modules/webhooks/address.ts';

/**
 * What every feature module is given: the configuration (read once from the environment)
 * and the shared services, one of each per app. Never the request: routes read the caller
 * from the request context (core/request-context.ts).
 */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  rateLimiter: RateLimiter;
  /** Signs tokens; shared by every process (see lib/app-secret.ts). */
  appSecret: string;
  /** Sessions, for every module that checks who is asking. */
  sessions: SessionStore;
  /** Uploaded files: local UPLOAD_DIR or an S3-compatible bucket. */
  storage: FileStorage;
  /** Integrators' keys (Authorization: Bearer on /api/admin/*). */
  apiKeys: ApiKeyStore;
  /** The one access policy every caller passes (core/access/policy.ts), read by the request context. */
  accessPolicy: AccessPolicy;
  /** Queues e-mail in the outbox (api/modules/email); the `email-outbox` job sends it. */
  mailer: Mailer;
  /** How webhook endpoints' names are resolved (the system's DNS when absent); tests give a table. */
  resolveHost?: Resolve;
}

export async function createAppContext(config: Config, database: DatabaseHandle): Promise<AppContext> {
  const appSecret = await loadAppSecret(database.db, config.appSecret);
  const rateLimiter = createRateLimiter(database.db, config.rateLimitScale);
  const apiKeys = createApiKeyStore(database.db);
  return {
    config,
    database,
    db: database.db,
    rateLimiter,
    appSecret,
    sessions: createSessionStore(database.db, sessionCookieName(config.publicUrl)),
    storage: createStorage(config),
    apiKeys,
    accessPolicy: createAccessPolicy({ apiKeys, rateLimiter, twoFactor: createTwoFactorRequirement(database.db) }),
    mailer: createMailer({ firm: config.firmDetails, publicUrl: config.publicUrl, appSecret }),
  };
}
