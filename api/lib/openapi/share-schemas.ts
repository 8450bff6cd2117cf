/**
 * Moves every request or answer shape that the document repeats into
 * components.schemas, once, and references it with `$ref`: the same body under
 * its three media types, a record answered by several operations, the items of a
 * list that another operation answers one of. The document an integrator reads
 * (and downloads) then holds each shape once.
 */
import type { JsonSchema } from './json-schema.ts';

type Media = { schema?: JsonSchema };
type Operation = {
  operationId?: string;
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
};

/** A place in the document that holds a schema. */
interface Slot {
  schema: JsonSchema;
  /** The component name this place would give its shape: the first place of a shape names it. */
  name: string;
  set: (schema: JsonSchema) => void;
}

/** Shapes smaller than this stay inline: a reference would save next to nothing. */
const MIN_SHARED_LENGTH = 120;

function pascal(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

function withoutDialect(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, ...rest } = schema;
  return rest;
}

function slotsOf(paths: Record<string, Record<string, Operation>>, level: 'items' | 'whole'): Slot[] {
  const slots: Slot[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      const operation = pascal(op.operationId ?? `${method} ${path}`);
      for (const media of Object.values(op.requestBody?.content ?? {})) {
        if (!media.schema || level !== 'whole') continue;
        media.schema = withoutDialect(media.schema);
        slots.push({ schema: media.schema, name: `${operation}Body`, set: (schema) => (media.schema = schema) });
      }
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        for (const media of Object.values(response.content ?? {})) {
          const schema = media.schema;
          if (!schema) continue;
          const items = schema.type === 'array' ? schema.items : undefined;
          if (level === 'items' && items) {
            slots.push({ schema: items, name: `${operation}${status}Item`, set: (shared) => (schema.items = shared) });
          } else if (level === 'items' && !items) {
            slots.push({ schema, name: `${operation}${status}`, set: (shared) => (media.schema = shared) });
          } else if (level === 'whole' && items) {
            slots.push({ schema, name: `${operation}${status}`, set: (shared) => (media.schema = shared) });
          }
        }
      }
    }
  }
  return slots;
}

function hoist(slots: Slot[], schemas: Record<string, unknown>): void {
  const groups = new Map<string, Slot[]>();
  for (const slot of slots) {
    if (slot.schema.$ref) continue;
    const key = JSON.stringify(slot.schema);
    if (key.length < MIN_SHARED_LENGTH) continue;
    groups.set(key, [...(groups.get(key) ?? []), slot]);
  }
  const named = new Map(Object.entries(schemas).map(([name, schema]) => [JSON.stringify(schema), name]));
  for (const [key, group] of groups) {
    const [first] = group;
    if (!first || group.length < 2) continue;
    let name = named.get(key);
    if (!name) {
      name = first.name;
      for (let n = 2; schemas[name] !== undefined; n++) name = `${first.name}${n}`;
      schemas[name] = first.schema;
      named.set(key, name);
    }
    for (const slot of group) slot.set({ $ref: `#/components/schemas/${name}` });
  }
}

/** Shares repeated shapes in place: first records and list items, then whole lists. */
export function shareSchemas(paths: Record<string, Record<string, Operation>>, schemas: Record<string, unknown>): void {
  hoist(slotsOf(paths, 'items'), schemas);
  hoist(slotsOf(paths, 'whole'), schemas);
}

type Parameter = { in?: string; name?: string; $ref?: string };

/**
 * Parameters the document repeats (a record's id, the list's sort, range and filter)
 * as components.parameters, referenced by each operation: answers them.
 */
export function shareParameters(paths: Record<string, Record<string, { parameters?: object[] }>>) {
  const shared: Record<string, Parameter> = {};
  const counts = new Map<string, number>();
  const all = Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => op.parameters ?? []));

  for (const parameter of all) counts.set(JSON.stringify(parameter), (counts.get(JSON.stringify(parameter)) ?? 0) + 1);
  const names = new Map<string, string>();
  for (const item of Object.values(paths)) {
    for (const op of Object.values(item)) {
      op.parameters = (op.parameters as Parameter[] | undefined)?.map((parameter): Parameter => {
        const key = JSON.stringify(parameter);
        if ((counts.get(key) ?? 0) < 2) return parameter;
        let name = names.get(key);
        if (!name) {
          const base = pascal(`${parameter.in ?? ''} ${parameter.name ?? ''}`);
          name = base;
          for (let n = 2; shared[name] !== undefined; n++) name = `${base}${n}`;
          shared[name] = parameter;
          names.set(key, name);
        }
        return { $ref: `#/components/parameters/${name}` };
      });
    }
  }
  return shared;
}
