/** The JSON Schema subset the API description uses (OpenAPI 3.1 is JSON Schema 2020-12). */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: readonly unknown[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  description?: string;
  $ref?: string;
  anyOf?: JsonSchema[];
  [key: string]: unknown;
};

/** The same schema that also allows null. */
export function nullable(schema: JsonSchema): JsonSchema {
  if (schema.$ref || schema.anyOf) return { anyOf: [schema, { type: 'null' }] };
  if (schema.type === undefined) return schema; // any value already allows null
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const enumWithNull = schema.enum ? { enum: [...schema.enum, null] } : {};
  return { ...schema, ...enumWithNull, type: [...new Set([...types, 'null'])] };
}
