import { afterEach, beforeEach } from 'bun:test';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app.ts';
import { prepareDatabase } from '../boot.ts';
import { loadConfig, type Config } from '../config.ts';
import { createAppContext } from '../context.ts';
import { checkAnswer } from './answer-check.ts';

/**
 * A fresh app on a fresh database file for one test (a temp file, not
 * `:memory:`, since the libSQL client pools connections and each would get its
 * own empty memory database).
 */
export async function createTestApp(overrides: Partial<Config> = {}) {
  const dir = join(tmpdir(), `firm-test-${crypto.randomUUID()}`);
  const config: Config = {
    ...loadConfig({}),
    databaseUrl: `file:${join(dir, 'app.db')}`,
    uploadDir: join(dir, 'uploads'),
    ...overrides,
  };
  const database = await prepareDatabase(config);
  const ctx = await createAppContext(config, database);
  const app = createApp(ctx);

  /** Calls the app in-process. JSON bodies are serialised and given a JSON content type. */
  async function request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const { json, headers, ...rest } = init;
    const finalHeaders = new Headers(headers);
    let body = rest.body;
    if (json !== undefined) {
      finalHeaders.set('content-type', 'application/json');
      body = JSON.stringify(json);
    }
    const method = (rest.method ?? 'GET').toUpperCase();
    const response = await app.handle(new Request(`http://localhost${path}`, { ...rest, headers: finalHeaders, body }));
    // Every answer a test receives must be one openapi.json describes.
    await checkAnswer(method, path, response);
    return response;
  }

  return {
    app,
    ctx,
    config,
    db: database.db,
    client: database.client,
    request,
    close() {
      database.client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The shared setup of API tests: registers the calling file's beforeEach and afterEach
 * so every test gets a fresh app on its own database, closed after it. `setup` runs
 * once each is made (`(app) => (t = app)`). Answers a holder of the current test's app.
 */
export function withFreshApp(
  setup?: (t: TestApp) => unknown,
  overrides: Partial<Config> = {},
): { readonly t: TestApp } {
  let current: TestApp | undefined;
  beforeEach(async () => {
    current = await createTestApp(overrides);
    await setup?.(current);
  });
  afterEach(() => {
    current?.close();
    current = undefined;
  });
  return {
    get t() {
      if (!current) throw new Error('withFreshApp: the app exists only while a test runs');
      return current;
    },
  };
}
