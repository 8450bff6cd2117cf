import type { ApiKeyScope } from '../../../domain/api-key-scopes.ts';

/**
 * What an API key may do, by backoffice resource: `{family}:read` for GET, `{family}:write`
 * for POST, PUT and DELETE. Calls outside these families (the dashboard, users, services,
 * the activity log, notifications, API keys themselves) are closed to keys.
 */
const FAMILIES: Record<string, string> = {
  clients: 'clients',
  'client-notes': 'clients',
  'client-assignments': 'clients',
  'company-employees': 'clients',
  'contact-submissions': 'enquiries',
  'waitlist-submissions': 'enquiries',
  'quote-requests': 'enquiries',
  documents: 'documents',
  'document-requests': 'documents',
  subscriptions: 'billing',
  payments: 'billing',
};

/** The scope a call needs, or null when keys may not make it at all. */
export function requiredScope(method: string, pathname: string): ApiKeyScope | null {
  const resource = pathname.match(/^\/api\/admin\/([a-z-]+)(?:\/|$)/)?.[1];
  const family = resource && Object.hasOwn(FAMILIES, resource) ? FAMILIES[resource] : undefined;
  if (!family) return null;
  return `${family}:${method === 'GET' || method === 'HEAD' ? 'read' : 'write'}` as ApiKeyScope;
}
