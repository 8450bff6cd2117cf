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

export async function apiRequest<T>(method: string, path: string, payload?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers: payload === undefined ? undefined : { 'content-type': 'application/json' },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  if (!res.ok) {
    const text = await res.text();
    let detail: string | undefined;
    let fieldErrors: Record<string, string> = {};
    try {
      const problem = JSON.parse(text) as { detail?: string; errors?: Record<string, string> };
      detail = problem.detail;
      fieldErrors = problem.errors ?? {};
      // A single field error says more than "The request body is not valid."
      const messages = Object.values(fieldErrors);
      if (messages.length === 1) detail = messages[0];
    } catch {
      // not JSON: the body text is the message
    }
    throw new ApiError(res.status, text || res.statusText, detail ?? (text || res.statusText), fieldErrors);
  }
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The server's message for a failed call, or the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.detail || fallback;
  return fallback;
}

export const fieldErrorsOf = (error: unknown): Record<string, string> =>
  error instanceof ApiError ? error.fieldErrors : {};
