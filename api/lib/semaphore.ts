/**
 * At most `slots` holders at a time; the others wait in arrival order. Used to
 * cap how many request bodies are read at once, which caps memory.
 */
export function createSemaphore(slots: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    async acquire(): Promise<() => void> {
      if (active >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
      else active++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        // A waiter inherits the slot, so `active` stays the same.
        const next = waiting.shift();
        if (next) next();
        else active--;
      };
    },
  };
}
