import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from './app.ts';
import { prepareDatabase } from './boot.ts';
import { loadConfig } from './config.ts';
import { createAppContext } from './context.ts';
import { scheduledJobs } from './jobs/index.ts';
import { startJobs } from './jobs/scheduler.ts';

const config = loadConfig();

if (!existsSync(join(config.distDir, 'site/index.html'))) {
  console.log('Front ends not built yet: building…');
  const build = Bun.spawnSync(['bun', 'scripts/build.ts'], {
    stdout: 'inherit',
    stderr: 'inherit',
    env: { ...process.env, DIST_DIR: config.distDir },
  });
  if (build.exitCode !== 0) throw new Error('The front-end build failed.');
}

const database = await prepareDatabase(config);
const ctx = await createAppContext(config, database);
const app = createApp(ctx).listen({
  port: config.port,
  hostname: config.host,
});

const jobs = startJobs(database.db, scheduledJobs(config, ctx.appSecret));

console.log(`Listening on http://localhost:${app.server?.port} (database ${config.databaseUrl})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.all([jobs.stop(), app.stop()]).finally(() => {
      database.client.close();
      process.exit(0);
    });
  });
}
