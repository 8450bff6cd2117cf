/**
 * Who is asking and from where: the two facts every route may be given by the request
 * context (api/core/request-context.ts) and every service may be handed by a route.
 * They live here, under every module, so a module that only needs to know its caller
 * depends on nobody's sessions or services.
 */
import type { Role } from '../../domain/enums.ts';

/** The caller of a request: a signed-in person, or an integrator's key acting for the admin who made it. */
export interface SessionUser {
  sessionId: string;
  id: string;
  username: string;
  role: Role;
  isStaff: boolean;
  /** Set when the caller is an integrator's API key acting for the admin who made it. */
  apiKey?: { id: string; name: string; scopes: readonly string[] };
}

/** Where a request came from, as written into sessions and the activity log. */
export interface RequestMeta {
  ipAddress: string | null;
  userAgent: string | null;
}
