import { createTestApp } from './testing/test-app.ts';

/** The OpenAPI document as the server serves it, formatted as committed in openapi.json. */
export async function renderOpenApi(): Promise<string> {
  const t = await createTestApp();
  try {
    const res = await t.request('/openapi.json');
    if (!res.ok) throw new Error(`GET /openapi.json answered ${res.status}`);
    return `${JSON.stringify(await res.json(), null, 2)}\n`;
  } finally {
    t.close();
  }
}
