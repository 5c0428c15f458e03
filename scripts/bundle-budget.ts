/**
 * What Code.js may weigh. Every execution, each formula cell's among them, loads it whole: parsed and compiled
 * (unless Apps Script holds it compiled), then evaluated, so its size is a latency budget paid thousands of
 * times a day. It holds what a formula runs, with the warehouse and the alerts in the add-on: the server
 * functions' code is Server.html, read by their first call (bundle-parts.ts). The build fails past it rather
 * than drift, and what is added makes room first; `npm run bench` prints the bundle against it.
 */
export const BUNDLE_BUDGET_BYTES = 340 * 1024;

/** The budget in effect: `BUILD_BUDGET_KB` may lower it (a test of the refusal), never raise it. */
export function bundleBudget(env: NodeJS.ProcessEnv = process.env): number {
  const lowered = Number(env.BUILD_BUDGET_KB) * 1024;
  return lowered > 0 ? Math.min(lowered, BUNDLE_BUDGET_BYTES) : BUNDLE_BUDGET_BYTES;
}
