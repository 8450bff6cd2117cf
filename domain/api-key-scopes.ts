/** What an integrator's API key may be allowed: read or write, per family of backoffice data. */
export const API_KEY_SCOPES = [
  'clients:read',
  'clients:write',
  'enquiries:read',
  'enquiries:write',
  'documents:read',
  'documents:write',
  'billing:read',
  'billing:write',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
