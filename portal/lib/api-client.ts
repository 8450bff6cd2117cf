import type { ApiClient } from '../../ui/api-client.tsx';
import { ApiError, apiErrorFrom, errorMessage, fieldErrorsOf } from '../../ui/api-error.ts';

/**
 * The portal's one API client. Every call sends the session cookie; payloads
 * are JSON, or multipart when they are a FormData. A non-OK answer throws the
 * shared ApiError, re-exported here so the portal's screens import one module.
 */
export { ApiError, apiErrorFrom, errorMessage, fieldErrorsOf };

export async function apiRequest<T>(method: string, path: string, payload?: unknown): Promise<T> {
  const form = payload instanceof FormData;
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers: payload === undefined || form ? undefined : { 'content-type': 'application/json' },
    body: payload === undefined ? undefined : form ? payload : JSON.stringify(payload),
  });
  const text = await res.text();
  if (!res.ok) throw apiErrorFrom(res.status, text, res.statusText);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** What the shared screens (ui/) call through in the portal. */
export const portalApi: ApiClient = { request: apiRequest };
