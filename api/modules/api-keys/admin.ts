/**
 * api-keys: integrators' keys, made and revoked by admins. The secret is answered once, by
 * the create call, and only its SHA-256 is kept. Deleting a key revokes it at once and
 * keeps the row, so the activity log's key names still lead somewhere.
 */
import { type } from 'arktype';
import { API_KEY_SCOPES } from '../../../domain/api-key-scopes.ts';
import { eq } from 'drizzle-orm';
import { apiKeys } from '../../db/schema.ts';
import { logActivity } from '../../lib/activity-log.ts';
import { invalid } from '../../lib/problem.ts';
import { requiredText } from '../../lib/validation.ts';
import { newApiKeySecret } from './service.ts';
import { ADMINS } from '../../core/access/visibility.ts';
import { dateRange, defineResource, writeBody } from '../admin/public.ts';

const scopes = type
  .enumerated(...API_KEY_SCOPES)
  .array()
  .atLeastLength(1)
  .configure({
    message: `Choose at least one scope of ${API_KEY_SCOPES.join(', ')}`,
  });
const expiresAt = type('string.date.iso.parse | null').configure({ message: 'Expiry must be a date and time' });
const createBody = writeBody({ name: requiredText('Name the key', 100), scopes, 'expiresAt?': expiresAt });
const updateBody = writeBody({ 'name?': requiredText('Name the key', 100) });

/** The secrets of keys being created, for the one answer that shows them. */
const secrets = new WeakMap<object, string>();

export const apiKeysDefinition = defineResource({
  name: 'api-keys',
  label: 'API key',
  table: apiKeys,
  id: apiKeys.id,
  fields: {
    id: apiKeys.id,
    name: apiKeys.name,
    prefix: apiKeys.prefix,
    scopes: apiKeys.scopes,
    createdBy: apiKeys.createdBy,
    expiresAt: apiKeys.expiresAt,
    revokedAt: apiKeys.revokedAt,
    lastUsedAt: apiKeys.lastUsedAt,
    lastUsedIp: apiKeys.lastUsedIp,
    createdAt: apiKeys.createdAt,
  },
  computed: { scopes: { type: 'array', items: { type: 'string', enum: [...API_KEY_SCOPES] } } },
  sortable: { id: apiKeys.id, createdAt: apiKeys.createdAt },
  defaultSort: ['createdAt', 'DESC'],
  searchable: [apiKeys.name, apiKeys.prefix],
  filters: { ...dateRange('createdAt', apiKeys.createdAt) },
  readRoles: ADMINS,
  create: {
    roles: ADMINS,
    body: createBody,
    async toRow(input, { actor }) {
      const expires = input.expiresAt ?? null;
      if (expires && expires.getTime() <= Date.now()) {
        throw invalid('The request body is not valid.', { expiresAt: 'Expiry must be in the future' });
      }
      const { secret, tokenHash, prefix } = newApiKeySecret();
      const row = {
        name: input.name,
        scopes: input.scopes,
        expiresAt: expires,
        prefix,
        tokenHash,
        createdBy: actor.id,
      };
      secrets.set(row, secret);
      return row;
    },
    revealOnce: (row) => ({ secret: secrets.get(row) }),
    revealed: {
      secret: { type: 'string', description: 'The key (lk_live_…): shown in this answer only, never again' },
    },
  },
  update: { roles: ADMINS, body: updateBody },
  remove: {
    roles: ADMINS,
    run: (current, { ctx }, log) =>
      ctx.db.transaction(async (tx) => {
        if (!current.revokedAt)
          await tx.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, current.id));
        await logActivity(tx, log);
      }),
  },
});
