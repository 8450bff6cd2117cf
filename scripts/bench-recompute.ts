/**
 * bun scripts/bench-recompute.ts: the compliance recompute rows alone, on a
 * temporary database (the full bench takes minutes): the first computation of
 * 5,000 clients, as `bun run bench` seeds and times it, then a second run over
 * the stored dates (the nightly case: nothing or little changes).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareDatabase } from '../api/boot.ts';
import { recomputeAll } from '../api/modules/compliance/recompute.ts';
import { todayInSouthAfrica } from '../domain/format.ts';
import { FIRM_CLIENTS, seedComplianceFirm } from './bench-compliance.ts';

const dir = mkdtempSync(join(tmpdir(), 'firm-bench-recompute-'));
try {
  const databaseUrl = `file:${join(dir, 'bench.db')}`;
  const firm = await seedComplianceFirm(databaseUrl);
  console.log(
    `deadlines, full recompute of ${FIRM_CLIENTS} clients: ${(firm.recomputeMs / 1000).toFixed(1)} s (CPU ${(firm.recomputeCpuMs / 1000).toFixed(1)} s)`,
  );
  const { db, client } = await prepareDatabase({ databaseUrl, databaseAuthToken: undefined });
  try {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    await recomputeAll(db, todayInSouthAfrica());
    const againMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    console.log(
      `deadlines, recompute of ${FIRM_CLIENTS} clients with nothing changed: ${(againMs / 1000).toFixed(1)} s (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s; ${firm.deadlines} due dates)`,
    );
  } finally {
    client.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
