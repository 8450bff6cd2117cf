import { fetchUtils } from 'react-admin';
import type { ApiClient } from '../ui/api-client.tsx';
import { apiErrorFrom } from '../ui/api-error.ts';

/**
 * The backoffice's one API client: the data provider, the auth provider, the
 * screens beyond CRUD and the shared screens (ui/) all reach the API through
 * here. Every call carries the session cookie and sends JSON with its content
 * type; a refusal's message is the problem's detail followed by its field
 * messages, so react-admin's notices say why.
 */
export const API_URL = '/api/admin';

interface Problem {
  detail?: string;
  errors?: Record<string, string>;
}

/** What a notice says about a refusal: the detail (or `fallback`), then each field's message. */
const refusalText = (problem: Problem, fallback: string) =>
  `${problem.detail ?? fallback}${problem.errors ? ` ${Object.values(problem.errors).join(' ')}` : ''}`;

/** One call, its answer as it came: for the auth provider, which reads statuses itself. */
export const call = (method: string, path: string, payload?: unknown): Promise<Response> => {
  const form = payload instanceof FormData;
  return fetch(path, {
    method,
    credentials: 'include',
    headers: payload === undefined || form ? undefined : { 'content-type': 'application/json' },
    body: payload === undefined ? undefined : form ? payload : JSON.stringify(payload),
  });
};

/**
 * Reads an answer's body to the end although nothing uses it. API answers are
 * `Cache-Control: no-store`, so the browser cannot finish an unread body into
 * its cache: the request would stay open (and tests waiting for an idle
 * network would wait for ever).
 */
export const drain = (res: Response) =>
  res.arrayBuffer().then(
    () => undefined,
    () => undefined,
  );

/**
 * One call, its JSON answer. A refusal throws the shared ApiError (so the shared
 * screens read its detail and field errors as in the portal) with the notice's text as its message.
 */
export async function request<T>(method: string, path: string, payload?: unknown): Promise<T> {
  const res = await call(method, path, payload);
  const text = await res.text();
  if (!res.ok) {
    const error = apiErrorFrom(res.status, text, res.statusText);
    let problem: Problem = {};
    try {
      problem = JSON.parse(text) as Problem;
    } catch {
      // not a problem: the status text says what happened
    }
    error.message = refusalText(problem, res.statusText);
    throw error;
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

/** What the shared screens (ui/) call through in the backoffice. */
export const backofficeApi: ApiClient = { request };

/** react-admin's form of a call (status, headers, json), for the data provider and its custom methods. */
export const httpClient = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, { ...options, credentials: 'include' }).catch((error: unknown) => {
    const body = (error as { body?: Problem }).body;
    if (body?.detail && error instanceof Error) error.message = refusalText(body, body.detail);
    throw error;
  });
