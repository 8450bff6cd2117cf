import { expect, test } from 'bun:test';
import { join } from 'node:path';
import { renderOpenApi } from './openapi-document.ts';

test('the committed openapi.json matches what the server serves (run `bun run openapi`)', async () => {
  const committed = await Bun.file(join(import.meta.dir, '..', 'openapi.json')).text();
  expect(committed).toBe(await renderOpenApi());
});

test('request and response schemas come from the validating schemas', async () => {
  const doc = JSON.parse(await renderOpenApi());
  expect(doc.openapi).toMatch(/^3\./);
  const services = doc.paths['/api/services'].get.responses['200'].content['application/json'].schema;
  expect(services.type).toBe('array');
  expect(services.items.required).toContain('price');
});
