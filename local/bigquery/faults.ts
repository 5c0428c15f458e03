/**
 * Faults a test arms (`POST /__sim/faults`) for the next requests, aimed at a project and an API method
 * (`jobs.insert`, `jobs.get`, …) or at every request. Some strike before the work (nothing happened), the
 * `…AfterCommit` ones after it (the job ran, the data landed, only the answer is lost or replaced), which
 * is what exactly-once writing must survive.
 */
export const FAULT_MODES = [
  /** 503 backendError; nothing done. */
  'backendError',
  /** 500 internalError; nothing done. */
  'internalError',
  /** 403 rateLimitExceeded (too many table updates); nothing done. */
  'rateLimitExceeded',
  /** The connection closes without an answer; nothing done. */
  'connectionLost',
  /** The work is done and committed, then 503 backendError. */
  'backendErrorAfterCommit',
  /** The work is done and committed, then the connection closes without an answer. */
  'connectionLostAfterCommit',
] as const;

export type FaultMode = (typeof FAULT_MODES)[number];

export interface Aim {
  projectId?: string;
  /** Google's method name without the `bigquery.` prefix: `jobs.insert`, `tables.get`, `tabledata.list`. */
  method?: string;
}

export interface ArmedFault extends Aim {
  mode: FaultMode;
  remaining: number;
}

export class Faults {
  private armed: ArmedFault[] = [];

  arm(mode: FaultMode, count: number, aim: Aim): void {
    this.clear(aim.projectId, aim.method);
    if (count > 0) this.armed.push({ mode, remaining: count, ...aim });
  }

  /** Disarms the faults of that aim: of one project (and method), or every fault. */
  clear(projectId?: string, method?: string): void {
    this.armed = this.armed.filter(
      (f) =>
        !(
          (projectId === undefined || f.projectId === projectId) &&
          (method === undefined || f.method === method)
        ),
    );
  }

  /** The fault a request to `method` in `projectId` meets, counted off. */
  take(projectId: string | undefined, method: string): FaultMode | undefined {
    const fault = this.armed.find(
      (f) =>
        (f.projectId === undefined || f.projectId === projectId) &&
        (f.method === undefined || f.method === method),
    );
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.armed = this.armed.filter((f) => f !== fault);
    return fault.mode;
  }

  list(): ArmedFault[] {
    return this.armed.map((f) => ({ ...f }));
  }
}
