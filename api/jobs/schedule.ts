import { log } from '../lib/logger.ts';
import { databaseErrors, isDatabaseError, jobFailures, jobRuns } from '../lib/metrics.ts';
import type { Stoppable } from '../lib/shutdown.ts';

/**
 * Runs `work` once after `firstMs`, then every `everyMs`; a run never overlaps
 * the one before. Failures are logged and counted, never fatal. `stop()` clears
 * the timers and waits for a run in progress, so a stopping server does not
 * close the database under it.
 */
export function scheduleJob(name: string, work: () => Promise<unknown>, firstMs: number, everyMs: number): Stoppable {
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const run = () => {
    if (stopped || running) return;
    jobRuns.inc({ job: name });
    running = work()
      .catch((error) => {
        jobFailures.inc({ job: name });
        if (isDatabaseError(error)) databaseErrors.inc();
        log.error({ msg: 'job failed', job: name, error: error instanceof Error ? error.message : String(error) });
      })
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, firstMs);
  const timer = setInterval(run, everyMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
