import type { OpenAPIV3 } from 'openapi-types';
import type { JsonSchema } from './json-schema.ts';

/** An OpenAPI response object for a JSON answer, for a route's `detail.responses`. */
export function jsonAnswer(
  description: string,
  schema: JsonSchema,
  headers?: Record<string, { description: string; schema: JsonSchema } | { $ref: string }>,
): OpenAPIV3.ResponseObject {
  return {
    description,
    content: { 'application/json': { schema: schema as OpenAPIV3.SchemaObject } },
    ...(headers ? { headers: headers as Record<string, OpenAPIV3.HeaderObject | OpenAPIV3.ReferenceObject> } : {}),
  };
}
