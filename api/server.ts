import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from './app.ts';
import { prepareDatabase } from './boot.ts';
import { loadConfig } from './config.ts';
import { createAppContext } from './context.ts';
import { createMailTransport } from './modules/email/transport.ts';
import { scheduledJobs } from './jobs/index.ts';
import { startJobs } from './jobs/scheduler.ts';
import { log } from './lib/logger.ts';
import { isAddressInUse, stopGracefully } from './lib/shutdown.ts';
import { databaseFilePath, markRunning } from './ops/running-marker.ts';

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
const app = createApp(ctx);
try {
  // Elysia turns port reuse on by default: a second server on the same port would silently share its traffic.
  app.listen({ port: config.port, hostname: config.host, reusePort: false });
} catch (error) {
  if (!isAddressInUse(error)) throw error;
  console.error(`Port ${config.port} is already in use`);
  database.client.close();
  process.exit(1);
}

// db:restore refuses while this marker names a live process.
const databasePath = databaseFilePath(config.databaseUrl);
if (databasePath) process.on('exit', markRunning(databasePath));

const mailTransport = createMailTransport(config);
const jobs = startJobs(
  database.db,
  scheduledJobs(config, ctx.appSecret, { mailer: ctx.mailer, transport: mailTransport }, ctx.storage),
);

log.info({
  msg: 'listening',
  url: `http://localhost:${app.server?.port}`,
  database: config.databaseUrl,
  mail: mailTransport.name,
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info({ msg: 'stopping', signal, graceSeconds: config.shutdownGraceSeconds });
    void stopGracefully({
      server: app.server,
      graceMs: config.shutdownGraceSeconds * 1000,
      // The job runner's stop waits for a run in progress and releases this process's leases.
      jobs: [jobs],
      closeDatabase: () => {
        mailTransport.close();
        database.client.close();
      },
    }).then((clean) => {
      log.info({ msg: 'stopped', clean });
      process.exit(0);
    });
  });
}
