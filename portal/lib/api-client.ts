/**
 * The one API client. Every call sends the session cookie; payloads are JSON.
 * A non-OK answer throws ApiError whose message is "status: body" (SPEC.md
 * section 8); screens show its `detail` (the server's problem detail) or their
 * own fallback, and put `fieldErrors` under the fields.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly detail: string | undefined,
    readonly fieldErrors: Record<string, string>,
  ) {
    super(`${status}: ${body}`);
  }
}

/**
 * The ApiError for a failed answer, whoever made the call (fetch here, the
 * upload's XMLHttpRequest): the problem's detail, or its only field error,
 * which says more than "The request body is not valid."; a body that is not
 * a problem is the message as it is.
 */
export function apiErrorFrom(status: number, text: string, statusText: string): ApiError {
  let detail: string | undefined;
  let fieldErrors: Record<string, string> = {};
  try {
    const problem = JSON.parse(text) as { detail?: string; errors?: Record<string, string> };
    detail = problem.detail;
    fieldErrors = problem.errors ?? {};
    const messages = Object.values(fieldErrors);
    if (messages.length === 1) detail = messages[0];
  } catch {
    // not JSON: the body text is the message
  }
  return new ApiError(status, text || statusText, detail ?? (text || statusText), fieldErrors);
}

export async function apiRequest<T>(method: string, path: string, payload?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers: payload === undefined ? undefined : { 'content-type': 'application/json' },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  const text = await res.text();
  if (!res.ok) throw apiErrorFrom(res.status, text, res.statusText);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The server's message for a failed call, or the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.detail || fallback;
  return fallback;
}

export const fieldErrorsOf = (error: unknown): Record<string, string> =>
  error instanceof ApiError ? error.fieldErrors : {};
