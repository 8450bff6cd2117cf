import { Elysia } from 'elysia';
import type { Database } from '../../db/client.ts';
import { serviceListSchema } from './model.ts';
import { createServicesService } from './service.ts';

export function servicesModule(db: Database) {
  const service = createServicesService(db);
  return new Elysia({ name: 'services' }).get('/api/services', () => service.list(), {
    response: { 200: serviceListSchema },
    detail: { tags: ['Services'], summary: 'The monthly packages, cheapest first' },
  });
}
