/** Injected failures: the next `count` API requests get the armed fault. */
export const FAULT_MODES = ['http500_html', 'http503', 'edge_reject', 'timeout', 'database', 'none'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export const DEFAULT_HOLD_MS = 35000;

export class Faults {
  mode: FaultMode = 'none';
  remaining = 0;
  holdMs = DEFAULT_HOLD_MS;

  arm(mode: FaultMode, count: number, holdMs: number): void {
    this.mode = mode;
    this.remaining = mode === 'none' ? 0 : count;
    this.holdMs = holdMs;
  }

  /** The fault for the request now arriving, if one is armed. */
  take(): Exclude<FaultMode, 'none'> | null {
    if (this.remaining <= 0 || this.mode === 'none') return null;
    this.remaining--;
    return this.mode;
  }
}
