/**
 * bun run test: every runner, one summary line.
 *   0. Biome: lint and format check (any finding fails the run)
 *      and the import boundaries (dependency-cruiser, .dependency-cruiser.cjs)
 *   1. the front-end build (the browser tests need it)
 *   2. tsc --noEmit for the app and for the widgets (Preact JSX), one check each
 *   3. bun test: unit and API tests
 *   4. Playwright in Debian's chromium, run by Node
 * Ends with "N passed, M failed" summing them all; exits non-zero on any failure.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dir, '..');
let passed = 0;
let failed = 0;

async function run(
  label: string,
  cmd: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; output: string }> {
  console.log(`\n── ${label}: ${cmd.join(' ')}`);
  const proc = Bun.spawn(cmd, { cwd: root, env: { ...process.env, ...env }, stdout: 'pipe', stderr: 'pipe' });
  let output = '';
  const pump = async (stream: ReadableStream<Uint8Array>, sink: NodeJS.WriteStream) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) {
      const text = decoder.decode(chunk, { stream: true });
      output += text;
      sink.write(text);
    }
  };
  await Promise.all([pump(proc.stdout, process.stdout), pump(proc.stderr, process.stderr)]);
  return { code: await proc.exited, output };
}

function count(label: string, ok: number, bad: number) {
  passed += ok;
  failed += bad;
  console.log(`── ${label}: ${ok} passed, ${bad} failed`);
}

const lint = await run('lint', ['bunx', 'biome', 'check', '--error-on-warnings', '.']);
count('lint', lint.code === 0 ? 1 : 0, lint.code === 0 ? 0 : 1);

const boundaries = await run('boundaries', ['bun', 'run', 'boundaries']);
count('boundaries', boundaries.code === 0 ? 1 : 0, boundaries.code === 0 ? 0 : 1);

const build = await run('build', ['bun', 'scripts/build.ts']);
count('build', build.code === 0 ? 1 : 0, build.code === 0 ? 0 : 1);

for (const project of ['tsconfig.json', 'widgets/tsconfig.json']) {
  const tsc = await run(`typecheck ${project}`, ['bunx', 'tsc', '--noEmit', '-p', project]);
  count(`typecheck ${project}`, tsc.code === 0 ? 1 : 0, tsc.code === 0 ? 0 : 1);
}

const unit = await run('bun test', ['bun', 'test']);
const unitPassed = Number(unit.output.match(/^\s*(\d+) pass$/m)?.[1] ?? 0);
const unitFailed = Number(unit.output.match(/^\s*(\d+) fail$/m)?.[1] ?? 0);
// A crash before the summary counts as one failure, so it can never read as green.
count('bun test', unitPassed, unitFailed || (unit.code !== 0 ? 1 : 0));

if (build.code === 0) {
  const reportFile = join(root, 'test-results', 'playwright.json');
  rmSync(reportFile, { force: true });
  const e2e = await run('playwright', ['npx', 'playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
  });
  let stats = { expected: 0, unexpected: 0, flaky: 0 };
  try {
    stats = { ...stats, ...(await Bun.file(reportFile).json()).stats };
  } catch {
    // no report: the runner itself failed
  }
  const ok = stats.expected + stats.flaky;
  count('playwright', ok, stats.unexpected || (e2e.code !== 0 ? 1 : 0));
} else {
  count('playwright (skipped: no build)', 0, 1);
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
