import { type ComponentType, lazy } from 'react';

/**
 * The portal's pages, each its own chunk: a visitor downloads the code of the screen they open
 * and no other. `load` is the same promise React.lazy waits for, so calling it early (on hover,
 * or when the browser is idle) makes the later navigation instant without fetching twice.
 */
export function page<M, P extends object = object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  let loading: Promise<M> | undefined;
  const prefetch = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed fetch (offline) may be retried by the next navigation.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return { Page: lazy(async () => ({ default: pick(await prefetch()) })), prefetch };
}
