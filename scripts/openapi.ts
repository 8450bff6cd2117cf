/** bun run openapi: writes the OpenAPI document the server serves to openapi.json. */
import { join } from 'node:path';
import { renderOpenApi } from '../api/openapi-document.ts';

const path = join(import.meta.dir, '..', 'openapi.json');
await Bun.write(path, await renderOpenApi());
console.log(`Wrote ${path}`);
