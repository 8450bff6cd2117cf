import { describe, expect, test } from 'bun:test';
import { seedPackages } from '../../db/seed.ts';
import { migrateDatabase } from '../../db/client.ts';
import { type TestApp, withFreshApp } from '../../testing/test-app.ts';

let t: TestApp;
withFreshApp((app) => (t = app));

describe('GET /api/services', () => {
  test('lists the six packages, cheapest first, Standard highlighted', async () => {
    const res = await t.request('/api/services');
    expect(res.status).toBe(200);
    const list = (await res.json()) as {
      title: string;
      price: number;
      packageType: string;
      isHighlighted: boolean;
      features: string[];
    }[];
    expect(list.map((s) => [s.title, s.price, s.packageType])).toEqual([
      ['Start-ups', 799, 'start-ups'],
      ['Essential', 1299, 'essential'],
      ['Standard', 3599, 'standard'],
      ['Advanced', 5999, 'advanced'],
      ['Professional', 8499, 'professional'],
      ['Elite', 11999, 'elite'],
    ]);
    expect(list.filter((s) => s.isHighlighted).map((s) => s.title)).toEqual(['Standard']);
    for (const s of list) expect(s.features.length).toBeGreaterThan(0);
  });

  test('seeding and migrating again change nothing', async () => {
    await migrateDatabase(t.db);
    await seedPackages(t.db);
    await seedPackages(t.db);
    const list = (await (await t.request('/api/services')).json()) as unknown[];
    expect(list).toHaveLength(6);
  });

  test('prices are stored as whole cents', async () => {
    const row = await t.client.execute("select price from services where package_type = 'elite'");
    expect(row.rows[0]?.price).toBe(1199900);
  });

  test('large answers are gzipped when the client accepts it', async () => {
    const res = await t.request('/api/services', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const text = new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await res.arrayBuffer())));
    expect(JSON.parse(text)).toHaveLength(6);
  });
});
