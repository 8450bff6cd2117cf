import { SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { type JsonSchema, nullable } from './json-schema.ts';

/**
 * The JSON Schema of a drizzle column as the API writes it: dates become ISO
 * strings, money columns (custom, rand) numbers, JSON columns any value.
 */
export function columnSchema(column: SQLiteColumn): JsonSchema {
  const enumValues = (column as { enumValues?: readonly string[] }).enumValues;
  const base: JsonSchema = (() => {
    switch (column.dataType) {
      case 'string':
        return enumValues?.length ? { type: 'string', enum: enumValues } : { type: 'string' };
      case 'number':
        return { type: column.columnType === 'SQLiteInteger' ? 'integer' : 'number' };
      case 'boolean':
        return { type: 'boolean' };
      case 'date':
        return { type: 'string', format: 'date-time' };
      case 'custom':
        return { type: 'number', description: 'in rand' };
      default:
        return {};
    }
  })();
  return column.notNull ? base : nullable(base);
}

/**
 * The schema of a record made of these fields. Computed fields (SQL expressions)
 * carry no type at run time: `computed` gives theirs (every one must be given), and may
 * describe JSON columns too.
 */
export function recordSchema(
  fields: Record<string, SQLiteColumn | SQL.Aliased>,
  computed: Record<string, JsonSchema> = {},
): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const [key, field] of Object.entries(fields)) {
    const given = computed[key];
    if (field instanceof SQL.Aliased && !given) throw new Error(`The computed field ${key} needs its schema`);
    // A JSON column's shape is not in the database either: a given schema describes it.
    properties[key] = given ?? columnSchema(field as SQLiteColumn);
  }
  return { type: 'object', properties, required: Object.keys(properties) };
}
