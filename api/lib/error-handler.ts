import { Elysia } from 'elysia';
import { logUnexpectedError } from './error-log.ts';
import { HttpProblem, problemsFor } from './problem.ts';

interface ValidationIssue {
  path?: string;
  message?: string;
  summary?: string;
}

/** Field name → message; arktype's messages already start with the field name. */
function fieldErrors(all: readonly ValidationIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of all) {
    const field = !issue.path || issue.path === 'root' ? 'body' : issue.path.replace(/^\//, '').replaceAll('/', '.');
    const message = issue.message ?? issue.summary ?? 'Invalid value';
    // arktype's wording for an undeclared key ("role must be removed") reads oddly to an API user.
    errors[field] ??= message.endsWith('must be removed') ? `${field} is not a field this call accepts` : message;
  }
  return errors;
}

/**
 * The one error handler: every failure becomes problem details. Unknown errors
 * are logged with their stack (a failed query without its parameters) and
 * answered with a bare 500, so nothing leaks.
 */
export const errorHandler = new Elysia({ name: 'error-handler' }).onError(
  { as: 'global' },
  ({ code, error, path, set }) => {
    // The request id goes into the body, the status onto `set` for the request log.
    const problemResponse = problemsFor(set);
    if (error instanceof HttpProblem) {
      return problemResponse(error.status, error.detail, path, error.errors, error.headers);
    }
    switch (code) {
      case 'VALIDATION': {
        const errors = fieldErrors(error.all as readonly ValidationIssue[]);
        const where = error.type === 'body' ? 'request body' : error.type;
        return problemResponse(422, `The ${where} is not valid.`, path, errors);
      }
      case 'PARSE':
        return problemResponse(
          400,
          'The request body could not be read. Send valid JSON with a JSON content type.',
          path,
        );
      case 'NOT_FOUND':
        return problemResponse(404, 'There is nothing at this address.', path);
      case 'INVALID_COOKIE_SIGNATURE':
        return problemResponse(400, 'A cookie was tampered with.', path);
      default: {
        const status = 'status' in error && typeof error.status === 'number' ? error.status : 500;
        if (status >= 400 && status < 500) return problemResponse(status, undefined, path);
        logUnexpectedError(error);
        return problemResponse(500, 'Something went wrong on our side. Please try again.', path);
      }
    }
  },
);
