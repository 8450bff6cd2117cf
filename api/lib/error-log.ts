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

/**
 * Logs an unexpected error. A failed query is logged as its SQL text, the
 * driver's error code and message, and where it was called from: never its
 * bound parameters, which hold password hashes, token hashes and e-mail
 * addresses (drizzle puts them in the error's message, so the error itself is
 * never printed).
 */
export function logUnexpectedError(error: unknown, context?: string): void {
  const failed = queryErrorIn(error);
  const prefix = context ? `${context}: ` : '';
  if (!failed) {
    if (context) console.error(context, error);
    else console.error(error);
    return;
  }
  const cause = failed.cause instanceof Error ? failed.cause : undefined;
  const code = cause && 'code' in cause ? String(cause.code) : 'unknown';
  // The stack's first line repeats the message (with the parameters): keep only the frames.
  const frames = (failed.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  console.error(
    `${prefix}Database query failed (${code}): ${cause?.message ?? 'no cause'}\n  query: ${failed.query}\n${frames.join('\n')}`,
  );
}
