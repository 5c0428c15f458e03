/** What an execution paid in calls to Google's services, as the emulator counts them (`emu.executions`). */
import type { Emulator, ServiceCalls } from '../../local/gas';

/** Calls by service, and their total. */
export function callsByService(calls: ServiceCalls): { total: number; byService: Record<string, number> } {
  const byService: Record<string, number> = {};
  for (const [service, methods] of Object.entries(calls))
    byService[service] = Object.values(methods).reduce((sum, n) => sum + n, 0);
  return { total: Object.values(byService).reduce((sum, n) => sum + n, 0), byService };
}

/** The calls of the one execution `run` makes (a formula's evaluation). */
export function callsOf(emu: Emulator, run: () => void): ServiceCalls {
  emu.executions.length = 0;
  run();
  if (emu.executions.length !== 1) throw new Error(`expected one execution, ran ${emu.executions.length}`);
  return emu.executions[0].calls;
}
