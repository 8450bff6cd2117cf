import { createContext, type ReactNode, useContext } from 'react';

/**
 * The one thing the shared screens need from an app to reach the API. Each app
 * hands over its own client (the portal's, the backoffice's) through
 * ApiClientProvider, so its session, headers and errors apply; a shared screen
 * never calls fetch itself.
 */
export interface ApiClient {
  /** JSON in and out (a FormData payload goes as multipart), with the session; rejects with ApiError. */
  request<T>(method: string, path: string, payload?: unknown): Promise<T>;
}

const ApiClientContext = createContext<ApiClient | null>(null);

export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The client of the app this screen runs in. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('A shared screen needs an ApiClientProvider above it');
  return client;
}
