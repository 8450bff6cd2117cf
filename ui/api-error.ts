/**
 * What a failed API call looks like to a screen, whichever app's client made it.
 * A non-OK answer becomes an ApiError whose message is "status: body"; screens
 * show its `detail` (the server's problem detail) or their own fallback, and put
 * `fieldErrors` under the fields.
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
 * The ApiError for a failed answer, whoever made the call (fetch, the portal
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

/** The server's message for a failed call, or the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.detail || fallback;
  return fallback;
}

export const fieldErrorsOf = (error: unknown): Record<string, string> =>
  error instanceof ApiError ? error.fieldErrors : {};
