/**
 * Every time-out of the test run, in one place. A time-out tells a hang from slow work, never how fast the
 * work is (speed is the bench's): each is a budget for an idle machine (what the work takes there, with room
 * to spare), scaled by how much slower a busy one runs it. On the 2-core machine at load average 8–14 (a
 * second `npm test`, a build, a browser) suites ran four to six times slower than idle, at 35–50 up to
 * fifteen times, so SLOWDOWN is 4 over budgets that already hold a margin of three or more;
 * `SEO_SHEETS_TEST_SLOWDOWN` sets another for a slower machine.
 */

const fromEnvironment = Number(process.env.SEO_SHEETS_TEST_SLOWDOWN);

/** How many times slower than an idle machine the tests may run before a wait counts as a hang. */
export const SLOWDOWN = fromEnvironment > 0 ? fromEnvironment : 4;

/** A time-out for work that takes up to `idleMs` on an idle machine. */
export function scaled(idleMs: number): number {
  return Math.round(idleMs * SLOWDOWN);
}

/** A test or hook that names no time-out of its own (jest's, set by test/support/setup-time-outs.ts). */
export const TEST_TIMEOUT = scaled(60_000);

/** A simulator's start in a child process (local/service/spawn.ts: 15 s unless told): under a second idle. */
export const SIMULATOR_START_TIMEOUT = scaled(15_000);

/** A Playwright action or wait that names no time-out of its own (set on every context by test/browser/chromium.ts). */
export const BROWSER_TIMEOUT = scaled(30_000);

/**
 * Asks `check` every 100 ms until it gives something other than undefined, and returns that; throws, naming
 * `what`, once work that takes up to `idleMs` on an idle machine has had scaled(idleMs).
 */
export async function eventually<T>(
  what: string,
  check: () => T | undefined | Promise<T | undefined>,
  idleMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + scaled(idleMs);
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${scaled(idleMs)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
