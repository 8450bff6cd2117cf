/**
 * The API's description: Swagger UI at /swagger and the document at /openapi.json.
 * The plugin generates the document from the routes' schemas; completeDocument
 * adds what the routes state as facts (who may call, errors, security, examples).
 */
import { openapi } from '@elysiajs/openapi';
import { Elysia } from 'elysia';
import type { OpenAPIV3 } from 'openapi-types';
import { completeDocument, type OpenApiDocument } from './lib/openapi/complete-document.ts';
import { ADMIN_TAG, CONTENT_RANGE_HEADER } from './modules/admin/index.ts';
import { backofficeRecordSchemas } from './modules/admin/record-schemas.ts';
import { BILLING_TAG } from './modules/billing/index.ts';
import { DOCUMENTS_TAG } from './modules/documents/index.ts';
import { UPLOAD_LINKS_TAG } from './modules/upload-links/index.ts';
import { RESUMABLE_UPLOADS_TAG } from './modules/resumable-uploads/index.ts';
import { WORK_TAG } from './modules/work/index.ts';
import { EMPLOYEES_TAG } from './modules/employees/index.ts';
import { COMPLIANCE_TAG } from './modules/compliance/index.ts';
import { ENGAGEMENT_TAG } from './modules/engagement/index.ts';
import { MESSAGES_TAG } from './modules/messages/index.ts';
import { RETENTION_TAG } from './modules/retention/index.ts';
import { PRIVACY_TAG } from './modules/privacy/index.ts';

const SPEC_PATH = '/openapi.json';

export function apiDocs() {
  let completed: { from: unknown; doc: OpenApiDocument } | undefined;
  return (
    new Elysia({ name: 'api-docs' })
      // Local to this instance: runs for the plugin's own routes only, never on the API's.
      .onAfterHandle(({ path, response }) => {
        if (path !== SPEC_PATH) return;
        // The plugin keeps one generated object until routes change: complete it once per object.
        const cached = completed;
        if (cached && cached.from === response) return cached.doc;
        const doc = completeDocument(response as OpenApiDocument);
        completed = { from: response, doc };
        return doc;
      })
      .use(
        openapi({
          path: '/swagger',
          specPath: SPEC_PATH,
          provider: 'swagger-ui',
          // The UI must work offline: its assets come from the swagger-ui-dist package.
          swagger: { cdn: '/swagger/assets/swagger-ui-bundle.js', theme: '/swagger/assets/swagger-ui.css' },
          exclude: { paths: [/^\/(?!api\/|healthz)/] },
          documentation: {
            components: {
              // Plain JSON Schema (OpenAPI 3.1), which the plugin's OpenAPI 3.0 types cannot name.
              schemas: backofficeRecordSchemas() as Record<string, OpenAPIV3.SchemaObject>,
              headers: { ContentRange: CONTENT_RANGE_HEADER as OpenAPIV3.HeaderObject },
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
              COMPLIANCE_TAG,
              ENGAGEMENT_TAG,
              MESSAGES_TAG,
              BILLING_TAG,
              DOCUMENTS_TAG,
              RETENTION_TAG,
              UPLOAD_LINKS_TAG,
              RESUMABLE_UPLOADS_TAG,
              PRIVACY_TAG,
              WORK_TAG,
              ADMIN_TAG,
              {
                name: 'Enquiries',
                description: 'Public enquiry forms and their human check (the partner widgets post here, with CORS)',
              },
            ],
          },
        }),
      )
  );
}
