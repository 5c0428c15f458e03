/**
 * What Code.js may weigh. Every execution, each formula cell's among them, loads the whole bundle: parsed
 * and compiled (unless Apps Script holds it compiled), then evaluated, so its size is a latency budget paid
 * thousands of times a day. The target is 340 KB with the warehouse and the alerts in; the warehouse alone
 * (38 KB: its engine, its registry and handlers, its English words) takes the bundle to 360.5 KB; issue
 * 42's guard (the spend guard, the sidebar's input read through schemas, the service's codes in words: 11 KB)
 * to 371.4 KB, and English's messages filed out of it back to 341.7 KB; the live API's fourth round to
 * 347.2 KB; the alerts (their engine, channels, rules and digests, the schedules' cadences and runs log:
 * 28.5 KB) take it to 375.7 KB. The budget stands at 378 KB until room is made. The build fails past it
 * rather than drift, and what is added makes room first. `npm run bench` prints the bundle against it.
 */
export const BUNDLE_BUDGET_BYTES = 378 * 1024;

/** The budget in effect: `BUILD_BUDGET_KB` may lower it (a test of the refusal), never raise it. */
export function bundleBudget(env: NodeJS.ProcessEnv = process.env): number {
  const lowered = Number(env.BUILD_BUDGET_KB) * 1024;
  return lowered > 0 ? Math.min(lowered, BUNDLE_BUDGET_BYTES) : BUNDLE_BUDGET_BYTES;
}
