/**
 * The widgets' size budget (docs/ARCHITECTURE.md#budgets: /widgets/v1.js under
 * 15 KB gzipped for all three). bench.ts prints it; run alone (`bun scripts/bench-widgets.ts
 * [distDir]`) after `bun run build`.
 */
import { join } from 'node:path';

export const WIDGET_BUDGET_GZIP_BYTES = 15 * 1024;

/** Bytes of dist/widgets/v1.js as served, and gzipped at the level the build uses. */
export async function widgetSize(distDir: string): Promise<{ bytes: number; gzipBytes: number }> {
  const bytes = await Bun.file(join(distDir, 'widgets', 'v1.js')).bytes();
  return { bytes: bytes.length, gzipBytes: Bun.gzipSync(bytes, { level: 9 }).length };
}

if (import.meta.main) {
  const dist = process.argv[2] ?? process.env.DIST_DIR ?? join(import.meta.dir, '..', 'dist');
  const { bytes, gzipBytes } = await widgetSize(dist);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`/widgets/v1.js ${kb(bytes)} min, ${kb(gzipBytes)} gzipped (budget ${kb(WIDGET_BUDGET_GZIP_BYTES)})`);
  if (gzipBytes > WIDGET_BUDGET_GZIP_BYTES) process.exitCode = 1;
}
