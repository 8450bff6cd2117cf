/**
 * GET /api/admin/firm-settings (every staff member: the backoffice explains a
 * refusal from them) and PATCH (admins; every change is in the activity log).
 */
import { Elysia } from 'elysia';
import type { AppContext } from '../../context.ts';
import { logActivity } from '../../lib/activity-log.ts';
import { requestContext } from '../../core/request-context.ts';
import { ADMINS, STAFF } from '../../core/access/visibility.ts';
import { firmSettingsChanges, firmSettingsSchema } from './model.ts';
import { readFirmSettings, writeFirmSettings } from './service.ts';

export function firmSettingsModule(ctx: AppContext) {
  return new Elysia({ name: 'firm-settings' })
    .use(requestContext(ctx))
    .get('/api/admin/firm-settings', () => readFirmSettings(ctx.db), {
      roles: STAFF,
      response: { 200: firmSettingsSchema },
      detail: { tags: ['Backoffice'], summary: "The firm's settings" },
    })
    .patch(
      '/api/admin/firm-settings',
      ({ user, body, meta }) =>
        ctx.db.transaction(async (tx) => {
          const changes = await writeFirmSettings(tx, body);
          if (Object.keys(changes).length)
            await logActivity(tx, { userId: user.id, action: 'firm_settings_changed', details: changes, ...meta });
          return readFirmSettings(tx);
        }),
      {
        roles: ADMINS,
        body: firmSettingsChanges,
        response: { 200: firmSettingsSchema },
        detail: {
          tags: ['Backoffice'],
          summary: "Change the firm's settings (admins); each change is logged with its old and new value",
        },
      },
    );
}
