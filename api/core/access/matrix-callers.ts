/**
 * The callers of the access matrix (access-matrix.ts) and how its rows are written.
 * A row is one operation of openapi.json; its text gives the status each caller gets,
 * in four groups separated by `|`:
 *
 *   signed out | client A, client B | accountant of A, another accountant, manager, admin, admin without two-factor | keys
 *
 * The keys group lists only the scopes that get something else than a key's refusal
 * (401 off /api/admin/*, where keys are not a way in at all; 403 on it), as
 * `scope=status`, `all=status` when every key gets the same (a public call, where the key
 * is simply not looked at), or `-` when every key is refused.
 */
import { API_KEY_SCOPES, type ApiKeyScope } from '../../../domain/api-key-scopes.ts';

export const PEOPLE = [
  'signed out',
  'client A',
  'client B',
  'accountant of A',
  'other accountant',
  'manager',
  'admin',
  'admin without two-factor',
] as const;
export type Person = (typeof PEOPLE)[number];
export type Caller = Person | ApiKeyScope;
export const CALLERS: readonly Caller[] = [...PEOPLE, ...API_KEY_SCOPES];

/** What a key that may not make a call gets: keys are only a way in on /api/admin/*. */
export const keyRefusal = (path: string): number => (path.startsWith('/api/admin/') ? 403 : 401);

/** Parses a row's text into a status per caller; throws on a malformed row. */
export function parseRow(operation: string, text: string): Map<Caller, number> {
  const path = operation.split(' ')[1] ?? '';
  const groups = text.split('|').map((group) => group.trim().split(/\s+/));
  const [out, clients, staff, keys] = groups;
  if (groups.length !== 4 || out?.length !== 1 || clients?.length !== 2 || staff?.length !== 5 || !keys) {
    throw new Error(`${operation}: a row is "out | A B | acc acc2 manager admin admin0 | keys", got "${text}"`);
  }
  const statuses = new Map<Caller, number>();
  [...out, ...clients, ...staff].forEach((status, index) => {
    statuses.set(PEOPLE[index] as Person, Number(status));
  });
  for (const scope of API_KEY_SCOPES) statuses.set(scope, keyRefusal(path));
  if (!(keys.length === 1 && keys[0] === '-')) {
    for (const entry of keys) {
      const [scope, status] = entry.split('=');
      if (scope === 'all' && status) {
        for (const each of API_KEY_SCOPES) statuses.set(each, Number(status));
        continue;
      }
      if (!(API_KEY_SCOPES as readonly string[]).includes(scope ?? '') || !status) {
        throw new Error(`${operation}: "${entry}" is not scope=status`);
      }
      statuses.set(scope as ApiKeyScope, Number(status));
    }
  }
  for (const [caller, status] of statuses) {
    if (!Number.isInteger(status) || status < 200 || status > 599) throw new Error(`${operation}: ${caller} ${status}`);
  }
  return statuses;
}

/** The row text for observed statuses, in the same form (used to print a table to review). */
export function formatRow(operation: string, statuses: ReadonlyMap<Caller, number>): string {
  const path = operation.split(' ')[1] ?? '';
  const of = (caller: Caller) => String(statuses.get(caller));
  const first = statuses.get(API_KEY_SCOPES[0]);
  const same = API_KEY_SCOPES.every((scope) => statuses.get(scope) === first);
  if (same && first !== keyRefusal(path)) return formatGroups(statuses, [`all=${first}`]);
  const keys = API_KEY_SCOPES.filter((scope) => statuses.get(scope) !== keyRefusal(path)).map(
    (scope) => `${scope}=${of(scope)}`,
  );
  return formatGroups(statuses, keys);
}

function formatGroups(statuses: ReadonlyMap<Caller, number>, keys: string[]): string {
  const of = (caller: Caller) => String(statuses.get(caller));
  return [
    of('signed out'),
    `${of('client A')} ${of('client B')}`,
    PEOPLE.slice(3).map(of).join(' '),
    keys.length ? keys.join(' ') : '-',
  ].join(' | ');
}

/** Admitted: the caller got past every access rule (the route then answered as it does). */
export const admitted = (status: number): boolean => status !== 401 && status !== 403;
