/**
 * The OpenAPI document as the server serves it, for `bun run openapi` and the tests
 * that keep openapi.json current. Built from the production app on a throwaway
 * database (the routes need one to be made, never to describe themselves), with
 * the default configuration, so nothing of the test helpers is involved.
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from './app.ts';
import { prepareDatabase } from './boot.ts';
import { type Config, loadConfig } from './config.ts';
import { createAppContext } from './context.ts';

/** GET /openapi.json from a freshly made app: the body exactly as served. */
export async function servedOpenApi(): Promise<string> {
  const dir = join(tmpdir(), `openapi-${crypto.randomUUID()}`);
  const config: Config = {
    ...loadConfig({}),
    databaseUrl: `file:${join(dir, 'app.db')}`,
    uploadDir: join(dir, 'uploads'),
  };
  const database = await prepareDatabase(config);
  try {
    const app = createApp(await createAppContext(config, database));
    const res = await app.handle(new Request('http://localhost/openapi.json'));
    if (!res.ok) throw new Error(`GET /openapi.json answered ${res.status}`);
    return await res.text();
  } finally {
    database.client.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The document formatted as committed in openapi.json. */
export async function renderOpenApi(): Promise<string> {
  return `${JSON.stringify(JSON.parse(await servedOpenApi()), null, 2)}\n`;
}
