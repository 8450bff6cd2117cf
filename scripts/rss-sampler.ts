/**
 * Samples another process's resident set (VmRSS) every INTERVAL ms until it
 * gets SIGTERM, then prints `{ peakKb, samples, maxGapMs }` as JSON. Run as its
 * own process so that a busy bench (sending hundreds of MB) cannot delay the
 * samples: `bun scripts/rss-sampler.ts <pid> [intervalMs]`.
 */
import { readFileSync } from 'node:fs';

const pid = Number(process.argv[2]);
const intervalMs = Number(process.argv[3] ?? 20);

function rssKb(of: number): number {
  const match = readFileSync(`/proc/${of}/status`, 'utf8').match(/^VmRSS:\s+(\d+)\s+kB/m);
  if (!match) throw new Error(`No VmRSS for pid ${of}`);
  return Number(match[1]);
}

if (import.meta.main) {
  let peakKb = 0;
  let samples = 0;
  let last = performance.now();
  let maxGapMs = 0;
  const sample = () => {
    const now = performance.now();
    if (samples > 0) maxGapMs = Math.max(maxGapMs, now - last);
    last = now;
    peakKb = Math.max(peakKb, rssKb(pid));
    samples++;
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  process.on('SIGTERM', () => {
    clearInterval(timer);
    sample();
    process.stdout.write(`${JSON.stringify({ peakKb, samples, maxGapMs: Math.round(maxGapMs) })}\n`);
    process.exit(0);
  });
  // Tells the parent that sampling has begun.
  process.stdout.write('ready\n');
}
