import type { Server } from 'bun';

/**
 * The caller's IP. Off (`trustedHops` 0), the socket's address, which cannot be
 * forged. Behind `trustedHops` proxies of our own, the X-Forwarded-For entry
 * that the outermost of them wrote: counted from the right, since each proxy
 * appends the address it received from and everything to the left of our
 * proxies' entries is whatever the client chose to send.
 */
export function clientIp(request: Request, server: Server<unknown> | null, trustedHops: number): string {
  if (trustedHops > 0) {
    const entries = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    // Fewer entries than proxies: the leftmost is the furthest anyone vouched for.
    const entry = entries[Math.max(0, entries.length - trustedHops)];
    if (entry) return entry;
  }
  return server?.requestIP(request)?.address ?? 'unknown';
}

/** TRUST_PROXY: off (unset, `0`, `false`), `true` (one proxy) or the number of proxies in front of the server. */
export function parseTrustProxy(value: string | undefined): number {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'false' || text === 'off') return 0;
  if (text === 'true' || text === 'on') return 1;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  throw new Error(`TRUST_PROXY must be off, true or the number of proxies in front of the server (was "${value}").`);
}
