/**
 * bun run openapi: writes the OpenAPI document the server serves to openapi.json,
 * and the TypeScript types generated from it (what an integrator's client would use).
 */
import { join } from 'node:path';
import { renderOpenApi } from '../api/openapi-document.ts';
import { renderOpenApiTypes } from '../api/openapi-types.ts';

const root = join(import.meta.dir, '..');
const document = await renderOpenApi();
await Bun.write(join(root, 'openapi.json'), document);
await Bun.write(join(root, 'api/generated/openapi-types.generated.ts'), await renderOpenApiTypes(document));
console.log('Wrote openapi.json and api/generated/openapi-types.generated.ts');
