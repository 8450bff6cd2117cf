import type { JsonSchema } from './json-schema.ts';

const STRING_EXAMPLES: Record<string, string> = {
  'date-time': '2026-11-24T08:30:00.000Z',
  date: '2026-11-24',
  email: 'thandi@example.co.za',
  uri: 'https://example.co.za/hooks/firm',
};

/**
 * A plausible example of a value of this schema, for the API description when a
 * route writes none: the first enum value, formats' sample values, every
 * declared property. `schemas` are the document's components.schemas, which
 * `$ref`s name. Never used to validate anything.
 */
export function exampleOf(schema: JsonSchema, depth = 0, schemas: Record<string, JsonSchema> = {}): unknown {
  if (depth > 6) return null;
  const example = (part: JsonSchema, deeper = depth + 1) => exampleOf(part, deeper, schemas);
  if (schema.$ref) {
    const target = schemas[schema.$ref.replace('#/components/schemas/', '')];
    return target ? example(target, depth) : null;
  }
  if (Array.isArray(schema.allOf)) {
    // Every part holds: an object that has each part's properties.
    return Object.assign({}, ...(schema.allOf as JsonSchema[]).map((part) => example(part, depth)));
  }
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((value) => value !== null) ?? null;
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives?.length) {
    const first = alternatives.find((alternative) => alternative.type !== 'null') ?? alternatives[0];
    return first ? example(first) : null;
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const type = types.find((candidate) => candidate !== 'null') ?? types[0];
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      return Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, example(value)]));
    }
    case 'array':
      return schema.items ? [example(schema.items)] : [];
    case 'string':
      return (schema.format && STRING_EXAMPLES[schema.format]) ?? 'string';
    case 'integer':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1500;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return schema.properties ? example({ ...schema, type: 'object' }, depth) : null;
  }
}
