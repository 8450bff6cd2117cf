/**
 * One writer at a time, in arrival order, waited for on the event loop.
 *
 * SQLite lets one connection write at a time. When a second connection of
 * this process asks while the first holds the lock, libSQL waits in SQLite's
 * busy handler, which sleeps on the JavaScript thread: nothing else runs, not
 * even the transaction that would release the lock (docs/decisions/013).
 * Queueing here instead means a waiting writer costs nothing but a promise.
 */
export class WriteLock {
  #held = false;
  readonly #waiting: (() => void)[] = [];

  /** Resolves with a release function once this caller is the writer; calling it more than once is harmless. */
  async acquire(): Promise<() => void> {
    if (this.#held) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    else this.#held = true;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#waiting.shift();
      // The lock passes straight to the next writer, so a newcomer cannot slip in between.
      if (next) next();
      else this.#held = false;
    };
  }

  /** Runs `work` as the writer and releases the lock however it ends. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }

  /** Writers waiting behind the current one (for tests and diagnostics). */
  get queued(): number {
    return this.#waiting.length;
  }
}
