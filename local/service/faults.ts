/**
 * Injected failures: the next `count` API requests get the armed fault. Apart from those, the edge can be
 * given a width: like the real service's edge protection, it then rejects a client's requests while more
 * than `width` of its requests are in flight.
 */
export const FAULT_MODES = ['http500_html', 'http503', 'edge_reject', 'timeout', 'database', 'none'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export const DEFAULT_HOLD_MS = 35000;

export class Faults {
  mode: FaultMode = 'none';
  remaining = 0;
  holdMs = DEFAULT_HOLD_MS;
  /** Requests in flight per client address above which the edge rejects; 0: no limit. */
  edgeWidth = 0;
  /** Requests the edge width rejected since it was set. */
  edgeRejected = 0;
  private readonly inFlight = new Map<string, number>();

  arm(mode: FaultMode, count: number, holdMs: number): void {
    this.mode = mode;
    this.remaining = mode === 'none' ? 0 : count;
    this.holdMs = holdMs;
  }

  limitEdge(width: number): void {
    this.edgeWidth = width;
    this.edgeRejected = 0;
  }

  /** The fault for the request now arriving, if one is armed. */
  take(): Exclude<FaultMode, 'none'> | null {
    if (this.remaining <= 0 || this.mode === 'none') return null;
    this.remaining--;
    return this.mode;
  }

  /**
   * A request from `client` arrives: false when the edge rejects it (it then never counts as in flight);
   * otherwise it is in flight until `release(client)`.
   */
  admit(client: string): boolean {
    const count = this.inFlight.get(client) ?? 0;
    if (this.edgeWidth > 0 && count >= this.edgeWidth) {
      this.edgeRejected++;
      return false;
    }
    this.inFlight.set(client, count + 1);
    return true;
  }

  release(client: string): void {
    const count = (this.inFlight.get(client) ?? 1) - 1;
    if (count > 0) this.inFlight.set(client, count);
    else this.inFlight.delete(client);
  }
}
