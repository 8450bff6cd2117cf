import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { services } from '../../db/schema.ts';
import type { Service } from './model.ts';

export function createServicesService(db: Database) {
  const listPrepared = db
    .select({
      id: services.id,
      title: services.title,
      description: services.description,
      price: services.price,
      packageType: services.packageType,
      features: services.features,
      isHighlighted: services.isHighlighted,
    })
    .from(services)
    .orderBy(asc(services.sortOrder), asc(services.price))
    .prepare();

  return {
    list: (): Promise<Service[]> => listPrepared.all(),
  };
}
export type ServicesService = ReturnType<typeof createServicesService>;
