/**
 * Checks an answer the API gave in a test against openapi.json: its operation
 * (method and path template) must document the status, and a JSON body must
 * match that status's schema. api/testing/test-app.ts runs it on every answer,
 * so the description cannot drift from what the API does; api/openapi.test.ts
 * keeps openapi.json equal to what the server serves.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Media = { schema?: object };
type ResponseObject = { content?: Record<string, Media>; $ref?: string };
type Operation = { responses?: Record<string, ResponseObject> };
type Document = { paths: Record<string, Record<string, Operation>>; components?: Record<string, unknown> };

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  operation: Operation;
}

let routes: Route[] | undefined;
let components: Document['components'];
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();

/** The key the document's components are known to ajv by: '#/components/…' references are rewritten to it. */
const COMPONENTS = 'openapi.json';

function loadRoutes(): Route[] {
  const doc = JSON.parse(readFileSync(join(import.meta.dir, '../../openapi.json'), 'utf8')) as Document;
  components = doc.components;
  // Added once, so each answer's validator compiles only the shared schemas it references.
  ajv.addSchema({ components }, COMPONENTS);
  const list: Route[] = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
    for (const [method, operation] of Object.entries(item))
      list.push({ method: method.toUpperCase(), template, pattern, operation });
  }
  // A fixed path wins over a template that also matches it (/api/documents/usage before /api/documents/{id}).
  return list.sort((a, b) => a.template.split('{').length - b.template.split('{').length);
}

function sharedResponse(ref: string): ResponseObject | undefined {
  const name = ref.replace('#/components/responses/', '');
  return (components?.responses as Record<string, ResponseObject> | undefined)?.[name];
}

function validatorFor(key: string, schema: object): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    const { $schema: _ignored, ...rest } = schema as Record<string, unknown>;
    validate = ajv.compile(
      JSON.parse(JSON.stringify(rest).replaceAll('"#/components/', `"${COMPONENTS}#/components/`)),
    );
    validators.set(key, validate);
  }
  return validate;
}

async function checkProblem(name: string, response: Response): Promise<void> {
  const type = response.headers.get('content-type')?.split(';')[0]?.trim();
  if (type !== 'application/problem+json')
    throw new Error(`${name} answered ${response.status} with ${type}, not a problem`);
  const validate = validatorFor('Problem', { $ref: '#/components/schemas/Problem' });
  const body = await response.clone().json();
  if (!validate(body)) throw new Error(`${name} answered ${response.status} with a body that is not a problem`);
}

/** Throws when the answer does not match the documented operation; answers outside the API are not checked. */
export async function checkAnswer(method: string, url: string, response: Response): Promise<void> {
  // A trailing slash reaches the same route; a CORS preflight is no operation of the description.
  const pathname = new URL(url, 'http://localhost').pathname.replace(/(.)\/$/, '$1');
  if (method === 'OPTIONS' || (!pathname.startsWith('/api/') && pathname !== '/healthz')) return;
  routes ??= loadRoutes();
  const route = routes.find((candidate) => candidate.method === method && candidate.pattern.test(pathname));
  if (!route) {
    // An address no route serves answers 404 (or 405); that is the router's answer, not an operation's.
    if (response.status === 404 || response.status === 405) return;
    // A method the description leaves out on a path it documents (a backoffice resource's write
    // that has no rule) is refused: 401 or 403 by the access policy, before anything else.
    if ((response.status === 401 || response.status === 403) && routes.some((other) => other.pattern.test(pathname))) {
      return checkProblem(`${method} ${pathname}`, response);
    }
    throw new Error(`${method} ${pathname} answered ${response.status}, but openapi.json documents no such operation`);
  }
  const name = `${method} ${route.template}`;
  const status = String(response.status);
  const listed = route.operation.responses?.[status] ?? route.operation.responses?.default;
  // Shared error answers live in components.responses: '#/components/responses/Problem404'.
  const documented = listed?.$ref ? sharedResponse(listed.$ref) : listed;
  if (!documented) {
    throw new Error(
      `${name} answered ${status}, which openapi.json does not document (documented: ${Object.keys(route.operation.responses ?? {}).join(', ')})`,
    );
  }
  const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  if (!type.includes('json') || response.status === 204) return;
  const media = documented.content?.[type] ?? documented.content?.['application/json'];
  if (!media?.schema) throw new Error(`${name} answered ${status} with ${type}, which openapi.json does not describe`);
  const copy = response.clone();
  const text =
    response.headers.get('content-encoding') === 'gzip'
      ? new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await copy.arrayBuffer())))
      : await copy.text();
  if (!text) return;
  const validate = validatorFor(`${name} ${status} ${type}`, media.schema);
  if (!validate(JSON.parse(text))) {
    const errors = (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`).slice(0, 5);
    throw new Error(`${name} answered ${status} with a body openapi.json does not describe: ${errors.join('; ')}`);
  }
}
