import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** Default reads GET the path given by the query key (SPEC.md section 7). */
const getByKey: QueryFunction = ({ queryKey }) => apiRequest('GET', queryKey.join('/'));

/** The spec's fetching defaults: no refetch interval or on focus, never stale, no retries. */
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
