/**
 * Waits until `check` answers true, asking again every few milliseconds, up to `withinMs`.
 * Tests of timers wait for what must happen rather than sleeping a fixed time and counting:
 * on a busy two-core CI machine a timer fires late, and a fixed sleep then counts too few.
 */
export async function eventually(check: () => boolean | Promise<boolean>, withinMs = 5_000, what = 'the condition') {
  const deadline = performance.now() + withinMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`${what} did not hold within ${withinMs} ms`);
    await Bun.sleep(5);
  }
}
