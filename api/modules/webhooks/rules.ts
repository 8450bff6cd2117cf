import { WEBHOOK_EVENT_TYPES } from './events.ts';

export const MAX_DESCRIPTION = 500;
const MAX_URL = 2000;

export interface EndpointInput {
  url?: unknown;
  events?: unknown;
  description?: unknown;
  includePersonalData?: unknown;
  enabled?: unknown;
}

export interface EndpointFields {
  url: string;
  events: string[];
  description: string | null;
  includePersonalData: boolean;
  enabled: boolean;
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Deliveries carry client data and a signature, so they go over TLS only. Plain http is
 * allowed to this machine alone, and only when WEBHOOKS_ALLOW_INSECURE is on (tests,
 * local development), so a test receiver needs no certificate.
 */
export function urlError(value: unknown, allowInsecure: boolean): string | undefined {
  const wanted = allowInsecure ? 'Enter an https:// URL (or http:// to localhost).' : 'Enter an https:// URL.';
  if (typeof value !== 'string' || !value.trim()) return wanted;
  if (value.length > MAX_URL) return `The URL must be at most ${MAX_URL} characters.`;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return wanted;
  }
  if (url.username || url.password) return 'The URL must not contain a user name or password.';
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && allowInsecure && LOOPBACK.test(url.hostname)) return undefined;
  return wanted;
}

export function eventsError(value: unknown): string | undefined {
  if (!Array.isArray(value) || value.length === 0) return 'Choose at least one event.';
  const unknown = value.filter((item) => !(WEBHOOK_EVENT_TYPES as readonly unknown[]).includes(item));
  if (unknown.length) return `Unknown event: ${unknown.map(String).join(', ')}.`;
  return undefined;
}

/** Field messages for an endpoint's fields (all of them, or only those given when `partial`). */
export function endpointErrors(
  input: EndpointInput,
  { partial, allowInsecure }: { partial: boolean; allowInsecure: boolean },
): Record<string, string> {
  const errors: Record<string, string> = {};
  const check = (field: keyof EndpointInput, test: () => string | undefined) => {
    if (partial && input[field] === undefined) return;
    const message = test();
    if (message) errors[field] = message;
  };
  check('url', () => urlError(input.url, allowInsecure));
  check('events', () => eventsError(input.events));
  check('description', () => {
    const value = input.description;
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') return 'The description must be text.';
    return value.trim().length > MAX_DESCRIPTION
      ? `The description must be at most ${MAX_DESCRIPTION} characters.`
      : undefined;
  });
  for (const flag of ['includePersonalData', 'enabled'] as const) {
    check(flag, () =>
      input[flag] === undefined || typeof input[flag] === 'boolean' ? undefined : 'Must be true or false.',
    );
  }
  return errors;
}

/** The stored form of valid input: trimmed, events deduplicated in the documented order. */
export function cleanEndpoint(input: EndpointInput): Partial<EndpointFields> {
  const clean: Partial<EndpointFields> = {};
  if (typeof input.url === 'string') clean.url = input.url.trim();
  const events = input.events;
  if (Array.isArray(events)) clean.events = WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type));
  if (input.description !== undefined)
    clean.description =
      typeof input.description === 'string' && input.description.trim() ? input.description.trim() : null;
  if (typeof input.includePersonalData === 'boolean') clean.includePersonalData = input.includePersonalData;
  if (typeof input.enabled === 'boolean') clean.enabled = input.enabled;
  return clean;
}
