import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** Default reads GET the path given by the query key (docs/product/portal.md#how-the-portal-reads-and-writes). */
const getByKey: QueryFunction = ({ queryKey }) => apiRequest('GET', queryKey.join('/'));

/** The fetching defaults: no refetch interval or on focus, never stale, no retries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getByKey,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    },
    mutations: { retry: false },
  },
});

/**
 * Reads the lists under these paths anew after a write. A read still in flight
 * was sent before the write and may answer without it; invalidateQueries would
 * hand that answer to the refetch (react-query only restarts a fetch that
 * already has data), so in-flight reads are canceled first.
 */
export const refetchAfterWrite = (...paths: string[]) =>
  Promise.all(
    paths.map(async (path) => {
      await queryClient.cancelQueries({ queryKey: [path] });
      await queryClient.invalidateQueries({ queryKey: [path] });
    }),
  ).then(() => undefined);
