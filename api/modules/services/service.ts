import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { services } from '../../db/schema.ts';
import { serviceColumns } from './columns.ts';
import type { Service } from './model.ts';

export function createServicesService(db: Database) {
  const listPrepared = db
    .select(serviceColumns)
    .from(services)
    .orderBy(asc(services.sortOrder), asc(services.price))
    .prepare();

  return {
    list: (): Promise<Service[]> => listPrepared.all(),
  };
}
export type ServicesService = ReturnType<typeof createServicesService>;
