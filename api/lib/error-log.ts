import { DrizzleQueryError } from 'drizzle-orm/errors';

/** The first DrizzleQueryError in an error's cause chain. */
function queryErrorIn(error: unknown): DrizzleQueryError | undefined {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 8; depth++) {
    if (current instanceof DrizzleQueryError) return current;
    current = current.cause;
  }
  return undefined;
}

/** The driver's code and message and the SQL text with its placeholders: never the bound parameters. */
function describeQueryError(failed: DrizzleQueryError): string {
  const cause = failed.cause instanceof Error ? failed.cause : undefined;
  const code = cause && 'code' in cause ? String(cause.code) : 'unknown';
  return `Database query failed (${code}): ${cause?.message ?? 'no cause'}; query: ${failed.query}`;
}

/**
 * Logs an unexpected error. A failed query is logged as its SQL text, the
 * driver's error code and message, and where it was called from: never its
 * bound parameters, which hold password hashes, token hashes and e-mail
 * addresses (drizzle puts them in the error's message, so the error itself is
 * never printed).
 */
export function logUnexpectedError(error: unknown, context?: string): void {
  const failed = queryErrorIn(error);
  if (!failed) {
    if (context) console.error(context, error);
    else console.error(error);
    return;
  }
  // The stack's first line repeats the message (with the parameters): keep only the frames.
  const frames = (failed.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  console.error(`${context ? `${context}: ` : ''}${describeQueryError(failed)}\n${frames.join('\n')}`);
}

/** One line for a structured log: a failed query as above, anything else as String(error). */
export function describeError(error: unknown): string {
  const failed = queryErrorIn(error);
  return failed ? describeQueryError(failed) : String(error);
}
