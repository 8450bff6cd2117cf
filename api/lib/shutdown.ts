import type { Server } from 'bun';

/** Something scheduled that can be told to stop; the promise settles once a run in progress has finished. */
export interface Stoppable {
  stop(): Promise<void>;
}

export function isAddressInUse(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (('code' in error && error.code === 'EADDRINUSE') || /address already in use|EADDRINUSE/i.test(String(error)))
  );
}

/**
 * A clean stop: the listener closes at once (no new connections), requests in
 * flight get up to `graceMs` to finish, scheduled jobs stop (each waits for a
 * run in progress), then the database closes. Resolves true when everything
 * in flight finished within the grace period, false when it was cut off.
 */
export async function stopGracefully(options: {
  server: Server<unknown> | null | undefined;
  graceMs: number;
  jobs: readonly Stoppable[];
  closeDatabase: () => void;
}): Promise<boolean> {
  const { server, graceMs, jobs, closeDatabase } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const graceOver = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), graceMs);
  });
  const drained = Promise.all([
    server ? server.stop(false).then(() => true) : Promise.resolve(true),
    Promise.all(jobs.map((job) => job.stop())),
  ]).then(() => true as const);
  const clean = await Promise.race([drained, graceOver]);
  clearTimeout(timer);
  if (!clean) await server?.stop(true);
  closeDatabase();
  return clean;
}
