import { openapi } from '@elysiajs/openapi';
import { Elysia } from 'elysia';
import type { AppContext } from './context.ts';
import { bodyLimit } from './lib/body-limit.ts';
import { compression } from './lib/compression.ts';
import { errorHandler } from './lib/error-handler.ts';
import { forwardedForWarning } from './lib/forwarded-for-warning.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { originGuard } from './lib/origin-guard.ts';
import { requestLog } from './lib/request-log.ts';
import { accountsModule } from './modules/accounts/index.ts';
import { ADMIN_TAG, adminModule } from './modules/admin/index.ts';
import { webhooksAdminModule } from './modules/webhooks/admin-routes.ts';
import { BILLING_TAG, billingModule } from './modules/billing/index.ts';
import { DOCUMENTS_TAG, documentsModule, UPLOAD_PATHS } from './modules/documents/index.ts';
import { EMPLOYEES_TAG, employeesModule } from './modules/employees/index.ts';
import { ENQUIRY_PATHS, enquiriesModule } from './modules/enquiries/index.ts';
import { frontendsModule } from './modules/frontends/index.ts';
import { healthModule } from './modules/health/index.ts';
import { metricsModule } from './modules/metrics/index.ts';
import { servicesModule } from './modules/services/index.ts';

/** Composes the feature modules into one app. server.ts listens; tests call `app.handle`. */
export function createApp(ctx: AppContext) {
  const { config, database } = ctx;
  return new Elysia({ serve: { maxRequestBodySize: 200 * 1024 * 1024 } })
    .use(requestLog)
    .use(errorHandler)
    .use(securityHeaders(config.publicUrl))
    .use(bodyLimit(UPLOAD_PATHS))
    .use(forwardedForWarning(config.trustProxy))
    .use(compression)
    .use(
      openapi({
        path: '/swagger',
        specPath: '/openapi.json',
        provider: 'swagger-ui',
        // The UI must work offline: its assets come from the swagger-ui-dist package.
        swagger: { cdn: '/swagger/assets/swagger-ui-bundle.js', theme: '/swagger/assets/swagger-ui.css' },
        exclude: { paths: [/^\/(?!api\/|healthz)/] },
        documentation: {
          components: {
            securitySchemes: {
              session: {
                type: 'apiKey',
                in: 'cookie',
                name: 'sid',
                description: 'The session cookie set by POST /api/login',
              },
              apiKey: {
                type: 'http',
                scheme: 'bearer',
                description:
                  "An API key made by an admin in the backoffice (API keys), sent as Authorization: Bearer lk_live_…. It reaches /api/admin/* within its scopes (clients, enquiries, documents, billing; read or write) and never beyond its maker's role; cookies sent with it are ignored.",
              },
            },
          },
          info: {
            title: 'Firm API',
            version: '1.0.0',
            description:
              'The API behind the public site, the client portal, the backoffice and the partner widgets. Errors are RFC 9457 problem details.',
          },
          tags: [
            { name: 'Health', description: 'Liveness' },
            { name: 'Services', description: 'Monthly packages' },
            { name: 'Accounts', description: 'Registration, sessions and account security' },
            EMPLOYEES_TAG,
            BILLING_TAG,
            DOCUMENTS_TAG,
            ADMIN_TAG,
            {
              name: 'Enquiries',
              description: 'Public enquiry forms and their human check (the partner widgets post here, with CORS)',
            },
          ],
        },
      }),
    )
    .use(originGuard(config.publicUrl, ENQUIRY_PATHS))
    .use(healthModule(database))
    .use(metricsModule(config.metricsToken))
    .use(accountsModule(ctx))
    .use(servicesModule(database.db))
    .use(enquiriesModule(ctx))
    .use(employeesModule(ctx))
    .use(adminModule(ctx))
    .use(webhooksAdminModule(ctx))
    .use(documentsModule(ctx))
    .use(billingModule(ctx))
    .use(frontendsModule(config.distDir));
}

export type App = ReturnType<typeof createApp>;
