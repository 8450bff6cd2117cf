/**
 * bun run test: every runner, one summary line.
 *   - Biome: lint and format check (any finding fails the run)
 *   - the import boundaries (dependency-cruiser, .dependency-cruiser.cjs)
 *   - the front-end build into dist/ (the browser tests are served from it)
 *   - the first-load budgets of /auth, /dashboard and /admin, measured on that build (scripts/first-load.ts)
 *   - tsc --noEmit for the app and for the widgets (Preact JSX), one check each
 *   - bun test: unit and API tests
 *   - Playwright in Debian's chromium, run by Node, once the build is there
 * The runners share no files or ports (each test makes its own temp folders and asks the OS for
 * ports; the e2e server has its own folder under .e2e/), so they run at the same time: Playwright
 * waits only for the build. bun test has tests that time themselves (a lease renewed every 40 ms,
 * equal answer times, thirty argon2 sign-ins within the 5 s limit): it runs as one process at the
 * normal priority and everything else under `nice`, so those tests get a core whenever they want
 * one and the others take what is left. Each runner's output is kept and printed whole when it
 * ends, so the log reads runner by runner. Ends with "N passed, M failed" summing them all; exits non-zero on
 * any failure.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dir, '..');
const began = performance.now();

interface Outcome {
  code: number;
  output: string;
  /** Wall-clock seconds. */
  seconds: number;
  /** Processor seconds of the command and everything it started: steadier than the wall clock on a shared machine. */
  cpu: number;
}

interface Tally extends Pick<Outcome, 'seconds' | 'cpu'> {
  label: string;
  passed: number;
  failed: number;
  /** What failed, repeated just above the summary: CI keeps only the tail of a long log. */
  failures: string[];
}

const seconds = (from: number) => Math.round((performance.now() - from) / 100) / 10;

/**
 * Runs a command to its end, keeping everything it prints; prints it whole at the end.
 * `background`: at a lower priority (nice 10), yielding the processor to bun test.
 */
async function run(
  label: string,
  cmd: string[],
  env: Record<string, string> = {},
  background = true,
): Promise<Outcome> {
  const started = performance.now();
  console.log(`── started ${label} (at ${seconds(began)} s): ${cmd.join(' ')}`);
  const proc = Bun.spawn(background ? ['nice', '-n', '10', ...cmd] : cmd, {
    cwd: root,
    env: { ...process.env, ...env },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  // One buffer for both streams, in the order the chunks arrive.
  let output = '';
  const pump = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) output += decoder.decode(chunk, { stream: true });
  };
  await Promise.all([pump(proc.stdout), pump(proc.stderr)]);
  const code = await proc.exited;
  const took = seconds(started);
  const cpu = Math.round(Number(proc.resourceUsage()?.cpuTime.total ?? 0) / 100_000) / 10;
  const printed = output === '' || output.endsWith('\n') ? output : `${output}\n`;
  process.stdout.write(`\n── ${label}: ${cmd.join(' ')} (exit ${code})\n${printed}`);
  return { code, output, seconds: took, cpu };
}

/** A check with no count of its own: one pass or one failure. */
async function check(label: string, cmd: string[], env: Record<string, string> = {}): Promise<Tally> {
  const result = await run(label, cmd, env);
  const ok = result.code === 0;
  const failures = ok ? [] : result.output.trimEnd().split('\n').slice(-15);
  return { label, passed: ok ? 1 : 0, failed: ok ? 0 : 1, failures, seconds: result.seconds, cpu: result.cpu };
}

async function unitTests(): Promise<Tally> {
  const label = 'bun test';
  // One process at the normal priority: several (--parallel), or Playwright beside it as an equal,
  // starve the tests that time themselves on two cores.
  const unit = await run(label, ['bun', 'test'], {}, false);
  const passed = Number(unit.output.match(/^\s*(\d+) pass$/m)?.[1] ?? 0);
  const failed = Number(unit.output.match(/^\s*(\d+) fail$/m)?.[1] ?? 0);
  // Each failed test with the lines bun printed just before its "(fail)" line: the assertion.
  const lines = unit.output.split('\n');
  const failures = lines.flatMap((line, at) =>
    line.startsWith('(fail)') ? [...lines.slice(Math.max(0, at - 12), at), line, ''] : [],
  );
  if (unit.code !== 0 && failures.length === 0) failures.push(...lines.slice(-15));
  // A crash before the summary counts as one failure, so it can never read as green.
  return {
    label,
    passed,
    failed: failed || (unit.code !== 0 ? 1 : 0),
    failures,
    seconds: unit.seconds,
    cpu: unit.cpu,
  };
}

async function browserTests(build: Promise<Tally>): Promise<Tally> {
  if ((await build).failed)
    return { label: 'playwright (skipped: no build)', passed: 0, failed: 1, failures: [], seconds: 0, cpu: 0 };
  const label = 'playwright';
  const reportFile = join(root, 'test-results', 'playwright.json');
  rmSync(reportFile, { force: true });
  const e2e = await run(label, ['npx', 'playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
    // The build just made: playwright.config.ts serves it instead of building its own.
    E2E_DIST_DIR: join(root, 'dist'),
  });
  let stats = { expected: 0, unexpected: 0, flaky: 0 };
  try {
    stats = { ...stats, ...(await Bun.file(reportFile).json()).stats };
  } catch {
    // no report: the runner itself failed
  }
  const passed = stats.expected + stats.flaky;
  const failures = e2e.output.split('\n').filter((line) => /^\s+\d+\) |✘/.test(line));
  if (e2e.code !== 0 && failures.length === 0) failures.push(...e2e.output.trimEnd().split('\n').slice(-15));
  return {
    label,
    passed,
    failed: stats.unexpected || (e2e.code !== 0 ? 1 : 0),
    failures,
    seconds: e2e.seconds,
    cpu: e2e.cpu,
  };
}

/** Fails the run when a page's first load outgrows its budget: measured on the build just made. */
async function firstLoadBudgets(build: Promise<Tally>): Promise<Tally> {
  if ((await build).failed)
    return { label: 'first-load budgets (skipped: no build)', passed: 0, failed: 1, failures: [], seconds: 0, cpu: 0 };
  return check('first-load budgets', ['bun', 'scripts/first-load.ts', join(root, 'dist')]);
}

const build = check('build', ['bun', 'scripts/build.ts']);
const tallies = await Promise.all([
  check('lint', ['bunx', 'biome', 'check', '--error-on-warnings', '.']),
  check('boundaries', ['bun', 'run', 'boundaries']),
  build,
  firstLoadBudgets(build),
  check('typecheck tsconfig.json', ['bunx', 'tsc', '--noEmit', '-p', 'tsconfig.json']),
  check('typecheck widgets/tsconfig.json', ['bunx', 'tsc', '--noEmit', '-p', 'widgets/tsconfig.json']),
  unitTests(),
  browserTests(build),
]);

console.log('');
for (const { label, failures } of tallies) {
  if (failures.length > 0) console.log(`── what failed in ${label}:\n${failures.join('\n')}\n`);
}
for (const { label, passed, failed, seconds: took, cpu } of tallies) {
  console.log(`── ${label}: ${passed} passed, ${failed} failed (${took} s, processor ${cpu} s)`);
}
const passed = tallies.reduce((sum, t) => sum + t.passed, 0);
const failed = tallies.reduce((sum, t) => sum + t.failed, 0);
console.log(`── all in ${seconds(began)} s`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
