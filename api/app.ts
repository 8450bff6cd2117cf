import { Elysia } from 'elysia';
import type { AppContext } from './context.ts';
import { bodyLimit } from './lib/body-limit.ts';
import { compression } from './lib/compression.ts';
import { errorHandler } from './lib/error-handler.ts';
import { apiDocs } from './api-docs.ts';
import { forwardedForWarning } from './lib/forwarded-for-warning.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { originGuard } from './lib/origin-guard.ts';
import { requestLog } from './lib/request-log.ts';
import { accountsModule } from './modules/accounts/index.ts';
import { adminModule } from './modules/admin/index.ts';
import { webhooksAdminModule } from './modules/webhooks/index.ts';
import { billingModule } from './modules/billing/index.ts';
import { complianceModule } from './modules/compliance/index.ts';
import { payrollModule } from './modules/payroll/index.ts';
import { MESSAGE_UPLOAD_PATHS, messagesModule } from './modules/messages/index.ts';
import { twoFactorModule } from './modules/two-factor/index.ts';
import { emailModule } from './modules/email/index.ts';
import { firmSettingsModule } from './modules/firm-settings/index.ts';
import { engagementModule } from './modules/engagement/index.ts';
import { documentsModule, UPLOAD_PATHS } from './modules/documents/index.ts';
import { LINK_UPLOAD_PATHS, uploadLinksModule } from './modules/upload-links/index.ts';
import { RESUMABLE_UPLOAD_PATHS, resumableUploadsModule } from './modules/resumable-uploads/index.ts';
import { employeesModule } from './modules/employees/index.ts';
import { ENQUIRY_PATHS, enquiriesModule } from './modules/enquiries/index.ts';
import { frontendsModule } from './modules/frontends/index.ts';
import { readInformationOfficer } from './modules/firm-settings/public.ts';
import { healthModule } from './modules/health/index.ts';
import { metricsModule } from './modules/metrics/index.ts';
import { servicesModule } from './modules/services/index.ts';
import { retentionModule } from './modules/retention/index.ts';
import { workModule } from './modules/work/index.ts';
import { privacyModule } from './modules/privacy/index.ts';

/** Composes the feature modules into one app. server.ts listens; tests call `app.handle`. */
export function createApp(ctx: AppContext) {
  const { config, database } = ctx;
  return new Elysia({ serve: { maxRequestBodySize: 200 * 1024 * 1024 } })
    .use(requestLog)
    .use(errorHandler)
    .use(securityHeaders(config.publicUrl))
    .use(bodyLimit([...UPLOAD_PATHS, ...MESSAGE_UPLOAD_PATHS, ...LINK_UPLOAD_PATHS, ...RESUMABLE_UPLOAD_PATHS]))
    .use(forwardedForWarning(config.trustProxy))
    .use(compression)
    .use(apiDocs())
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
    .use(retentionModule(ctx))
    .use(uploadLinksModule(ctx))
    .use(resumableUploadsModule(ctx))
    .use(privacyModule(ctx))
    .use(billingModule(ctx))
    .use(complianceModule(ctx))
    .use(workModule(ctx))
    .use(payrollModule(ctx))
    .use(engagementModule(ctx))
    .use(firmSettingsModule(ctx))
    .use(emailModule(ctx))
    .use(messagesModule(ctx))
    .use(twoFactorModule(ctx))
    .use(frontendsModule(config.distDir, () => readInformationOfficer(ctx.db)));
}

export type App = ReturnType<typeof createApp>;
