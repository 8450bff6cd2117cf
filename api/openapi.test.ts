import { expect, test } from 'bun:test';
import { join } from 'node:path';
import { renderOpenApi, servedOpenApi } from './openapi-document.ts';
import { renderOpenApiTypes } from './openapi-types.ts';

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

test('every operation documents its success answer with an example, its errors and its security', async () => {
  const doc = JSON.parse(await renderOpenApi()) as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
    components: { schemas: Record<string, unknown>; responses: Record<string, unknown> };
  };
  expect(doc.components.schemas.Problem).toBeDefined();
  const gaps: string[] = [];
  let operations = 0;
  /** A shared schema (or a list of one) carries its example once, in components.schemas. */
  const exampleOfShared = (schema: unknown) => {
    const { $ref, items } = schema as { $ref?: string; items?: { $ref?: string } };
    const ref = $ref ?? items?.$ref;
    const shared = ref ? doc.components.schemas[ref.replace('#/components/schemas/', '')] : undefined;
    return (shared as { examples?: unknown[] } | undefined)?.examples?.[0];
  };
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      operations++;
      const name = `${method.toUpperCase()} ${path}`;
      const responses = op.responses as Record<
        string,
        { content?: Record<string, { schema?: unknown; example?: unknown }> }
      >;
      if (!Array.isArray(op.security)) gaps.push(`${name}: no security requirement`);
      const statuses = Object.keys(responses);
      const success = statuses.filter((status) => status.startsWith('2'));
      if (!success.length) gaps.push(`${name}: no success answer`);
      for (const status of success) {
        const content = responses[status]?.content ?? {};
        if (status !== '204' && !Object.values(content).some((media) => media.schema)) {
          gaps.push(`${name}: ${status} has no schema`);
        }
        const json = content['application/json'];
        if (json?.schema && json.example === undefined && exampleOfShared(json.schema) === undefined) {
          gaps.push(`${name}: ${status} has no example`);
        }
      }
      if ((op.security as unknown[]).length && !statuses.includes('401')) gaps.push(`${name}: secured, but no 401`);
      for (const status of statuses.filter((s) => s.startsWith('4'))) {
        const listed = responses[status] as { $ref?: string; content?: Record<string, unknown> };
        const shared = listed.$ref
          ? doc.components.responses[listed.$ref.replace('#/components/responses/', '')]
          : listed;
        const media = (shared as { content?: Record<string, unknown> } | undefined)?.content?.[
          'application/problem+json'
        ];
        if (!media) gaps.push(`${name}: ${status} is not a problem details answer`);
      }
      if (['post', 'put', 'patch'].includes(method) && op.requestBody && !statuses.includes('422')) {
        gaps.push(`${name}: takes a body but documents no 422`);
      }
    }
  }
  expect(gaps).toEqual([]);
  expect(operations).toBeGreaterThan(100);
});

test('API-key routes document the bearer scheme next to the session; public ones need nothing', async () => {
  const doc = JSON.parse(await renderOpenApi());
  expect(doc.paths['/api/admin/clients'].get.security).toEqual([{ session: [] }, { apiKey: [] }]);
  expect(doc.paths['/api/admin/clients'].get.responses['429']).toBeDefined();
  expect(doc.paths['/api/employees'].get.security).toEqual([{ session: [] }]);
  expect(doc.paths['/api/services'].get.security).toEqual([]);
  expect(doc.paths['/api/contact'].post.responses['429']).toBeDefined();
  expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
});

test('the committed client types are generated from the current document (run `bun run openapi`)', async () => {
  const committed = await Bun.file(join(import.meta.dir, 'generated/openapi-types.generated.ts')).text();
  expect(committed).toBe(await renderOpenApiTypes(await renderOpenApi()));
});

test('the served document stays lean: at most 1.5 KB per documented operation on average', async () => {
  // A total ceiling would refuse every new feature; bloat (unshared shapes, operations that can only be
  // refused) shows as a rising cost per operation instead. It was 1.44 KB with 196 operations.
  const text = await servedOpenApi();
  const doc = JSON.parse(text) as { paths: Record<string, Record<string, unknown>> };
  const methods = new Set(['get', 'put', 'post', 'patch', 'delete']);
  const operations = Object.values(doc.paths).flatMap((item) => Object.keys(item).filter((m) => methods.has(m)));
  expect(operations.length).toBeGreaterThan(100);
  expect(new TextEncoder().encode(text).byteLength / operations.length).toBeLessThanOrEqual(1.5 * 1024);
});

test('no operation is documented that can only be refused (405 as its only non-error answer)', async () => {
  const doc = JSON.parse(await renderOpenApi()) as {
    paths: Record<string, Record<string, { responses: Record<string, unknown>; deprecated?: boolean }>>;
  };
  const refusedOnly: string[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const answers = Object.keys(op.responses).filter((status) => !/^(4(?!05)|5)/.test(status));
      if (op.deprecated || answers.every((status) => status === '405')) refusedOnly.push(`${method} ${path}`);
    }
  }
  expect(refusedOnly).toEqual([]);
});

test('repeated shapes are shared: each backoffice record once, referenced by its operations', async () => {
  const doc = JSON.parse(await renderOpenApi());
  const ref = { $ref: '#/components/schemas/BackofficeClients' };
  expect(doc.components.schemas.BackofficeClients.properties.company).toBeDefined();
  expect(doc.paths['/api/admin/clients'].get.responses['200'].content['application/json'].schema.items).toEqual(ref);
  expect(doc.paths['/api/admin/clients/{id}'].get.responses['200'].content['application/json'].schema).toEqual(ref);
  expect(doc.paths['/api/admin/clients/{id}'].put.responses['200'].content['application/json'].schema).toEqual(ref);
  // The same body under its three media types is one schema.
  const bodies = Object.values(doc.paths['/api/user'].patch.requestBody.content) as { schema: unknown }[];
  expect(new Set(bodies.map((media) => JSON.stringify(media.schema))).size).toBe(1);
  expect(bodies[0]?.schema).toHaveProperty('$ref');
});
