/**
 * Each backoffice resource's record, described once under the API description's
 * components.schemas and referenced by its list, one, create, change and delete
 * operations (so an integrator reads one "BackofficeClients", not the same object
 * five times).
 */
import type { JsonSchema } from '../../lib/openapi/json-schema.ts';
import { recordSchema } from '../../lib/openapi/record-schema.ts';
import type { AdminResource } from './resource.ts';
import { ADMIN_RESOURCES } from './table-of-contents.ts';

/** The component name of a resource's record: /api/admin/tax-tables → BackofficeTaxTables. */
export function recordSchemaName(definition: Pick<AdminResource, 'name'>): string {
  const words = definition.name.split('-').map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return `Backoffice${words.join('')}`;
}

/** A reference to a resource's record schema, for its routes' answers. */
export function recordRef(definition: Pick<AdminResource, 'name'>): JsonSchema {
  return { $ref: `#/components/schemas/${recordSchemaName(definition)}` };
}

/**
 * Every resource's record schema, for components.schemas. Documented, not enforced:
 * the record's schema comes from its columns, and the test suite checks every answer
 * against it.
 */
export function backofficeRecordSchemas(): Record<string, JsonSchema> {
  return Object.fromEntries(
    ADMIN_RESOURCES.map((definition) => [
      recordSchemaName(definition),
      {
        ...recordSchema(definition.fields, definition.computed),
        description: `A ${definition.label} in the backoffice`,
      },
    ]),
  );
}
