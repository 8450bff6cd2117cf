import { Elysia } from 'elysia';

const HOUR_MS = 60 * 60_000;

export const FORWARDED_FOR_WARNING =
  'Requests arrive with X-Forwarded-For but TRUST_PROXY is off: every visitor shares the proxy\'s address and one set of rate limits (an office of sign-ins, every enquiry). Set TRUST_PROXY to the number of proxies in front of the server; see README "Configuration".';

/**
 * Warns, at most once an hour per process, when a proxy forwards requests to a
 * server that is not told about it. The server cannot tell on its own whether
 * the header came from a proxy or a client, so it warns rather than guesses.
 */
export function forwardedForWarning(
  trustedHops: number,
  warn: (message: string) => void = (message) => console.warn(message),
  clock: () => number = Date.now,
) {
  let lastWarnedAt = Number.NEGATIVE_INFINITY;
  return new Elysia().onRequest(({ request }) => {
    if (trustedHops > 0 || !request.headers.has('x-forwarded-for')) return;
    const now = clock();
    if (now - lastWarnedAt < HOUR_MS) return;
    lastWarnedAt = now;
    warn(FORWARDED_FOR_WARNING);
  });
}
