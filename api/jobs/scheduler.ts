import { hostname } from 'node:os';
import type { Database } from '../db/client.ts';
import { releaseLease, takeLease } from './lease.ts';
import { describeError } from '../lib/error-log.ts';
import { log } from '../lib/logger.ts';
import { databaseErrors, isDatabaseError, jobFailures, jobRuns } from '../lib/metrics.ts';

export interface ScheduledJob {
  /** Also the lease's name: one process at a time runs a job of this name. */
  name: string;
  everyMs: number;
  /** The first run, soon after start rather than a whole interval later. */
  firstAfterMs: number;
  run: (db: Database) => Promise<unknown>;
}

export interface JobRunner {
  /** This process's name in the leases table. */
  holder: string;
  /** Stops the timers, waits for a run in progress and releases this process's leases. */
  stop(): Promise<void>;
}

export type JobEvent = { job: string; outcome: 'ran' | 'failed' | 'skipped'; error?: unknown };

/**
 * Runs each job on its interval under a lease row (DESIGN 'More than one machine'): at each
 * tick a process takes or renews the job's lease and runs it only if it holds it. The lease
 * lasts one and a half intervals, so its holder keeps it from tick to tick while it lives,
 * and a holder that dies loses it within that time to the next process that asks.
 * Jobs stay idempotent besides (unique constraints), so a run cut short is simply redone.
 */
export function startJobs(
  db: Database,
  jobs: ScheduledJob[],
  onEvent: (event: JobEvent & { holder: string }) => void = logJobEvent,
): JobRunner {
  const holder = `${hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
  const timeouts: ReturnType<typeof setTimeout>[] = [];
  const intervals: ReturnType<typeof setInterval>[] = [];
  const running = new Set<Promise<void>>();
  let stopped = false;

  for (const job of jobs) {
    const tick = () => {
      if (stopped) return;
      const run = (async () => {
        try {
          if (!(await takeLease(db, job.name, holder, Math.ceil(job.everyMs * 1.5)))) {
            onEvent({ job: job.name, outcome: 'skipped', holder });
            return;
          }
          jobRuns.inc({ job: job.name });
          await job.run(db);
          onEvent({ job: job.name, outcome: 'ran', holder });
        } catch (error) {
          jobFailures.inc({ job: job.name });
          if (isDatabaseError(error)) databaseErrors.inc();
          onEvent({ job: job.name, outcome: 'failed', error, holder });
        }
      })();
      running.add(run);
      void run.finally(() => running.delete(run));
    };
    timeouts.push(setTimeout(tick, job.firstAfterMs));
    intervals.push(setInterval(tick, job.everyMs));
  }

  return {
    holder,
    async stop() {
      stopped = true;
      for (const timer of timeouts) clearTimeout(timer);
      for (const timer of intervals) clearInterval(timer);
      await Promise.all(running);
      await Promise.all(jobs.map((job) => releaseLease(db, job.name, holder).catch(() => undefined)));
    },
  };
}

/** One JSON line per run or failure (a skipped tick, another process's turn, is not news), under LOG_LEVEL. */
function logJobEvent({ job, outcome, holder, error }: JobEvent & { holder: string }): void {
  if (outcome === 'skipped') return;
  const line = { msg: `job ${outcome}`, job, holder };
  // describeError: a failed query's bound parameters (hashes, e-mails) never reach the log.
  if (outcome === 'failed') log.error({ ...line, error: describeError(error) });
  else log.info(line);
}
