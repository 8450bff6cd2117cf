/**
 * The import boundaries of the house (bun run boundaries; a step of bun run test).
 * Each rule's comment is the sentence a failure prints, so it says which rule broke.
 *
 * A module's public face is what other modules may import of it: its index.ts (routes),
 * service.ts, model.ts, or one public.ts that re-exports what others may use; and admin.ts,
 * its backoffice resources, which only the backoffice's table of contents reads.
 */
const PUBLIC_FACE = '^api/modules/[^/]+/(index|service|model|public|admin)\\.ts$';
const TABLE_OF_CONTENTS = '^api/modules/admin/table-of-contents\\.ts$';
/**
 * Tests and their helpers (fixtures, the test app): they may drive the whole app, so the
 * layering rules below judge production code only, and nothing in production may reach them.
 */
const TEST_CODE = ['\\.test\\.tsx?$', '\\.spec\\.tsx?$', '-fixtures\\.ts$', '(^|/)testing/', '^e2e/'];
/** What ships: the server and each front end's entry (the site's pages are rendered by the build). */
const PRODUCTION_ENTRIES = [
  '^api/server\\.ts$',
  '^portal/main\\.tsx$',
  '^backoffice/main\\.tsx$',
  '^site/islands/site\\.ts$',
  '^site/render-page\\.tsx$',
  '^site/pages/index\\.tsx$',
  '^widgets/v1\\.ts$',
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import circles: a file must not import, directly or through others, a file that imports it.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'module-internals',
      comment:
        'A module imports another module only through its public face (index.ts, service.ts, model.ts or public.ts), never its internal files.',
      severity: 'error',
      from: { path: '^api/modules/([^/]+)/', pathNot: TEST_CODE },
      to: { path: '^api/modules/[^/]+/', pathNot: ['^api/modules/$1/', PUBLIC_FACE] },
    },
    {
      name: 'feature-admin-only-for-the-table-of-contents',
      comment:
        "A feature's admin.ts (its backoffice resources) is read only by the backoffice's table of contents (api/modules/admin/table-of-contents.ts).",
      severity: 'error',
      from: { path: '^api/modules/([^/]+)/', pathNot: [...TEST_CODE, TABLE_OF_CONTENTS] },
      to: { path: '^api/modules/[^/]+/admin\\.ts$', pathNot: '^api/modules/$1/' },
    },
    {
      name: 'engine-imports-features-through-the-table-of-contents',
      comment:
        'The backoffice engine (api/modules/admin) reaches features only through its table of contents, which lists the resources they declare.',
      severity: 'error',
      from: { path: '^api/modules/admin/', pathNot: [...TEST_CODE, TABLE_OF_CONTENTS] },
      to: { path: '^api/modules/', pathNot: '^api/modules/admin/' },
    },
    {
      name: 'foundations-import-no-module',
      comment: 'api/core, api/lib and api/db stand under every module and never import one.',
      severity: 'error',
      from: { path: '^api/(core|lib|db)/', pathNot: TEST_CODE },
      to: { path: '^api/modules/' },
    },
    {
      name: 'domain-imports-no-app',
      comment: 'domain/ is shared by every app and imports none of them (api, front ends, ui, tests, scripts).',
      severity: 'error',
      from: { path: '^domain/' },
      to: { path: '^(api|portal|backoffice|site|widgets|ui|e2e|scripts)/' },
    },
    {
      name: 'ui-imports-no-app',
      comment:
        'ui/ is the kit the portal and the backoffice share: it imports domain/ and libraries, never an app (each app hands it its API client).',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^(api|portal|backoffice|site|widgets|e2e|scripts)/' },
    },
    {
      name: 'portal-features-import-no-other-feature',
      comment:
        'A portal feature never imports another feature: what several need lives in portal/lib or portal/components.',
      severity: 'error',
      from: { path: '^portal/features/([^/]+)/' },
      to: { path: '^portal/features/', pathNot: '^portal/features/$1/' },
    },
    {
      name: 'front-ends-import-no-api',
      comment: 'Front ends (portal, backoffice, site, widgets, ui) never import api/: they share code through domain/.',
      severity: 'error',
      from: { path: '^(portal|backoffice|site|widgets|ui)/' },
      to: { path: '^api/' },
    },
    {
      name: 'front-ends-import-no-other-front-end',
      comment:
        'A front end (portal, backoffice, site, widgets) never imports another: what two of them share belongs in domain/ or ui/.',
      severity: 'error',
      from: { path: '^(portal|backoffice|site|widgets)/' },
      to: { path: '^(portal|backoffice|site|widgets)/', pathNot: '^$1/' },
    },
    {
      name: 'production-imports-no-test-code',
      comment:
        'Production code never imports test code (api/testing/, any testing/ folder, *.test.ts, e2e/): it would ship, and tests could change what runs.',
      severity: 'error',
      from: { path: PRODUCTION_ENTRIES },
      to: { path: TEST_CODE, reachable: true },
    },
  ],
  options: {
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
