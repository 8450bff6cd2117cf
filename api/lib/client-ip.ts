import type { Server } from 'bun';

/**
 * The caller's IP. Behind a load balancer (TRUST_PROXY=1) the first
 * X-Forwarded-For entry; otherwise the socket's address, which cannot be forged.
 */
export function clientIp(request: Request, server: Server<unknown> | null, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return server?.requestIP(request)?.address ?? 'unknown';
}
